import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { sourceBuild } from "../tests/mocks/remix-build";
import { demoLogin, httpRequest, loginCookie, webServerForFile, type HttpAnswer } from "../tests/mocks/web-server";

/**
 * Every route of the app, every loader and action, fed what no form of the site sends: other
 * content types, broken multipart, control, NUL and bidi characters, 100 KB strings, huge and
 * negative numbers, missing and repeated fields, other methods, mangled cookies, paths that are no
 * percent-encoded UTF-8 in every position. Nothing may answer 5xx, and every refusal is the site's
 * own page (its name in the title) in a language of the site. Routes come from the app's route
 * table, so a new route is fuzzed without touching this file. The live event stream takes any
 * Last-Event-ID. Web server, pages and reference API run in this process.
 */
const server = webServerForFile();
const host = "flirthaven.localhost";

async function routeTable(): Promise<{ path: string; action: boolean; loader: boolean; page: boolean }[]> {
  const { routes: byId } = await sourceBuild();
  const routes = Object.values(byId);
  const fullPath = (route: (typeof routes)[number]): string => {
    const parent = route.parentId ? byId[route.parentId] : undefined;
    const own = route.path ?? "";
    const base = parent ? fullPath(parent) : "";
    return [base, own].filter(Boolean).join("/");
  };
  return routes
    .filter((route) => route.id !== "root")
    .map((route) => ({
      path: "/" + fullPath(route),
      action: typeof route.module.action === "function",
      loader: typeof route.module.loader === "function",
      page: typeof route.module.default === "function",
    }));
}

/** A concrete URL for a route pattern, with odd parameter values too. */
function concretePaths(pattern: string): string[] {
  const fill = (value: string) =>
    pattern
      .replace(/\*$/, value)
      .replace(/:lng/, "en")
      .replace(/:ns/, "common")
      .replace(/:file/, "192.png")
      .replace(/:page/, "terms")
      .replace(/:[a-z]+/gi, value);
  if (!/[:*]/.test(pattern)) return [pattern];
  return [
    ...new Set([fill("1"), fill("99999999999"), fill("-1"), fill("%00"), fill("%E2%80%AE"), fill("a".repeat(300))]),
  ];
}

/** Percent-encodings that decode to no UTF-8: an invalid byte, NUL's neighbour, an overlong "/", a lone surrogate, a cut sequence. */
const BAD_ENCODINGS = ["%FF", "%C0%AF", "%ED%A0%80", "%E2%80", "%", "%00"];

/** The path with each of its segments (static or a parameter) followed by each bad encoding, and one more segment. */
function badlyEncodedPaths(concrete: string): string[] {
  const segments = concrete.split("/").slice(1);
  return BAD_ENCODINGS.flatMap((bad) => [
    ...segments.map((_, i) => "/" + segments.map((s, j) => (i === j ? s + bad : s)).join("/")),
    `${concrete.replace(/\/$/, "")}/${bad}`,
  ]);
}

const FIELDS = [
  "email",
  "password",
  "password_confirm",
  "redirectTo",
  "lng",
  "intent",
  "step",
  "name",
  "city",
  "region",
  "country",
  "dob_day",
  "dob_month",
  "dob_year",
  "gender",
  "sexuality",
  "interests",
  "signup_message",
  "description",
  "reason",
  "remarks",
  "token",
  "id",
  "photo_id",
  "target_profile_id",
  "use_email",
  "email_checked",
  "banner",
  "account_holder",
  "iban",
  "street",
  "house_number",
  "zip",
  "phone",
  "otp",
  "mandate_id",
  "phone_hint",
];
const INTENTS = [
  "main",
  "delete",
  "upload",
  "save",
  "resend-undo",
  "details",
  "photo",
  "mandate",
  "confirm",
  "resend",
  "restart",
];
/** The query a page's action needs to get past its first check (the package direct debit is for). */
const ACTION_QUERY: Record<string, string> = { "/directdebit": "?package=p1" };
const HOSTILE_VALUES = [
  "",
  "\u0000",
  "a\u0000b",
  "\u0001\u0007\u001b[31m\u007f",
  "\u202eevil\u202c",
  "\u200b\u200d\ufeff",
  "x".repeat(100_000),
  "99999999999",
  "9".repeat(40),
  "-1",
  "-99999999999",
  "1e308",
  "NaN",
  "0x10",
  "[]",
  "{}",
  "__proto__",
  "../../etc/passwd",
  "<script>alert(1)</script>",
  "%00",
  "\ud800",
];

function urlencoded(fields: [string, string][]): string {
  return new URLSearchParams(fields).toString();
}

