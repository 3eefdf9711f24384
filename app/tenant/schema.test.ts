import fs from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { NICHE_THEMES } from "../../themes";
import { loadTenantFile } from "./tenant-file.server";
import { NICHES, parseTenant, SUPPORTED_LOCALES, TenantSchema, type Tenant } from "./schema";
import { demo, DEMO_DIR, DEMO_FILES, tempTenantDir, writeJson } from "../testing/tenant-files";

/** Validates `value` as the file `<id>.json` and returns its problems (none = []). */
function problems(value: Record<string, unknown>, id = String(value.id)): string[] {
  const result = parseTenant(value, `tenants/${id}.json`, id);
  return result.ok ? [] : result.errors;
}
/** A valid tenant to break one field of. */
const valid = () => ({ ...demo("flirthaven"), id: "foo", domains: ["foo.example"] });

describe("the demo tenants", () => {
  const expected = [
    ["flirthaven", "FlirtHaven", 1, "all"],
    ["shemeets", "SheMeets", 2, "all"],
    ["velvetropes", "Velvet Ropes", 3, "with_trafficsource"],
    ["curvycrush", "CurvyCrush", 4, "all"],
    ["silversparks", "Silver Sparks", 5, "all"],
    ["matureflame", "MatureFlame", 6, "all"],
    ["manmatch", "ManMatch", 7, "all"],
  ] as const;

  it("are exactly the seven sites, one per niche, each valid", () => {
    expect(DEMO_FILES).toEqual(expected.map(([id]) => `${id}.json`).sort());
    for (const [id, name, niche] of expected) {
      const { tenant, error } = loadTenantFile(path.join(DEMO_DIR, `${id}.json`));
      expect(error, id).toBeUndefined();
      expect(tenant).toMatchObject({ id, name, niche, domains: [`${id}.localhost`] });
      expect(tenant!.entryWarningCountries).toEqual(["NL", "DE"]);
      expect(tenant!.languages).toContain(tenant!.defaultLanguage);
    }
  });

  it("offer the languages their markets speak", () => {
    const languages = (id: string) => {
      const t = loadTenantFile(path.join(DEMO_DIR, `${id}.json`)).tenant!;
      return [t.defaultLanguage, [...t.languages].sort()];
    };
    expect(languages("flirthaven")).toEqual(["en", [...SUPPORTED_LOCALES].sort()]);
    expect(languages("silversparks")).toEqual(["da", ["da", "en", "fi", "nb", "sv"]]);
    expect(languages("matureflame")).toEqual(["fr", ["en", "es", "fr", "it", "nl"]]);
    expect(languages("manmatch")).toEqual(["en", ["de", "en", "nl", "pl"]]);
    expect(languages("velvetropes")).toEqual(["de", ["de", "en", "nl"]]);
  });

  // The overrides replace colours of a niche theme that passed WCAG AA (themes/contrast.test.ts);
  // they must not undo that.
  it("keep WCAG AA contrast with their colour overrides", () => {
    const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
    const luminance = (c: number[]) => {
      const [r, g, b] = c.map((v) => v / 255).map((v) => (v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    const ratio = (a: number[], b: number[]) => {
      const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
      return (hi + 0.05) / (lo + 0.05);
    };
    const failures: string[] = [];
    for (const file of DEMO_FILES) {
      const tenant = loadTenantFile(path.join(DEMO_DIR, file)).tenant!;
      const colors = { ...NICHE_THEMES[tenant.niche].color, ...tenant.theme?.colors } as Record<string, string>;
      expect(
        Object.values(colors).every((c) => /^#[0-9a-f]{6}$/i.test(c)),
        file
      ).toBe(true);
      // app/styles/tenant-theme.ts derives the hover colour of an overridden primary as 82% primary, 18% black.
      const hover = tenant.theme?.colors?.primary ? rgb(colors.primary).map((v) => v * 0.82) : rgb(colors.primaryHover);
      const pairs: [string, number[], number[]][] = [
        ["primary on surface", rgb(colors.primary), rgb(colors.surface)],
        ["primary on background", rgb(colors.primary), rgb(colors.background)],
        ["onPrimary on primary", rgb(colors.onPrimary), rgb(colors.primary)],
        ["onPrimary on primary hover", rgb(colors.onPrimary), hover],
        ["text on background", rgb(colors.text), rgb(colors.background)],
      ];
      for (const [pair, fg, bg] of pairs) {
        if (ratio(fg, bg) < 4.5) failures.push(`${file}: ${pair} ${ratio(fg, bg).toFixed(2)}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe("the schema", () => {
  it("knows the seven niches and twelve locales", () => {
    expect(NICHES).toEqual({ 1: "general", 2: "she", 3: "bdsm", 4: "bbw", 5: "gilf", 6: "milf", 7: "gay" });
    expect(SUPPORTED_LOCALES).toHaveLength(12);
  });

  it("fills in defaults and accepts every colour syntax it documents", () => {
    const tenant = TenantSchema.parse({
      ...valid(),
      entryWarningCountries: undefined,
      theme: {
        colors: {
          primary: "#abc",
          secondary: "#A1B2C3",
          success: "rgb(10, 20, 30)",
          dark: "rgb(10 20 30 / 50%)",
          unread: "hsl(210deg 50% 40%)",
          warning: "hsla(210, 50%, 40%, 0.5)",
        },
        fontFamily: "'Inter', system-ui, sans-serif",
        radius: "0.75rem",
      },
      api: { baseUrl: "https://api.example.com/", timeoutMs: 2500 },
      logo: { text: "Foo" },
      partnerRedirectUrl: "https://partner.example/offer?src=foo",
      analytics: { provider: "plausible", id: "foo.example" },
    });
    expect(tenant.entryWarningCountries).toEqual(["NL", "DE"]);
    expect(tenant.api).toEqual({ baseUrl: "https://api.example.com", timeoutMs: 2500 });
    expect(TenantSchema.parse({ ...valid(), api: undefined }).api).toEqual({});
    expect(TenantSchema.parse({ ...valid(), entryWarningCountries: [] }).entryWarningCountries).toEqual([]);
  });

  it("rejects a wrong value naming the file and the field", () => {
    expect(problems({ ...valid(), niche: 9 })).toEqual([
      "tenants/foo.json: niche: Number must be less than or equal to 7",
    ]);
    expect(problems({ ...valid(), niche: 0 })).toEqual([
      "tenants/foo.json: niche: Number must be greater than or equal to 1",
    ]);
    // Who may sign up is the API's answer (settings.signups), never the file's.
    expect(problems({ ...valid(), signupPolicy: "all" })).toEqual(["tenants/foo.json: signupPolicy: unknown field"]);
    expect(problems({ ...valid(), languages: ["en", "xx"] })).toEqual([
      expect.stringMatching(/^tenants\/foo\.json: languages\[1\]: Invalid enum value/),
    ]);
    expect(problems({ ...valid(), languages: ["nl"], defaultLanguage: "de" })).toEqual([
      "tenants/foo.json: defaultLanguage: must be one of languages (nl)",
    ]);
    expect(problems({ ...valid(), name: undefined })).toEqual(["tenants/foo.json: name: Required"]);
  });

  it("rejects unknown fields, so that a typo never passes silently", () => {
    expect(problems({ ...valid(), nich: 2 })).toEqual(["tenants/foo.json: nich: unknown field"]);
    expect(problems({ ...valid(), theme: { colours: { primary: "#fff" } } })).toEqual([
      "tenants/foo.json: theme.colours: unknown field",
    ]);
    expect(problems({ ...valid(), theme: { colors: { primry: "#fff" } } })).toEqual([
      "tenants/foo.json: theme.colors.primry: unknown field",
    ]);
    expect(problems({ ...valid(), api: { baseURL: "https://api.example.com" } })).toEqual([
      "tenants/foo.json: api.baseURL: unknown field",
    ]);
  });

  it("accepts only host names as domains, each once", () => {
    for (const bad of [
      "Foo.example",
      "foo.example:3000",
      "https://foo.example",
      "foo.example/",
      "foo.example.",
      "-foo.example",
      "foo bar",
    ]) {
      expect(problems({ ...valid(), domains: [bad] }), bad).toEqual([
        expect.stringMatching(/^tenants\/foo\.json: domains\[0\]: must be a lower-case host name/),
      ]);
    }
    expect(problems({ ...valid(), domains: [] })).toEqual(["tenants/foo.json: domains: must list at least one domain"]);
    expect(problems({ ...valid(), domains: ["foo.example", "www.foo.example", "foo.example"] })).toEqual([
      'tenants/foo.json: domains[2]: "foo.example" is listed twice',
    ]);
  });

  it("refuses theme values that could inject CSS", () => {
    for (const [field, theme] of [
      ["theme.colors.primary", { colors: { primary: "red;}body{display:none" } }],
      ["theme.colors.primary", { colors: { primary: "red" } }],
      ["theme.colors.text", { colors: { text: "rgb(1,2,3);x:y" } }],
      ["theme.colors.surface", { colors: { surface: "url(https://evil.example/x.png)" } }],
      ["theme.fontFamily", { fontFamily: "Arial;}</style><script>alert(1)</script>" }],
      ["theme.radius", { radius: "12px;color:red" }],
    ] as const) {
      expect(problems({ ...valid(), theme }), JSON.stringify(theme)).toEqual([
        expect.stringMatching(new RegExp(`^tenants/foo\\.json: ${field.replace(/\./g, "\\.")}: must be`)),
      ]);
    }
  });

  it("accepts only http(s) URLs, and the API as an origin", () => {
    expect(problems({ ...valid(), partnerRedirectUrl: "javascript:alert(1)" })).toEqual([
      "tenants/foo.json: partnerRedirectUrl: must be an http:// or https:// URL",
    ]);
    expect(problems({ ...valid(), api: { baseUrl: "not a url" } })).toEqual([
      "tenants/foo.json: api.baseUrl: Invalid url",
    ]);
    expect(problems({ ...valid(), api: { baseUrl: "https://api.example.com/backend" } })).toEqual([
      expect.stringMatching(/^tenants\/foo\.json: api\.baseUrl: must be an origin/),
    ]);
    expect(problems({ ...valid(), api: { timeoutMs: 5 } })).toEqual([
      "tenants/foo.json: api.timeoutMs: Number must be greater than or equal to 100",
    ]);
  });

  it("accepts ISO country codes only for the entry warning", () => {
    expect(problems({ ...valid(), entryWarningCountries: ["NL", "GB", "AT"] })).toEqual([]);
    expect(problems({ ...valid(), entryWarningCountries: ["NL", "nl"] })).toEqual([
      expect.stringMatching(/^tenants\/foo\.json: entryWarningCountries\[1\]: must be a two-letter/),
    ]);
    for (const code of ["UK", "XX", "EU"]) {
      expect(problems({ ...valid(), entryWarningCountries: [code] }), code).toEqual([
        "tenants/foo.json: entryWarningCountries[0]: is not an ISO 3166-1 country code (the United Kingdom is GB)",
      ]);
    }
  });

  it("accepts known analytics providers with a well-formed id only", () => {
    expect(problems({ ...valid(), analytics: { provider: "gtm", id: "GTM-AB12CD" } })).toEqual([]);
    expect(problems({ ...valid(), analytics: { provider: "gtm", id: "GTM-x'</script>" } })).toEqual([
      "tenants/foo.json: analytics.id: must look like GTM-XXXXXXX",
    ]);
    expect(problems({ ...valid(), analytics: { provider: "pixel", id: "1" } })).toEqual([
      expect.stringMatching(/^tenants\/foo\.json: analytics\.provider: Invalid discriminator value/),
    ]);
  });

  describe("tracking scripts", () => {
    const script = (fields: Record<string, unknown>) => ({
      ...valid(),
      trackingScripts: [{ id: "pixel", purpose: "marketing", ...fields }],
    });

    it("takes an https script, an inline snippet or both, for analytics or marketing", () => {
      expect(problems(script({ src: "https://cdn.tracker.example/p.js?id=12&x=1" }))).toEqual([]);
      expect(problems(script({ inline: "window.dataLayer = window.dataLayer || [];" }))).toEqual([]);
      expect(
        problems(
          script({
            purpose: "analytics",
            src: "https://plausible.example/js/script.js",
            inline: "window.plausible = window.plausible || function () {};",
            data: { domain: "foo.example" },
            connectSrc: ["https://plausible.example", "https://*.google-analytics.com"],
          })
        )
      ).toEqual([]);
      expect(parseTenant(valid(), "tenants/foo.json", "foo")).toMatchObject({ ok: true });
    });

    it("refuses a script that is neither, or a purpose it does not know", () => {
      expect(problems(script({}))).toEqual(["tenants/foo.json: trackingScripts[0]: needs src, inline or both"]);
      expect(problems(script({ purpose: "profiling", inline: "x()" }))).toEqual([
        expect.stringMatching(/^tenants\/foo\.json: trackingScripts\[0\]\.purpose: Invalid enum value/),
      ]);
      expect(problems(script({ inline: "x()", async: true }))).toEqual([
        "tenants/foo.json: trackingScripts[0].async: unknown field",
      ]);
    });

    it("loads scripts over https only, from an address without credentials", () => {
      for (const src of ["http://tracker.example/p.js", "javascript:alert(1)", "data:text/javascript,alert(1)"]) {
        expect(problems(script({ src })), src).toEqual([
          "tenants/foo.json: trackingScripts[0].src: must be an https:// URL",
        ]);
      }
      expect(problems(script({ src: "https://user:secret@tracker.example/p.js" }))).toEqual([
        "tenants/foo.json: trackingScripts[0].src: must not carry a user name or password",
      ]);
      expect(problems(script({ src: `https://tracker.example/${"a".repeat(2048)}` }))).toEqual([
        "tenants/foo.json: trackingScripts[0].src: String must contain at most 2048 character(s)",
      ]);
    });

    it("keeps an inline snippet inside its script element, and under 10 000 characters", () => {
      for (const inline of ["a = '</script><img src=x onerror=alert(1)>'", "a = '</SCRIPT >'", "<!-- b()"]) {
        expect(problems(script({ inline })), inline).toEqual([
          "tenants/foo.json: trackingScripts[0].inline: must not contain </script or <!-- (the code is written into the page inside a <script> element)",
        ]);
      }
      expect(problems(script({ inline: "x();".repeat(2501) }))).toEqual([
        "tenants/foo.json: trackingScripts[0].inline: String must contain at most 10000 character(s)",
      ]);
      expect(problems(script({ inline: "   " }))).toEqual([
        "tenants/foo.json: trackingScripts[0].inline: String must contain at least 1 character(s)",
      ]);
    });

    it("takes data attributes by plain names and connect-src origins over https only", () => {
      expect(problems(script({ src: "https://t.example/a.js", data: { 'x" onload="alert(1)': "1" } }))).toEqual([
        expect.stringMatching(
          /^tenants\/foo\.json: trackingScripts\[0\]\.data\.x" onload="alert\(1\): must be a lower-case attribute name/
        ),
      ]);
      for (const origin of [
        "http://collect.example",
        "https://collect.example/path",
        "https://collect.example; script-src *",
        "*",
      ]) {
        expect(problems(script({ inline: "x()", connectSrc: [origin] })), origin).toEqual([
          "tenants/foo.json: trackingScripts[0].connectSrc[0]: must be an https origin such as https://collect.example.com or https://*.example.com (no path)",
        ]);
      }
    });

    it("names each script once, kebab-case, and takes at most ten", () => {
      const twice = {
        ...valid(),
        trackingScripts: [1, 2].map(() => ({ id: "pixel", purpose: "marketing", inline: "x()" })),
      };
      expect(problems(twice)).toEqual(['tenants/foo.json: trackingScripts[1].id: "pixel" is listed twice']);
      expect(problems(script({ id: "My Pixel", inline: "x()" }))).toEqual([
        "tenants/foo.json: trackingScripts[0].id: must be kebab-case (a-z, 0-9 and -)",
      ]);
      const many = {
        ...valid(),
        trackingScripts: Array.from({ length: 11 }, (_, i) => ({ id: `s${i}`, purpose: "analytics", inline: "x()" })),
      };
      expect(problems(many)).toEqual(["tenants/foo.json: trackingScripts: Array must contain at most 10 element(s)"]);
    });
  });

  it("requires the id to equal the file name, and kebab-case", () => {
    expect(problems({ ...valid(), id: "bar" }, "foo")).toEqual([
      'tenants/foo.json: id: must equal the file name "foo" (found "bar")',
    ]);
    expect(problems({ ...valid(), id: "Foo_Site" }, "Foo_Site")).toEqual([
      "tenants/Foo_Site.json: id: must be kebab-case (a-z, 0-9 and -)",
    ]);
  });
});

describe("loading a file", () => {
  let dir: string | undefined;
  const cwd = process.cwd();
  afterEach(() => {
    process.chdir(cwd);
    if (dir) fs.rmSync(path.dirname(dir), { recursive: true, force: true });
  });

  it("names the file as the operator sees it, relative to the working directory", () => {
    dir = path.join(tempTenantDir(false), "tenants");
    fs.mkdirSync(dir);
    process.chdir(path.dirname(dir));
    writeJson(dir, "foo.json", { ...valid(), niche: 12 });
    expect(loadTenantFile(path.join(dir, "foo.json")).error).toBe(
      "tenants/foo.json: niche: Number must be less than or equal to 7"
    );
    writeJson(dir, "broken.json", '{ "id": "broken", }');
    expect(loadTenantFile(path.join(dir, "broken.json")).error).toMatch(
      /^tenants\/broken\.json: \(whole file\): not valid JSON \(/
    );
  });

  it("lists every problem of a file, one per line", () => {
    dir = path.join(tempTenantDir(false), "t");
    fs.mkdirSync(dir);
    writeJson(dir, "foo.json", { ...valid(), id: "other", niche: 8, nich: 1 });
    const lines = loadTenantFile(path.join(dir, "foo.json")).error!.split("\n");
    const file = path.join(dir, "foo.json"); // outside the working directory: the full path
    expect(lines).toEqual([
      `${file}: id: must equal the file name "foo" (found "other")`,
      `${file}: niche: Number must be less than or equal to 7`,
      `${file}: nich: unknown field`,
    ]);
  });

  it("types the result (compile-time check that Tenant keeps its fields)", () => {
    const t: Tenant = TenantSchema.parse(valid());
    expect([t.id, t.niche, t.api, t.entryWarningCountries]).toEqual(["foo", 1, {}, ["NL", "DE"]]);
  });
});
