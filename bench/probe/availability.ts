// Availability: one member's slow work (a flood of uploads that decode to many pixels) waits behind
// itself, not in front of other members and other sites; under overload every request is answered
// within 5 s, the page or the site's busy page.
import http from "node:http";
import sharp from "sharp";
import type { ProbeContext } from "./context";
import { SITES } from "./context";
import { logIn } from "./journeys";
import { formsOf, type Visitor } from "./visitor";

/** What other members may wait for a page while one member floods (p99). */
const OTHERS_P99_MS = 1000;
/** The longest any request may wait under overload, for its page or the busy page. */
const LONGEST_MS = 5000;

const p99 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.max(0, Math.ceil(times.length * 0.99) - 1)] ?? 0;

/** A small file that decodes to `megapixels` (a PNG of few colours compresses to almost nothing). */
async function heavyPng(megapixels: number, seed: number): Promise<Buffer> {
  const side = Math.floor(Math.sqrt(megapixels * 1_000_000));
  const colour = { r: seed % 256, g: (seed * 7) % 256, b: (seed * 13) % 256 };
  return sharp({ create: { width: side, height: side, channels: 3, background: colour } })
    .png()
    .toBuffer();
}

/** Fetches `path` in a loop until `until` resolves; each page's time and status. */
async function keepBrowsing(visitor: Visitor, paths: string[], until: Promise<unknown>) {
  const times: number[] = [];
  const bad: string[] = [];
  let done = false;
  void until.finally(() => (done = true));
  let i = 0;
  while (!done) {
    const path = paths[i++ % paths.length];
    const started = Date.now();
    const answer = await visitor.page(path);
    times.push(Date.now() - started);
    if (answer.status !== 200) bad.push(`${path} ${answer.status}`);
  }
  return { times, bad };
}

export async function probeUploadFlood(ctx: ProbeContext): Promise<number> {
  const { dice } = ctx;
  const flooder = await ctx.member(SITES.general, { paid: dice.next() < 0.5, credits: 0 });
  const browser = ctx.visitor(SITES.general);
  if (!(await logIn(browser, flooder.account.email, flooder.account.password))) {
    ctx.find("availability", "upload flood", "the flooding member could not log in");
    return 0;
  }
  // Others: a member of the same site, one of another site, a visitor of a third.
  const others: { who: string; visitor: Visitor; paths: string[] }[] = [];
  for (const [who, site] of [
    ["same site", SITES.general],
    ["another site", SITES.gay],
  ] as const) {
    const member = await ctx.member(site, { gender: site === SITES.gay ? "male" : "female" });
    const visitor = ctx.visitor(site);
    await logIn(visitor, member.account.email, member.account.password);
    others.push({ who, visitor, paths: ["/members", `/members?page=${1 + dice.int(3)}`, "/likes", "/profile"] });
  }
  others.push({ who: "a visitor", visitor: ctx.visitor(SITES.she), paths: ["/signup", "/login?x=1", "/pricing"] });

  const page = await browser.page("/profile");
  const form = formsOf(page.body, "/profile").find((f) => f.inputs.includes("photo"));
  if (!form) {
    ctx.find("availability", "upload flood", `no photo form on /profile (${page.status})`);
    return 0;
  }
  const count = 12 + dice.int(8);
  const files = await Promise.all(
    Array.from({ length: count }, (_, i) => heavyPng(20 + dice.int(5), i + dice.int(999)))
  );
  const flood = Promise.all(
    files.map((png) => {
      const data = new FormData();
      for (const [name, value] of Object.entries(form.fields)) data.append(name, value);
      data.append("intent", "upload");
      data.append("photo", new Blob([new Uint8Array(png)], { type: "image/png" }), `flood-${dice.word(4)}.png`);
      return browser.upload("/profile", data);
    })
  );
  const seen = await Promise.all(others.map((other) => keepBrowsing(other.visitor, other.paths, flood)));
  const answers = await flood;
  seen.forEach(({ times, bad }, i) => {
    const variant = `${count} uploads of ~20-25 MP; ${others[i].who}`;
    if (p99(times) > OTHERS_P99_MS)
      ctx.find("availability", variant, `p99 ${p99(times)} ms over ${times.length} pages`);
    if (bad.length) ctx.find("availability", variant, `answered ${bad.slice(0, 5).join(", ")}`);
  });
  const failed = answers.filter((a) => a.status >= 500);
  if (failed.length)
    ctx.find("availability", `${count} uploads`, `the flooding member got ${failed.map((a) => a.status).join(",")}`);
  return count + seen.reduce((sum, s) => sum + s.times.length, 0);
}

/**
 * `connections` clients asking for members' pages for `seconds` (each member behind five of them,
 * as tabs and a crowd): the longest answer and the odd ones. The page, the site's busy page (503)
 * and a member's "one at a time" (429) are answers; anything else, or any answer over 5 s, is not.
 */
export async function probeOverload(ctx: ProbeContext, connections = 200, seconds = 5): Promise<number> {
  const browsers = await Promise.all(
    Array.from({ length: Math.ceil(connections / 5) }, async () => {
      const member = await ctx.member(SITES.general);
      const browser = ctx.visitor(SITES.general);
      await logIn(browser, member.account.email, member.account.password);
      return browser;
    })
  );
  const agent = new http.Agent({ keepAlive: true, maxSockets: connections });
  const deadline = Date.now() + seconds * 1000;
  let longest = 0;
  let answered = 0;
  const odd = new Map<string, number>();
  await Promise.all(
    Array.from({ length: connections }, async (_, n) => {
      const browser = browsers[n % browsers.length];
      while (Date.now() < deadline) {
        const started = Date.now();
        const status = await new Promise<string>((resolve) => {
          const path = `/members?page=${1 + ctx.dice.int(5)}`;
          const req = http.get(`${browser.url}${path}`, { agent, headers: browser.headers() }, (res) => {
            res.resume();
            res.on("end", () => resolve(String(res.statusCode)));
          });
          req.setTimeout(30_000, () => req.destroy(new Error("timeout")));
          req.on("error", (error) => resolve(error.message));
        });
        longest = Math.max(longest, Date.now() - started);
        answered++;
        if (!["200", "503", "429"].includes(status)) odd.set(status, (odd.get(status) ?? 0) + 1);
      }
    })
  );
  agent.destroy();
  const variant = `${connections} connections of ${browsers.length} members for ${seconds} s`;
  if (longest > LONGEST_MS) ctx.find("availability", variant, `the slowest answer took ${longest} ms`);
  for (const [status, n] of odd) ctx.find("availability", variant, `${n} answers ${status}`);
  return answered;
}
