// What every class of the probe is handed: the running stack, a seeded dice, fresh addresses and
// browsers, members made to order, and the findings.
import type { DevClient } from "../../reference-api/dev-client";
import { Stats } from "../soak/stats";
import { Visitor } from "./visitor";

export const SITES = {
  general: "flirthaven.localhost",
  gay: "manmatch.localhost",
  she: "shemeets.localhost",
} as const;

export interface Finding {
  probe: string;
  variant: string;
  what: string;
}

/** A small deterministic dice (mulberry32), so a seed replays the same variants. */
export function dice(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    int: (below: number) => Math.floor(next() * below),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)],
    word: (length = 8) => Array.from({ length }, () => "abcdefghijklmnopqrstuvwxyz"[Math.floor(next() * 26)]).join(""),
  };
}
export type Dice = ReturnType<typeof dice>;

export class ProbeContext {
  readonly findings: Finding[] = [];
  readonly stats = new Stats();
  private addresses = 0;
  private readonly browsers: Visitor[] = [];

  constructor(
    /** The web tier: http://127.0.0.1:<port> */
    readonly url: string,
    readonly apiUrl: string,
    readonly dev: DevClient,
    readonly dice: Dice,
    readonly runTag: string
  ) {}

  get port(): string {
    return new URL(this.url).port;
  }

  /** An address no other browser of the run has (from the documentation range of IPv4). */
  newAddress(): string {
    const n = ++this.addresses;
    return `198.51.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
  }

  visitor(site: string, address = this.newAddress(), url = this.url): Visitor {
    const visitor = new Visitor(url, `${site}:${new URL(url).port}`, address, this.stats);
    this.browsers.push(visitor);
    return visitor;
  }

  /** A member made through the API's test tools, with credits, logged in through the login form. */
  async member(site: string, { credits = 500, paid = true, gender = "female" as "female" | "male" } = {}) {
    const email = `probe-${this.runTag}-${this.dice.word(10)}@probe.example`;
    const password = `probe-${this.dice.word(10)}`;
    const account = await this.dev.createMember({
      site,
      email,
      password,
      name: `Probe ${this.dice.word(5)}`,
      gender,
      credits,
      paid,
    });
    return { account: { ...account, email, password }, site };
  }

  find(probe: string, variant: string, what: string): void {
    this.findings.push({ probe, variant, what });
  }

  close(): void {
    for (const browser of this.browsers) browser.close();
  }
}
