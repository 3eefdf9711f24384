// One simulated member of the soak: logs in through the login form, keeps a live event stream open
// and goes through mixed journeys until the time is up (browse, search, profiles, likes, the
// conversation with their partner: messages under Idempotency-Keys, gifts, reading what arrived).
import crypto from "node:crypto";
import type { StreamEvent } from "../event-stream";
import { GIFT_KEYS } from "../../app/domain/members";
import { Browser, type Answer } from "./browser";
import { LiveStream } from "./live-stream";
import type { Stats } from "./stats";

export interface Account {
  id: number;
  email: string;
  password: string;
  /** The API session the dev tools made: for the checks after the soak only. */
  token: string;
}

/** What one member sent and received, for the checks. */
export interface Ledger {
  /** Texts the web tier answered as stored. */
  sentTexts: Set<string>;
  /** Texts whose send failed (stored or not: the checks allow either, once). */
  unsureTexts: Set<string>;
  /** Gifts the web tier answered as sent. */
  sentGifts: number;
  /** Texts from the partner that arrived on the stream, with when they arrived, and how often. */
  arrived: Map<string, { at: number; times: number }>;
  giftsArrived: number;
}

const ROUTES = {
  members: "routes/members._index",
  profile: "routes/members.$id",
  chat: "routes/members.$id_.chat",
};

type Step = "browse" | "search" | "profile" | "like" | "send" | "gift" | "read";
/** How often each step is chosen (out of their sum). */
const WEIGHTS: [Step, number][] = [
  ["browse", 14],
  ["search", 12],
  ["profile", 18],
  ["like", 8],
  ["send", 30],
  ["gift", 6],
  ["read", 12],
];
/** A member's sends a minute at most here: well under the product's 20, whatever the dice say. */
const SENDS_A_MINUTE = 15;
const pick = <T>(items: T[]): T => items[Math.floor(Math.random() * items.length)];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function chooseStep(): Step {
  let n = Math.random() * WEIGHTS.reduce((sum, [, w]) => sum + w, 0);
  for (const [step, weight] of WEIGHTS) if ((n -= weight) < 0) return step;
  return "browse";
}

export class SoakMember {
  readonly ledger: Ledger = {
    sentTexts: new Set(),
    unsureTexts: new Set(),
    sentGifts: 0,
    arrived: new Map(),
    giftsArrived: 0,
  };
  readonly browser: Browser;
  stream?: LiveStream;
  partner!: SoakMember;
  /** When each text this member sent was sent: the partner's stream measures its delivery. */
  readonly sentAt = new Map<string, number>();
  private seenProfiles: number[] = [];
  private readonly liked = new Set<number>();
  private unread = 0;
  private readonly sendTimes: number[] = [];
  private sends = 0;

  constructor(
    readonly n: number,
    readonly account: Account,
    url: string,
    host: string,
    private readonly stats: Stats,
    private readonly runTag: string,
    /** Milliseconds between two steps (a member reading the page), randomly 0.5× to 1.5×. */
    private readonly thinkMs: number
  ) {
    // Each member from an address of their own, as members are (the limits per address hold).
    this.browser = new Browser(url, host, `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`, stats);
  }

  /** A step timed and checked: an unexpected answer or a failure counts as an error of the step. */
  private async step<T>(name: string, run: () => Promise<T>): Promise<T | undefined> {
    const started = Date.now();
    try {
      const result = await run();
      this.stats.time(name, Date.now() - started);
      return result;
    } catch (error) {
      this.stats.error(name, `member ${this.n}: ${error instanceof Error ? error.message : String(error)}`);
      return undefined;
    }
  }

  async logIn(): Promise<boolean> {
    const done = await this.step("login", async () => {
      const answer = await this.browser.post("/login", null, {
        email: this.account.email,
        password: this.account.password,
      });
      if (answer.status !== 302 || !this.browser.cookieHeader().includes("auth"))
        throw new Error(`login answered ${answer.status}`);
      return true;
    });
    return done === true;
  }

  async openStream(): Promise<void> {
    this.stream = new LiveStream(this.browser, this.stats, (event) => this.heard(event));
    await this.step("stream open", () => this.stream!.open());
  }

  private heard(event: StreamEvent): void {
    const data = event.data as {
      type?: string;
      message?: { from_me?: boolean; text?: string; gift?: string | null };
    } | null;
    if (data?.type !== "message" || !data.message || data.message.from_me) return;
    this.unread++;
    if (data.message.gift) {
      this.ledger.giftsArrived++;
      return;
    }
    const text = data.message.text ?? "";
    const seen = this.ledger.arrived.get(text);
    if (seen) seen.times++;
    else {
      this.ledger.arrived.set(text, { at: Date.now(), times: 1 });
      const sent = this.partner.sentAt.get(text);
      if (sent !== undefined) this.stats.time("delivery", Date.now() - sent);
    }
  }

