import type { BrowserContext, Page, TestInfo } from "@playwright/test";
import { createHash } from "node:crypto";
import { authCookieWith } from "../../app/utils/auth-cookie.server";
import { likeBackPlan } from "../../reference-api/like-backs";
import { devClient, type LoginMember } from "../../reference-api/dev-client";
import type { NewDevMember } from "../../reference-api/routes/dev-members";
import { expect, site, test as base } from "./support";

/**
 * Members made for one test (the reference API's test tools, reference-api/routes/dev-members.ts):
 * each test creates the members it needs, in the state it needs, so no test depends on the demo
 * data or on another test, and a new test needs no change in reference-api/seed/.
 *
 *   test("…", async ({ page, members }) => {
 *     const ann = await members.create({ credits: 0, paid: true });
 *     const ben = await members.create({ gender: "male", likes: [ann.id] });
 *     await ann.signIn(page);                    // the session cookie a login sets
 *     await ann.advanceClock(4 * HOUR);          // Ann's time only; Ben's does not move
 *     await logIn(page, ben);                    // through the form (tests/e2e/support.ts)
 *   });
 *
 * Every address is new per test, project and retry, so a retried test starts afresh.
 */

/** The site members are made on unless told: FlirtHaven. */
export const MEMBERS_HOST = "flirthaven.localhost";

export type MemberOptions = Omit<NewDevMember, "site" | "email" | "name" | "password"> & {
  /** The demo site's host (FlirtHaven unless told). */
  site?: string;
  /** The display name; "<Label> <letters>" unless told, unique per test. */
  name?: string;
  /** A word for the address and the default name ("member" unless told). */
  label?: string;
};

export interface TestMember extends LoginMember {
  /** The host of the member's site. */
  site: string;
  /** A path's URL on the member's site. */
  url(pathname?: string): string;
  /**
   * Signs the member in on a browser context (or a page's): the host-only, signed `auth_session`
   * cookie a login sets, without the login form. `at`: another host whose site shows the member's
   * site's data (a fault site of the suite's own, tests/e2e/fault-site.ts).
   */
  signIn(target: Page | BrowserContext, at?: string): Promise<void>;
  /** "auth_session=…", for a request sent without a browser (rawRequest). */
  cookieHeader(): Promise<string>;
  /**
   * Moves the member's own clock forward (the reference API's rules about this member: login
   * blocks, link lifetimes, the time bonus, due like-backs); nobody else's time moves. Answers
   * the member's new now.
   */
  advanceClock(ms: number): Promise<Date>;
  /** The member's now on the API's clock. */
  now(): Promise<Date>;
  /** The member writes to another, as their app would send it (delivered live), free of charge. */
  writeTo(other: { id: number }, text: string): Promise<void>;
  /** The member likes another through the API (like.php): "liked", or "match" when mutual. */
  like(other: { id: number }): Promise<string>;
}

/** A profile the site's team operates: answers messages, may like back; nobody logs in as it. */
export interface OperatedProfile {
  id: number;
  name: string;
}

/** A member the test did not make (one who signed up through the form), as the browser is signed in. */
export interface SignedInMember {
  id: number;
  token: string;
  advanceClock: TestMember["advanceClock"];
  now: TestMember["now"];
}

export interface Members {
  create(options?: MemberOptions): Promise<TestMember>;
  /** The member the page's browser is signed in as on `host` (the member's site unless told). */
  signedIn(page: Page, host?: string): Promise<SignedInMember>;
  /** A profile the site's team operates (a photo unless `photos: 0`). */
  operated(options?: Pick<MemberOptions, "site" | "name" | "photos" | "gender">): Promise<OperatedProfile>;
  /**
   * An operated profile that will like `member` back after a like (and how long after), or one
   * that never will: the reference API draws it from the two ids (reference-api/like-backs.ts).
   */
  operatedFor(member: { id: number }, answer: { likesBack: boolean }): Promise<OperatedProfile & { delayMs: number }>;
}

const dev = () => devClient(process.env.E2E_API_URL ?? "", process.env.E2E_DEV_KEY ?? "");
/** Signs as the suite's web server does (tests/setup/global-setup.ts gives both the secret). */
const authCookie = () => authCookieWith([process.env.E2E_SESSION_SECRET ?? ""]);
const cap = (s: string) => s.slice(0, 1).toUpperCase() + s.slice(1);