/** Bodies of every kind, each with its headers. */
function bodies(): { label: string; headers: Record<string, string>; body: string }[] {
  const form = { "Content-Type": "application/x-www-form-urlencoded" };
  const out: { label: string; headers: Record<string, string>; body: string }[] = [
    { label: "json", headers: { "Content-Type": "application/json" }, body: '{"email":"a@b.c","password":"x"}' },
    { label: "broken json", headers: { "Content-Type": "application/json" }, body: '{"email":' },
    { label: "text", headers: { "Content-Type": "text/plain" }, body: "email=a@b.c" },
    { label: "xml", headers: { "Content-Type": "application/xml" }, body: "<a/>" },
    { label: "no type", headers: {}, body: "email=a%40b.c" },
    { label: "broken multipart", headers: { "Content-Type": "multipart/form-data; boundary=x" }, body: "--x\r\nnope" },
    { label: "multipart without boundary", headers: { "Content-Type": "multipart/form-data" }, body: "--x--" },
    {
      label: "multipart",
      headers: { "Content-Type": "multipart/form-data; boundary=b" },
      body: `--b\r\nContent-Disposition: form-data; name="intent"\r\n\r\nupload\r\n--b\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--b--\r\n`,
    },
    { label: "huge form", headers: form, body: urlencoded([["email", "x".repeat(2 * 1024 * 1024)]]) },
    {
      label: "multipart 100 KB field",
      headers: { "Content-Type": "multipart/form-data; boundary=b" },
      body: `--b\r\nContent-Disposition: form-data; name="description"\r\n\r\n${"x".repeat(
        100_000
      )}\r\n--b\r\nContent-Disposition: form-data; name="city"\r\n\r\n\u0000\u202e\r\n--b--\r\n`,
    },
    { label: "bad percent", headers: form, body: "email=%E0%A4%A&password=%" },
    { label: "empty form", headers: form, body: "" },
    {
      label: "repeated fields",
      headers: form,
      body: urlencoded(
        FIELDS.flatMap(
          (f) =>
            [
              [f, "1"],
              [f, "2"],
            ] as [string, string][]
        )
      ),
    },
  ];
  for (const value of HOSTILE_VALUES) {
    const label = `every field ${JSON.stringify(value.slice(0, 12))}${value.length > 12 ? "…" : ""}`;
    // A long value in a few fields is enough: the body is refused as too large anyway.
    const fields = value.length > 1000 ? ["email", "name", "description"] : FIELDS;
    out.push({ label, headers: form, body: urlencoded(fields.map((f) => [f, value])) });
  }
  for (const intent of INTENTS) {
    for (const value of ["\u0000", "99999999999", "-1", "\u202e"]) {
      out.push({
        label: `intent ${intent} ${JSON.stringify(value.slice(0, 8))}`,
        headers: form,
        body: urlencoded([
          ["intent", intent],
          ...FIELDS.filter((f) => f !== "intent").map((f) => [f, value] as [string, string]),
        ]),
      });
    }
  }
  return out;
}

const QUERIES = [
  "",
  "?redirectTo=%00",
  "?page=-1&id=99999999999",
  "?q=" + "x".repeat(8000),
  "?%E0%A4%A=%",
  "?a[]=1&a[]=2&__proto__[x]=1",
  "?_data=root",
  "?_data=%00",
  "?network=%00&campaign=" + "y".repeat(500),
  "?pwa&token=%E2%80%AE",
];

const MANGLED_COOKIES = [
  "lng=e30=",
  "lng=%; tracking=W10=; hide_enrich_alert=e30=; hide_time_bonus_modal=e30=; app_mode=e30=; entry_ok=e30=",
  "auth_session=e30=.bad; lng=" + "a".repeat(3000),
  "tracking=eyJfX3Byb3RvX18iOnsiYSI6MX19",
];

const METHODS = ["PUT", "PATCH", "DELETE", "TRACE", "OPTIONS", "PROPFIND", "FOO"];

/** Every refusal text of the site, in every language: a refusal page must show one of them. */
function refusalTexts(): string[] {
  const texts: string[] = [];
  for (const lng of fs.readdirSync("locales")) {
    const common = JSON.parse(fs.readFileSync(`locales/${lng}/common.json`, "utf8"));
    texts.push(...(Object.values(common.errors) as string[]));
  }
  return texts.map((t) => t.replace(/'/g, "&#x27;"));
}

async function pool<T>(items: T[], size: number, run: (item: T) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: size }, async () => {
      while (next < items.length) await run(items[next++]);
    })
  );
}