  /** Steps until `deadline` (ms since the epoch). */
  async journey(deadline: number): Promise<void> {
    // Members arrive spread over the first think time, not all in one instant.
    await sleep(Math.random() * this.thinkMs);
    while (Date.now() < deadline) {
      await this.run(chooseStep());
      await sleep(this.thinkMs * (0.5 + Math.random()));
    }
  }

  private expectData(answer: Answer, what: string): Record<string, unknown> {
    if (answer.status !== 200) throw new Error(`${what} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    return JSON.parse(answer.body) as Record<string, unknown>;
  }

  private remember(data: Record<string, unknown>): void {
    const result = data.result as { results?: { id: number }[]; similar_results?: { id: number }[] } | undefined;
    const ids = [...(result?.results ?? []), ...(result?.similar_results ?? [])].map((card) => card.id);
    if (ids.length) this.seenProfiles = ids.filter((id) => id !== this.account.id);
  }

  private async run(step: Step): Promise<void> {
    switch (step) {
      case "browse":
        return void (await this.step("browse", async () => {
          const page = 1 + Math.floor(Math.random() * 3);
          this.remember(this.expectData(await this.browser.data(`/members?page=${page}`, ROUTES.members), "browse"));
        }));
      case "search":
        return void (await this.step("search", async () => {
          const minAge = 18 + Math.floor(Math.random() * 20);
          const query = `/members?gender=${pick(["male", "female", ""])}&min_age=${minAge}&max_age=${minAge + 15}`;
          this.remember(this.expectData(await this.browser.data(query, ROUTES.members), "search"));
        }));
      case "profile": {
        const id = this.seenProfiles.length ? pick(this.seenProfiles) : this.partner.account.id;
        return void (await this.step("profile", async () => {
          this.expectData(await this.browser.data(`/members/${id}`, ROUTES.profile), "profile");
        }));
      }
      case "like": {
        const id = this.seenProfiles.find((candidate) => !this.liked.has(candidate));
        if (id === undefined) return this.run("browse");
        this.liked.add(id);
        return void (await this.step("like", async () => {
          const answer = this.expectData(
            await this.browser.post(`/members/${id}`, ROUTES.profile, { intent: "like" }),
            "like"
          );
          if (answer.error) throw new Error(`like refused: ${String(answer.error)}`);
        }));
      }
      case "send":
      case "gift":
        // Under the 20 sends a minute a member may (docs/product.md#chat): a member reads instead.
        if (this.sendTimes.filter((at) => at > Date.now() - 60_000).length >= SENDS_A_MINUTE)
          return this.run("profile");
        this.sendTimes.push(Date.now());
        return step === "send" ? this.send() : this.gift();
      case "read":
        if (!this.unread) return this.run("profile");
        return void (await this.step("read", async () => {
          // The conversation with the partner, opened again: what arrived is shown and read.
          this.expectData(await this.browser.data(`/members/${this.partner.account.id}/chat`, ROUTES.chat), "read");
          this.unread = 0;
        }));
    }
  }

  /** Opens the conversation and sends a text, as the footer does: the form's key, sent again on a network error. */
  private async send(): Promise<void> {
    const to = this.partner.account.id;
    const opened = await this.step("conversation", async () =>
      this.expectData(await this.browser.data(`/members/${to}/chat`, ROUTES.chat), "conversation")
    );
    if (!opened) return;
    const text = `soak ${this.runTag} ${this.n}>${this.partner.n} #${++this.sends}`;
    const key = crypto.randomBytes(12).toString("base64url");
    this.sentAt.set(text, Date.now());
    const stored = await this.step("send", async () => {
      const answer = this.expectData(
        await this.browser.post(
          `/members/${to}/chat`,
          ROUTES.chat,
          { intent: "send", to: String(to), key, text, js: "1" },
          { retry: true }
        ),
        "send"
      );
      if (answer.error) throw new Error(`send refused: ${String(answer.error)}`);
      return true;
    });
    if (stored) this.ledger.sentTexts.add(text);
    else this.ledger.unsureTexts.add(text);
  }

  /** A gift into the conversation, under a key of its own as the page's gift form carries one. */
  private async gift(): Promise<void> {
    const to = this.partner.account.id;
    const sent = await this.step("gift", async () => {
      const answer = this.expectData(
        await this.browser.post(`/members/${to}/chat`, ROUTES.chat, {
          intent: "gift",
          to: String(to),
          gift: String(1 + Math.floor(Math.random() * GIFT_KEYS.length)),
          key: crypto.randomUUID(),
          js: "1",
        }),
        "gift"
      );
      if (answer.error) throw new Error(`gift refused: ${String(answer.error)}`);
      return true;
    });
    if (sent) this.ledger.sentGifts++;
  }

  leave(): void {
    this.stream?.close();
    this.browser.close();
  }
}