/** Letters only (names are shown and searched as names), from the test, project and retry. */
function runTag(testInfo: TestInfo): string {
  const digest = createHash("sha256")
    .update(`${testInfo.testId}|${testInfo.project.name}|${testInfo.retry}|${process.pid}`)
    .digest();
  return Array.from(digest.subarray(0, 6), (b) => String.fromCharCode(97 + (b % 26))).join("");
}

function membersOf(testInfo: TestInfo): Members {
  const tag = runTag(testInfo);
  let made = 0;

  async function create(options: MemberOptions = {}): Promise<TestMember> {
    const { site: host = MEMBERS_HOST, label = "member", name, ...state } = options;
    const n = ++made;
    const member = await dev().createMember({
      ...state,
      fictional: false,
      site: host,
      email: `${label}-${n}-${tag}@members.e2e.example`,
      password: `pass-${tag}-${n}`,
      name: name ?? `${cap(label)} ${cap(tag)}${n}`,
    });
    return withTools(member, host);
  }

  async function operated(options: Pick<MemberOptions, "site" | "name" | "photos" | "gender"> = {}) {
    const { site: host = MEMBERS_HOST, name, ...state } = options;
    const profile = await dev().createMember({
      ...state,
      site: host,
      fictional: true,
      name: name ?? `Operated ${cap(tag)}${++made}`,
    });
    return { id: profile.id, name: profile.name };
  }

  async function operatedFor(member: { id: number }, answer: { likesBack: boolean }) {
    // Half of the profiles like back: a few tries find one that answers as asked.
    for (;;) {
      const profile = await operated();
      const plan = likeBackPlan(member.id, profile.id);
      if (plan.likesBack === answer.likesBack) return { ...profile, delayMs: plan.delayMs };
    }
  }

  async function signedIn(page: Page, host = MEMBERS_HOST): Promise<SignedInMember> {
    const cookie = (await page.context().cookies(site(host))).find((c) => c.name === "auth_session");
    const token: unknown = cookie && (await authCookie().parse(`auth_session=${cookie.value}`));
    expect(typeof token, `the browser is signed in on ${host}`).toBe("string");
    const res = await fetch(`${process.env.E2E_API_URL}/api/user.php?forced-domain=${host}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { user } = (await res.json()) as { user: { profile: { id: number } } | null };
    expect(user, `the session on ${host} is a member's`).not.toBeNull();
    return { id: user!.profile.id, token: token as string, ...clockTools(user!.profile.id) };
  }

  return { create, operated, operatedFor, signedIn };
}

function clockTools(id: number): Pick<TestMember, "advanceClock" | "now"> {
  return {
    advanceClock: async (ms) => new Date((await dev().advanceClock(id, ms)).now),
    now: async () => new Date((await dev().clockOf(id)).now),
  };
}

function withTools(member: LoginMember, host: string): TestMember {
  const api = (path: string) => `${process.env.E2E_API_URL}${path}?forced-domain=${host}`;
  const signedValue = async () => {
    const header = await authCookie().serialize(member.token);
    return header.slice("auth_session=".length, header.indexOf(";"));
  };
  return {
    ...member,
    site: host,
    url: (pathname = "/") => site(host, pathname),
    async signIn(target, at = host) {
      const context = "context" in target ? target.context() : target;
      // What the login's Set-Cookie leaves in the browser: no Domain (host-only), Path=/,
      // HttpOnly, SameSite=Lax, 30 days.
      await context.addCookies([
        {
          name: "auth_session",
          value: await signedValue(),
          url: site(at),
          httpOnly: true,
          sameSite: "Lax",
          expires: Math.floor(Date.now() / 1000) + 30 * 86_400,
        },
      ]);
    },
    cookieHeader: async () => `auth_session=${await signedValue()}`,
    ...clockTools(member.id),
    async writeTo(other, text) {
      await dev().sendMessage({ from: member.id, to: other.id, text });
    },
    async like(other) {
      const res = await fetch(api("/api/like.php"), {
        method: "POST",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${member.token}` },
        body: JSON.stringify({ id: other.id }),
      });
      expect(res.status, `${member.name} likes ${other.id}`).toBe(200);
      return ((await res.json()) as { like: string }).like;
    },
  };
}

/** The suite's test (tests/e2e/support.ts) with `members`: members made for this test. */
export const test = base.extend<{ members: Members }>({
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  members: async ({}, use, testInfo) => {
    await use(membersOf(testInfo));
  },
});
export { expect };
