// A slow API: writes under an Idempotency-Key that take longer than a page's reads may. Whatever
// the member is told must be true: an answered failure is absent, a stored write is never
// answered as failed.
import http from "node:http";
import type { AddressInfo } from "node:net";
import { randomUUID } from "node:crypto";
import type { ProbeContext } from "./context";
import { SITES } from "./context";
import { logIn, signUp } from "./journeys";
import { formsOf } from "./visitor";

/** The writes the proxy slows down, by path. */
const SLOW_WRITES = ["/api/signup.php", "/api/message.php", "/api/gifts.php"];

/** A proxy before the API that holds the answer of each slowed write `delayMs()` before passing it on. */
export async function slowProxy(apiUrl: string, delayMs: () => number) {
  const target = new URL(apiUrl);
  let pending = 0;
  const waiting: (() => void)[] = [];
  const server = http.createServer((req, res) => {
    const slow = req.method === "POST" && SLOW_WRITES.some((p) => (req.url ?? "").startsWith(p));
    pending++;
    // Settled when the API has answered and the web tier has its answer or went away.
    let open = 2;
    const settle = () => {
      if (--open === 0 && --pending === 0) waiting.splice(0).forEach((resolve) => resolve());
    };
    res.once("close", settle);
    // The write reaches the API at once; its answer comes back late, as from an API that stored
    // it and then took its time (the case where a member could be told "failed" for what happened).
    const upstream = http.request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        settle();
        const relay = () => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        };
        if (slow) setTimeout(relay, delayMs());
        else relay();
      }
    );
    upstream.on("error", () => {
      settle();
      res.destroy();
    });
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** Resolves once no request is held or under way: every write the web tier began has landed. */
    idle: () => (pending === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))),
    close: () => new Promise<void>((resolve) => (server.closeAllConnections(), server.close(() => resolve()))),
  };
}

/** Whether the API can log `email` in (the account exists). */
async function accountExists(ctx: ProbeContext, site: string, email: string): Promise<boolean> {
  const res = await fetch(`${ctx.apiUrl}/api/user.php?forced-domain=${encodeURIComponent(site)}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "Idempotency-Key": randomUUID() },
    body: JSON.stringify({ email, password: "secret123" }),
  });
  return res.ok;
}

type Told = "done" | "unsure" | "failed";

/** What the member was told, by the status of the answer (a page saying "still in progress" is unsure). */
const toldBy = (status: number, body: string): Told =>
  status >= 500
    ? "failed"
    : /in progress|still being|progress/i.test(body)
    ? "unsure"
    : status < 400
    ? "done"
    : "unsure";

/**
 * `slowUrl` is a web process whose API is the slow proxy. Signups and sends through it, each
 * compared, once the proxy is idle, with what the API holds.
 */
export async function probeSlowWrites(ctx: ProbeContext, slowUrl: string, idle: () => Promise<void>): Promise<number> {
  const { dice } = ctx;
  const checks: { what: string; told: Told; stored: () => Promise<boolean> }[] = [];
  for (let i = 0; i < 4; i++) {
    const site = dice.pick(Object.values(SITES));
    const email = `slow-${ctx.runTag}-${dice.word(8)}@probe.example`;
    const outcome = await signUp(ctx.visitor(site, ctx.newAddress(), slowUrl), email);
    const told: Told = outcome.kind === "signed-up" ? "done" : toldBy(outcome.status, outcome.page);
    checks.push({ what: `signup ${email}`, told, stored: () => accountExists(ctx, site, email) });
  }
  const site = dice.pick(Object.values(SITES));
  const gender = site === SITES.gay ? "male" : "female";
  const member = await ctx.member(site, { gender, credits: 1000 });
  const partner = await ctx.member(site, { gender });
  const visitor = ctx.visitor(site, ctx.newAddress(), slowUrl);
  await logIn(visitor, member.account.email, member.account.password);
  const chat = `/members/${partner.account.id}/chat`;
  const texts = async () => {
    const res = await fetch(
      `${ctx.apiUrl}/api/chat.php?member=${partner.account.id}&forced-domain=${encodeURIComponent(site)}`,
      {
        headers: { Authorization: `Bearer ${member.account.token}` },
      }
    );
    return ((await res.json()) as { messages: { text?: string | null }[] }).messages.map((m) => m.text);
  };
  for (let i = 0; i < 4; i++) {
    const form = formsOf((await visitor.page(chat)).body, chat).find((f) => f.inputs.includes("text"));
    if (!form) {
      ctx.find("slow api", site, `no message form on ${chat}`);
      break;
    }
    const text = `slow ${ctx.runTag} ${dice.word(6)}`;
    const answer = await visitor.submit(form, { text, intent: "send" });
    checks.push({
      what: `text (${answer.status})`,
      told: toldBy(answer.status, answer.body),
      stored: async () => (await texts()).includes(text),
    });
  }
  await idle();
  for (const check of checks) {
    const stored = await check.stored();
    if (check.told === "failed" && stored) ctx.find("slow api", check.what, "told it failed, yet it happened");
    if (check.told === "done" && !stored) ctx.find("slow api", check.what, "told it was done, yet it did not happen");
  }
  return checks.length;
}
