import { describe, expect, it } from "vitest";
import { loader } from "./route";

const get = (lng: string, ns: string) =>
  loader({
    params: { lng, ns },
    request: new Request(`http://t.localhost/locales/${lng}/${ns}`),
    context: {} as never,
  });

describe("/locales/{lng}/{ns}", () => {
  it("serves a namespace of a language, cached for a year", async () => {
    const res = await get("en", "common.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("Cache-Control")).toContain("max-age=31536000");
  });

  // The object's built-in names are neither languages nor namespaces.
  const BUILT_INS = [
    "__proto__",
    "constructor",
    "toString",
    "hasOwnProperty",
    "valueOf",
    "isPrototypeOf",
    "propertyIsEnumerable",
    "toLocaleString",
    "__defineGetter__",
    "__lookupGetter__",
  ];
  for (const name of BUILT_INS) {
    it(`answers 404 for "${name}" as a language or a namespace`, async () => {
      for (const [lng, ns] of [
        [name, "common.json"],
        ["en", `${name}.json`],
        ["en", name],
        [name, name],
      ]) {
        const res = await get(lng, ns);
        expect(res.status, `${lng}/${ns}`).toBe(404);
        expect(res.headers.get("Cache-Control") ?? "").not.toContain("max-age=31536000");
      }
    });
  }
});
