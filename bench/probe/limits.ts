// Limits count what they say: a member's live streams whatever their logins, an address however
// a proxy writes it.
import http from "node:http";
import { EVENT_STREAMS_PER_MEMBER } from "../../app/domain/chat";
import type { ProbeContext } from "./context";
import { SITES } from "./context";
import { logIn, signUp } from "./journeys";
import type { Visitor } from "./visitor";

/** Signups a day from one address (docs/product.md#signup). */
const SIGNUPS_PER_ADDRESS = 10;

/** Opens a live stream as the browser's EventSource does; resolves with a closer, or null when refused. */
function openStream(visitor: Visitor): Promise<(() => void) | null> {
  return new Promise((resolve) => {
    const req = http.get(
      `${visitor.url}/resources/events`,
      { agent: false, headers: visitor.headers({ accept: "text/event-stream" }) },
      (res) => {
        if (res.statusCode !== 200 || !String(res.headers["content-type"]).startsWith("text/event-stream")) {
          res.resume();
          return resolve(null);
        }
        res.once("data", () => resolve(() => req.destroy()));
        res.on("error", () => undefined);
      }
    );
    req.setTimeout(15_000, () => req.destroy());
    req.on("error", () => resolve(null));
  });
}

export async function probeStreams(ctx: ProbeContext): Promise<number> {
  const { dice } = ctx;
  const site = dice.pick(Object.values(SITES));
  const { account } = await ctx.member(site);
  const logins = 2 + dice.int(4);
  const browsers: Visitor[] = [];
  for (let i = 0; i < logins; i++) {
    // Some logins from one address, some from others: the member is one member.
    const visitor = ctx.visitor(site, i % 2 && browsers[0] ? browsers[0].address : ctx.newAddress());
    if (await logIn(visitor, account.email, account.password)) browsers.push(visitor);
  }
  const closers: (() => void)[] = [];
  const tries = EVENT_STREAMS_PER_MEMBER + 5;
  for (let i = 0; i < tries; i++) {
    const close = await openStream(browsers[i % browsers.length]);
    if (close) closers.push(close);
  }
  if (closers.length > EVENT_STREAMS_PER_MEMBER)
    ctx.find(
      "limits",
      `${browsers.length} logins`,
      `one member held ${closers.length} live streams (at most ${EVENT_STREAMS_PER_MEMBER})`
    );
  for (const close of closers) close();
  return tries;
}

/** One client's address in the spellings a proxy's X-Forwarded-For may carry. */
function spellings(ctx: ProbeContext): string[] {
  const [a, b] = [10 + ctx.dice.int(200), 1 + ctx.dice.int(250)];
  const v4 = `203.0.${a}.${b}`;
  const hex = (n: number) => n.toString(16).padStart(2, "0");
  const mapped = `::ffff:${hex(203)}${hex(0)}:${hex(a)}${hex(b)}`;
  const v4Spellings = [
    v4,
    `${v4}:${1024 + ctx.dice.int(60000)}`,
    `::ffff:${v4}`,
    `[::ffff:${v4}]:443`,
    mapped,
    ` ${v4} `,
  ];
  // An IPv6 client changes its interface part at will: one /64 is one client.
  const prefix = `2001:db8:${hex(a)}:${hex(b)}`;
  const v6Spellings = Array.from(
    { length: 6 },
    (_, i) =>
      [`${prefix}::${(i + 1).toString(16)}`, `[${prefix}:0:0:0:${i + 7}]:80`, `${prefix.toUpperCase()}::ABCD:${i}`][
        i % 3
      ]
  );
  return ctx.dice.next() < 0.5 ? v4Spellings : v6Spellings;
}

export async function probeAddresses(ctx: ProbeContext): Promise<number> {
  const site = ctx.dice.pick(Object.values(SITES));
  const written = spellings(ctx);
  let made = 0;
  const tries = SIGNUPS_PER_ADDRESS + 4;
  for (let i = 0; i < tries; i++) {
    const email = `addr-${ctx.runTag}-${ctx.dice.word(8)}@probe.example`;
    const outcome = await signUp(ctx.visitor(site, written[i % written.length]), email);
    if (outcome.kind === "signed-up") made++;
  }
  if (made > SIGNUPS_PER_ADDRESS)
    ctx.find(
      "limits",
      written.join(" | "),
      `one client made ${made} accounts in a day (at most ${SIGNUPS_PER_ADDRESS})`
    );
  // What is no address at all counts as the proxy's own, not as a fresh client each time.
  const bogus = Array.from({ length: 3 }, () =>
    ctx.dice.pick(["not-an-ip", "unknown", "1.2.3", "999.1.1.1", `${ctx.dice.word(6)}.example`])
  );
  for (const address of bogus) {
    const answer = await ctx.visitor(site, address).page("/login");
    if (answer.status >= 500) ctx.find("limits", address, `a forwarded address that is none answered ${answer.status}`);
  }
  return tries + bogus.length;
}