describe("what no form sends", () => {
  it("no input reaches a 5xx; every refusal is a page of the site", { timeout: 900_000 }, async () => {
    const routes = await routeTable();
    expect(routes.length).toBeGreaterThan(20);

    // A member of its own: the fuzz may change its profile or end its session.
    const login = { email: "fuzz@members.test", password: "fuzz-pass-1" };
    await server.dev.createMember({ site: host, fictional: false, name: "Fuzz", ...login });
    const memberCookie = (await loginCookie(server.port, host, login))
      .split("; ")
      .filter((c) => c.startsWith("auth_session="))
      .join("; ");

    type Input = { method: string; path: string; headers: Record<string, string>; body?: string; label: string };
    const inputs: Input[] = [];
    // Logging out and deleting the account come last: the member stays a member as long as possible.
    const ordered = [...routes].sort(
      (a, b) => Number(/logout|account-delete/.test(a.path)) - Number(/logout|account-delete/.test(b.path))
    );
    for (const route of ordered) {
      for (const [index, p] of concretePaths(route.path).entries()) {
        for (const cookie of ["", memberCookie]) {
          const who = cookie ? "member" : "visitor";
          const base = { "Accept-Language": "en", ...(cookie ? { Cookie: cookie } : {}) };
          if (index === 0)
            for (const bad of badlyEncodedPaths(p))
              for (const method of ["GET", "POST"])
                inputs.push({
                  method,
                  path: bad,
                  headers: { ...base, "Content-Type": "application/x-www-form-urlencoded" },
                  body: method === "POST" ? "a=1" : undefined,
                  label: `${who} ${method} bad encoding`,
                });
          for (const query of QUERIES)
            inputs.push({ method: "GET", path: p + query, headers: base, label: `${who} GET` });
          for (const mangled of MANGLED_COOKIES)
            inputs.push({
              method: "GET",
              path: p,
              headers: { ...base, Cookie: [cookie, mangled].filter(Boolean).join("; ") },
              label: `${who} cookie ${mangled.slice(0, 20)}`,
            });
          for (const method of METHODS)
            inputs.push({
              method,
              path: p,
              headers: { ...base, "Content-Type": "application/x-www-form-urlencoded" },
              body: "a=1",
              label: `${who} ${method}`,
            });
          // Every path takes posts: those without an action must refuse them cleanly too.
          if (index === 0)
            for (const b of bodies())
              inputs.push({
                method: "POST",
                path: p + (ACTION_QUERY[p] ?? ""),
                headers: { ...base, ...b.headers },
                body: b.body,
                label: `${who} POST ${b.label}`,
              });
        }
      }
    }

    const texts = refusalTexts();
    const failures: string[] = [];
    const untranslated: string[] = [];
    const unbranded: string[] = [];
    let tried = 0;
    let fiveHundreds = 0;
    // Web server and API share this process's one thread: more requests at once would only make
    // each wait longer towards its page's 2-s deadline, not end the run sooner.
    await pool(inputs, 2, async (input) => {
      let response: HttpAnswer;
      try {
        response = await httpRequest(server.port, {
          host,
          path: input.path,
          method: input.method,
          headers: input.headers,
          body: input.body,
          fresh: true,
        });
      } catch (error) {
        // A refusal that closes the connection while a big body is still being sent.
        if (input.body && input.body.length > 1_000_000) return;
        failures.push(`${input.method} ${input.path.slice(0, 80)} [${input.label}]: ${(error as Error).message}`);
        return;
      } finally {
        tried++;
      }
      if (response.status >= 500) {
        fiveHundreds++;
        failures.push(`${response.status} ${input.method} ${input.path.slice(0, 80)} [${input.label}]`);
      }
      const html = String(response.headers["content-type"] ?? "").startsWith("text/html");
      const what = `${response.status} ${input.method} ${input.path.slice(0, 60)} [${input.label}]`;
      if ([400, 405, 413, 415].includes(response.status) && html && input.method !== "HEAD") {
        if (!texts.some((t) => response.body.includes(t))) untranslated.push(what);
      }
      // Every refusal is a page of the site: its name in the title, its theme.
      if (response.status >= 400 && html && input.method !== "HEAD") {
        if (!/<title>[^<]*FlirtHaven<\/title>/.test(response.body) || !response.body.includes('data-niche="1"'))
          unbranded.push(what);
      }
    });

    const summary = `fuzz: ${tried} inputs over ${routes.length} routes, ${fiveHundreds} answered 5xx`;
    expect(failures.slice(0, 40), summary).toEqual([]);
    expect(untranslated.slice(0, 20)).toEqual([]);
    expect(unbranded.slice(0, 20)).toEqual([]);
  });

  it("the live event stream opens whatever Last-Event-ID the browser sends", async () => {
    const cookie = await loginCookie(server.port, host, demoLogin(host));
    const ids = [
      "abc",
      "-1",
      "1e5",
      "0x10",
      "9".repeat(40),
      "1.5",
      "42, 43",
      "NaN",
      "%00",
      "\u00e9",
      "42\u00a0",
      "",
      "42",
    ];
    const refused: string[] = [];
    for (const id of ids) {
      // Node refuses to send control characters in a header: the browser cannot either.
      const answer = await httpRequest(server.port, {
        host,
        path: "/resources/events",
        headers: { Cookie: cookie, "Last-Event-ID": id },
      });
      const type = String(answer.headers["content-type"] ?? "");
      if (answer.status !== 200 || !type.startsWith("text/event-stream"))
        refused.push(`${JSON.stringify(id)}: ${answer.status} ${type}`);
    }
    expect(refused).toEqual([]);
  });
});
