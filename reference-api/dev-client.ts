import type { DevMember, NewDevMember } from "./routes/dev-members";
import { DEV_KEY_HEADER } from "./routes/dev";

/** A member who can log in: an address, a password and a session. */
export type LoginMember = DevMember & { email: string; password: string; token: string };

/** A member's own clock as the API keeps it (member-clocks.ts). */
export interface MemberClock {
  member: number;
  offsetMs: number;
  /** ISO time: the member's now. */
  now: string;
}

/**
 * The test tools of a running reference API in test mode (routes/dev.ts, routes/dev-members.ts),
 * over HTTP with the run's dev key: for the e2e suite's fixture and the tests that start API
 * processes of their own.
 */
export function devClient(apiUrl: string, key: string) {
  async function call<T>(method: "GET" | "POST", path: string, body?: unknown): Promise<T> {
    const res = await fetch(`${apiUrl}${path}`, {
      method,
      headers: { [DEV_KEY_HEADER]: key, ...(body === undefined ? {} : { "Content-Type": "application/json" }) },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    if (!res.ok) throw new Error(`${method} ${path} answered ${res.status}: ${await res.text()}`);
    return (await res.json()) as T;
  }
  /** A member of `input.site` in the state asked for, with a password and a session token (none for an operated profile). */
  function createMember(input: NewDevMember & { fictional?: false }): Promise<LoginMember>;
  function createMember(input: NewDevMember): Promise<DevMember>;
  function createMember(input: NewDevMember) {
    return call<DevMember>("POST", "/dev/members", input);
  }
  return {
    createMember,
    /** A message from one member to another, delivered and told live as a send is, free of charge. */
    sendMessage: (input: { from: number; to: number; text: string }) =>
      call<{ conversation_id: number; message_id: number }>("POST", "/dev/messages", input),
    clockOf: (member: number) => call<MemberClock>("GET", `/dev/clock?member=${member}`),
    /** Moves one member's clock forward; what became due for the member happens before the answer. */
    advanceClock: (member: number, ms: number) => call<MemberClock>("POST", "/dev/clock", { member, advanceMs: ms }),
    /** Makes `domain` another name of the site of domain `site` (a test's tenant file then reaches its data). */
    addSiteDomain: (domain: string, site: string) =>
      call<{ domain: string; site: string }>("POST", "/dev/site-domains", { domain, site }),
  };
}
export type DevClient = ReturnType<typeof devClient>;
