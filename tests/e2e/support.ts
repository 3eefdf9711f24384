import AxeBuilder from "@axe-core/playwright";
import { test as base, expect, type Browser, type BrowserContext, type Page, type TestInfo } from "@playwright/test";
import { createHash } from "node:crypto";
import { devClient } from "../../reference-api/dev-client";
import { httpRequest, type HttpAnswer } from "../mocks/http-request";

/** Facts about the running stack (set by tests/setup/global-setup.ts) and small helpers. */
export const webPort = Number(process.env.E2E_WEB_PORT);
export const tenantsDir = process.env.E2E_TENANTS_DIR ?? "";

export interface DemoLogin {
  site: string;
  email: string;
  password: string;
}
export const demoLogins: DemoLogin[] = JSON.parse(process.env.E2E_DEMO_LOGINS ?? "[]");

/** The URL of a path on a tenant's host, e.g. site("manmatch.localhost", "/login"). */
export const site = (host: string, pathname = "/") => `http://${host}:${webPort}${pathname}`;

/**
 * Has the reference API serve `domain` as the demo site `as`: a test's own tenant file reaches that
 * site's data. A domain the API was not given is refused as an unknown site (docs/decisions/024).
 */
export async function serveAsSite(domain: string, as: string): Promise<void> {
  await devClient(process.env.E2E_API_URL ?? "", process.env.E2E_DEV_KEY ?? "").addSiteDomain(domain, as);
}

export function demoLogin(host: string): DemoLogin {
  const login = demoLogins.find((l) => l.site === host);
  if (!login) throw new Error(`no demo login for ${host}`);
  return login;
}

export const DEMO_SITES = [
  { host: "flirthaven.localhost", name: "FlirtHaven", niche: 1 },
  { host: "shemeets.localhost", name: "SheMeets", niche: 2 },
  { host: "velvetropes.localhost", name: "Velvet Ropes", niche: 3 },
  { host: "curvycrush.localhost", name: "CurvyCrush", niche: 4 },
  { host: "silversparks.localhost", name: "Silver Sparks", niche: 5 },
  { host: "matureflame.localhost", name: "MatureFlame", niche: 6 },
  { host: "manmatch.localhost", name: "ManMatch", niche: 7 },
] as const;

export type RawResponse = HttpAnswer;

/** An HTTP request to the suite's web server with any Host header (tests/mocks/http-request.ts). */
export const rawRequest = (options: Parameters<typeof httpRequest>[1]): Promise<RawResponse> =>
  httpRequest(webPort, options);

/** Waits until React has hydrated the page (root sets <html data-hydrated>), so clicks are client-side. */
export async function waitForHydration(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/** Hosts the suite visits, including tenants that tests add at run time. */
const ALL_HOSTS = [...DEMO_SITES.map((s) => s.host), "newbrand.localhost", "apidown.localhost"];

/**
 * Tests act as returning adult visitors who confirmed the entry warning before (the cookie the
 * warning's form sets), unless a test asks to meet the warning with `test.use({ seeEntryWarning: true })`.
 * Every test fails when a page it opened broke the Content-Security-Policy (`cspViolations`).
 */
export const test = base.extend<{ seeEntryWarning: boolean; cspViolations: string[] }>({
  seeEntryWarning: [false, { option: true }],
  cspViolations: [
    async ({ browser }, use) => {
      const violations: string[] = [];
      const watched = new WeakSet<BrowserContext>();
      const watch = async (context: BrowserContext) => {
        if (watched.has(context)) return;
        watched.add(context);
        await watchCsp(context, (violation) => violations.push(violation));
      };
      // Every context of the test, the default one and those a test opens itself (a second
      // member, another language), is made here.
      const newContext = browser.newContext;
      browser.newContext = async (...args: Parameters<Browser["newContext"]>) => {
        const context = await newContext.apply(browser, args);
        await watch(context);
        return context;
      };
      try {
        await use(violations);
      } finally {
        browser.newContext = newContext;
      }
      expect(violations, "Content-Security-Policy violations in the browser").toEqual([]);
    },
    { auto: true },
  ],
  context: async ({ context, seeEntryWarning }, use, testInfo) => {
    if (!seeEntryWarning) await confirmEntryWarning(context);
    // Each test comes from an IP of its own (the web tier trusts X-Forwarded-For in the suite),
    // so the API's limits per IP (signups, logins, mails) never add up across tests.
    await context.setExtraHTTPHeaders({ "X-Forwarded-For": testClientIp(testInfo) });
    throttleCpu(context);
    await use(context);
  },
});

/**
 * Reports what the browser refused under the page's CSP: Chromium's console line (with or without
 * JavaScript) and, where scripts run, the `securitypolicyviolation` event, which names the
 * directive, the element's start (`sample`) and the source line.
 */
async function watchCsp(context: BrowserContext, watcher: (violation: string) => void) {
  // Playwright's trace snapshots read a picture shown from a blob: address (the photo zone's
  // preview) with fetch in the page, which connect-src refuses; the product never fetches one.
  const report = (violation: string) => {
    if (!/Connecting to 'blob:|connect-src refused blob/.test(violation)) watcher(violation);
  };
  context.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) report(`${message.page()?.url() ?? "?"}: ${message.text()}`);
  });
  await context.exposeBinding("__reportCspViolation", ({ page }, text: string) => report(`${page.url()}: ${text}`));
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (e) => {
      const where = e.sourceFile ? ` at ${e.sourceFile}:${e.lineNumber}` : "";
      const sample = e.sample ? ` (${e.sample})` : "";
      (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(
        `${e.effectiveDirective} refused ${e.blockedURI || "inline"}${sample}${where}`
      );
    });
  });
}

