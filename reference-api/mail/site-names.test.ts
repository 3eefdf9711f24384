import { describe, expect, it } from "vitest";
import { API_LANGUAGES } from "../languages";
import { DEMO_SITES } from "../seed/sites";
import { everythingSent } from "./sent-texts";

describe("what the operator sends a member of one site", () => {
  it.each(DEMO_SITES.map((s) => s.name))("names %s and none of the operator's other sites", (own) => {
    const others = DEMO_SITES.map((s) => s.name).filter((name) => name !== own);
    for (const language of API_LANGUAGES) {
      for (const text of everythingSent(own, language)) {
        expect(text).toContain(own);
        for (const other of others) expect(text, `${language}: ${text.slice(0, 60)}`).not.toContain(other);
      }
    }
  });
});
