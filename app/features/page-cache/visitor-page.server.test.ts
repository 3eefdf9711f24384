import { HttpResponse } from "msw";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { logger } from "../../../lib/logger";
import { mockEndpoint } from "../../../tests/mocks/endpoint";
import { settingsFixture } from "../../../tests/mocks/fixtures";
import { testTenant } from "../../../tests/mocks/request-context";
import { server } from "../../../tests/mocks/server";
import { clearApiCache } from "~/api/cache.server";
import type { Settings } from "~/api/schemas/settings";
import { createRequestContext } from "~/context.server";
import { entryConfirmedCookie } from "~/features/entry-warning/eligibility.server";
import { trackingCookie } from "~/features/signup/tracking.server";
import { authCookie } from "~/utils/auth.server";
import { visitorPage, visitorPageKey, type PageCacheRule } from "./visitor-page.server";

const tenant = testTenant({ languages: ["en", "de"], defaultLanguage: "en" });
const pair = (setCookie: string) => setCookie.split(";")[0];

/** settings.php as the reference API answers it: the visitor's country from `?geoip`, else NL. */
function serveSettings(overrides: Partial<Settings> = {}) {
  server.use(
    mockEndpoint("getSettings", ({ request }) =>
      HttpResponse.json({
        settings: {
          ...settingsFixture,
          ...overrides,
          geoip_country: new URL(request.url).searchParams.get("geoip") ?? "NL",
        },
      })
    )
  );
}

beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
afterEach(() => {
  server.resetHandlers();
  clearApiCache();
});
afterAll(() => server.close());

const pageOf = (path: string, cookie: string | null = null, rule: PageCacheRule = true) =>
  visitorPage(new URL(path, "http://t.localhost"), cookie, rule, tenant);

/** What server/visitor-pages.ts keeps this visitor's page under (key and site data), with the context it builds. */
async function variantOf(
  path: string,
  { cookie = null as string | null, acceptLanguage = null as string | null } = {}
) {
  const page = await pageOf(path, cookie);
  if (!page) throw new Error(`${path} is not a visitor's page`);
  const context = createRequestContext({
    tenant,
    host: "t.localhost",
    path: page.path,
    cookie: page.cookie,
    acceptLanguage,
    clientIp: "203.0.113.7",
    secure: false,
    nonce: "n",
    log: logger,
  });
  return visitorPageKey(context, page);
}

/** The key server/visitor-pages.ts keeps this visitor's page under. */
const keyOf = async (...args: Parameters<typeof variantOf>) => (await variantOf(...args)).key;

describe("a visitor's page as the page cache draws it", () => {
  it("is drawn for its path and the parameters that change it, never a visitor's tracking or click ids", async () => {
    const page = await pageOf("/?network=ads1&aff_sub2=click-77&fbclid=abc&t=5&lb=12&geoip=de");
    expect(page?.path).toBe("/?geoip=DE");
    const landers = await pageOf("/landers/video?utm_source=x&variant=b&network=ads1", null, { query: ["variant"] });
    expect(landers?.path).toBe("/landers/video?variant=b");
  });

  it("sets the tracking cookie of a first landing, and is drawn as if the browser had it", async () => {
    const page = await pageOf("/?network=ads1&sub1=s", "entry_ok=IjEi");
    expect(page?.setCookie).toMatch(/^tracking=/);
    expect(await trackingCookie.parse(page!.setCookie!.split(";")[0])).toEqual({ network: "ads1", sub1: "s" });
    expect(page?.cookie).toBe(`entry_ok=IjEi; ${pair(page!.setCookie!)}`);
    expect(page?.network).toBe("ads1");
  });

  it("keeps the first traffic source: a later landing sets nothing and is drawn with the one kept", async () => {
    const kept = pair(await trackingCookie.serialize({ network: "first" }));
    const page = await pageOf("/?network=second", kept);
    expect(page).toMatchObject({ setCookie: null, cookie: kept, network: "first" });
  });

  it("is not answered by the cache for a member, the installed app's start or a locale cookie to clear", async () => {
    const session = pair(await authCookie.serialize("member-token"));
    expect(await pageOf("/", session)).toBeNull();
    expect(await pageOf("/", "auth_session=not-signed")).toBeNull();
    expect(await pageOf("/?pwa=1")).toBeNull();
    expect(await pageOf("/", "lng=xx")).toBeNull();
    expect(await pageOf("/", "lng=ImRlIg%3D%3D")).not.toBeNull(); // "de", a language of the site
  });
});

describe("the key a visitor's page is kept under", () => {
  it("is one for visitors who differ only in tracking parameters and click ids", async () => {
    serveSettings();
    expect(await keyOf("/?network=a&sub1=1")).toBe(await keyOf("/?fbclid=9&sub3=x"));
  });

  it("tells languages apart, by the browser or the language cookie", async () => {
    serveSettings();
    const english = await keyOf("/", { acceptLanguage: "en-GB,en;q=0.9" });
    const german = await keyOf("/", { acceptLanguage: "de-DE" });
    const chosen = await keyOf("/", { acceptLanguage: "en", cookie: "lng=ImRlIg%3D%3D" });
    expect(german).not.toBe(english);
    expect(chosen).toBe(german);
  });

  it("tells countries apart", async () => {
    serveSettings();
    expect(await keyOf("/?geoip=DE")).not.toBe(await keyOf("/?geoip=US"));
    expect(await keyOf("/?geoip=de")).toBe(await keyOf("/?geoip=DE"));
  });

  it("tells a visitor who confirmed the entry warning, or runs the installed app, from one who did not", async () => {
    serveSettings();
    const confirmed = pair(await entryConfirmedCookie.serialize("1"));
    const first = await keyOf("/");
    expect(await keyOf("/", { cookie: confirmed })).not.toBe(first);
    expect(await keyOf("/", { cookie: "app_mode=InB3YSI%3D" })).toBe(await keyOf("/", { cookie: confirmed }));
  });

  it("tells a visitor with a traffic source from one without when the site's signup needs one", async () => {
    serveSettings({ signups: "with_trafficsource" });
    const source = await keyOf("/?network=ads1");
    expect(source).not.toBe(await keyOf("/"));
    expect(await keyOf("/", { cookie: pair(await trackingCookie.serialize({ network: "other" })) })).toBe(source);
    expect(await keyOf("/?sub1=only-a-sub")).toBe(await keyOf("/"));
  });

  it("tells visitors apart by their cookie consent: the banner and the operator's scripts are in the page", async () => {
    serveSettings();
    const unasked = await keyOf("/");
    const all = await keyOf("/", { cookie: "consent=all" });
    const essential = await keyOf("/", { cookie: "consent=essential" });
    expect(new Set([unasked, all, essential]).size).toBe(3);
    expect(await keyOf("/", { cookie: "consent=bogus" })).toBe(unasked);
  });
});

describe("the site data a visitor's page is kept with", () => {
  it("is the same when the settings are loaded again unchanged, so the pages drawn with them stay kept", async () => {
    serveSettings();
    const drawn = (await variantOf("/")).siteData;
    clearApiCache(); // the minute is over: settings.php is asked again, and answers the same
    expect((await variantOf("/")).siteData).toBe(drawn);
  });

  it("differs when the settings loaded again say something else, so the pages drawn with the old ones go", async () => {
    serveSettings();
    const drawn = (await variantOf("/")).siteData;
    clearApiCache();
    serveSettings({ signups: "invite_only" });
    expect((await variantOf("/")).siteData).not.toBe(drawn);
  });
});