/**
 * `E2E_CPU_THROTTLE=4` runs every page of the test 4x slower (CDP's CPU throttling), as a phone
 * would: races between the page's script and the test show up that a fast machine hides.
 */
function throttleCpu(context: BrowserContext) {
  const rate = Number(process.env.E2E_CPU_THROTTLE);
  if (!(rate > 1) || context.browser()?.browserType().name() !== "chromium") return;
  const slow = async (page: Page) => {
    const cdp = await context.newCDPSession(page).catch(() => null);
    await cdp?.send("Emulation.setCPUThrottlingRate", { rate }).catch(() => {});
  };
  for (const page of context.pages()) void slow(page);
  context.on("page", (page) => void slow(page));
}

async function confirmEntryWarning(context: BrowserContext) {
  // The value as Remix's createCookie encodes "1" (base64 of its JSON).
  const value = Buffer.from(JSON.stringify("1")).toString("base64");
  await context.addCookies(ALL_HOSTS.map((host) => ({ name: "entry_ok", value, url: site(host) })));
}

/**
 * Which run of a test this is: retries and `--repeat-each` copies (run to find flaky tests) write
 * texts of their own and come from IPs of their own, so an earlier run's data or limits never
 * meet a later one.
 */
export const attempt = (testInfo: TestInfo) => `${testInfo.repeatEachIndex}.${testInfo.retry}`;

/** A stable client IP per test, project and attempt, in 10.0.0.0/8. */
export function testClientIp(testInfo: TestInfo, salt = ""): string {
  const hash = createHash("sha256").update(`${testInfo.testId}|${testInfo.project.name}|${attempt(testInfo)}|${salt}`);
  const [a, b, c] = hash.digest();
  return `10.${a}.${b}.${(c % 250) + 1}`;
}

/** A second browser, as someone else coming from another IP (`salt` names who). */
export async function contextFrom(browser: Browser, testInfo: TestInfo, salt: string) {
  const context = await browser.newContext({
    javaScriptEnabled: testInfo.project.use.javaScriptEnabled,
    extraHTTPHeaders: { "X-Forwarded-For": testClientIp(testInfo, salt) },
  });
  await confirmEntryWarning(context);
  throttleCpu(context);
  return context;
}
export { expect };

/** Who logs in through the form: a member of a site (a test's member, tests/e2e/members.ts, or `demoLogin(host)`). */
export interface Credentials {
  site: string;
  email: string;
  password: string;
}

/**
 * Logs in through the login form, as a member does: the one way the suite goes through the form.
 * A test that only needs a signed-in member signs it in with its cookie instead (`member.signIn`).
 * `at`: the host, or a path's URL, of the page to log in on when it is not the member's site (a
 * site of the suite's own in front of its data, a second web process). `lands`: the path the login
 * leads to and this waits for ("/members" unless told); `false` for a login the test expects to be
 * refused, whose answer it reads itself. `labels`: the form's labels in the page's language
 * (English unless told).
 */
export async function logIn(
  page: Page,
  who: Credentials,
  {
    at = who.site,
    lands = "/members",
    labels = ENGLISH_LOGIN,
  }: { at?: string | ((pathname: string) => string); lands?: string | false; labels?: LoginLabels } = {}
) {
  const url = typeof at === "string" ? (pathname: string) => site(at, pathname) : at;
  await page.goto(url("/login"));
  await page.getByLabel(labels.email).fill(who.email);
  await page.getByLabel(labels.password, { exact: true }).fill(who.password);
  await page.getByRole("button", { name: labels.submit }).click();
  if (lands !== false) await expect(page).toHaveURL(url(lands));
}

/** The login form's labels in a language. */
export interface LoginLabels {
  email: string;
  password: string;
  submit: string;
}
const ENGLISH_LOGIN: LoginLabels = { email: "E-mail address", password: "Password", submit: "Log in" };

/**
 * A fresh address no account has. Tests that type a wrong password use one: wrong passwords for a
 * shared demo login would count towards its login block (5 in 15 minutes) and break other tests.
 */
export const unknownEmail = () => `nobody-${Math.random().toString(36).slice(2, 10)}@example.com`;

/** The WCAG 2.2 AA rules (docs/decisions/005). */
export const WCAG_22_AA = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22a", "wcag22aa"];

/**
 * axe runs as a script in the page, which a page with JavaScript disabled cannot do. For the no-js
 * project the page is loaded with the app's own scripts blocked instead: what is checked is the
 * server-rendered HTML exactly as a visitor without JavaScript gets it (the app has no <noscript>).
 */
export async function pageForAxe(page: Page, browser: Browser, javaScriptEnabled: boolean, context: BrowserContext) {
  if (javaScriptEnabled) return page;
  const scriptable = await browser.newContext({ javaScriptEnabled: true });
  await scriptable.addCookies(await context.cookies());
  await scriptable.route("**/build/**/*.js", (route) => route.abort());
  await scriptable.route("**/sw-push.js*", (route) => route.abort());
  return scriptable.newPage();
}

/** axe's WCAG 2.2 AA violations on the page, one readable line each (rule, help, where). */
export async function axeViolations(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  return violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(" ")).join(", ")})`);
}
