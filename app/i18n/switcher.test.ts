import { describe, expect, it } from "vitest";
import { SUPPORTED_LOCALES } from "./locales";
import { LANGUAGE_NAMES, switcherLanguages } from "./switcher";

const all = [...SUPPORTED_LOCALES];

describe("switcherLanguages (locale → country map)", () => {
  it("offers a country's languages the tenant has", () => {
    expect(switcherLanguages("BE", all)).toEqual(["nl", "fr", "de"]);
    expect(switcherLanguages("CH", all)).toEqual(["de", "it", "fr", "en"]);
    expect(switcherLanguages("FI", all)).toEqual(["fi", "sv"]);
    expect(switcherLanguages("CA", all)).toEqual(["en", "fr"]);
    expect(switcherLanguages("US", all)).toEqual(["en-US", "es"]);
  });
  it("hides when there is nothing to switch", () => {
    expect(switcherLanguages("NL", all)).toEqual([]);
    expect(switcherLanguages("BE", ["nl", "en"])).toEqual([]);
    expect(switcherLanguages("XX", all)).toEqual([]);
  });
  it("names every language in itself", () => {
    expect(Object.keys(LANGUAGE_NAMES).sort()).toEqual([...SUPPORTED_LOCALES].sort());
  });
});
