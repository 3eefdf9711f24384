// Answers: whatever a client sends, the site answers its own page or a clean JSON error, never a
// raw 500, a stack or a framework's developer text.
import net from "node:net";
import type { ProbeContext } from "./context";
import { SITES } from "./context";

/** Texts of a framework or a crash that a member must never read. */
const LEAKS: [string, RegExp][] = [
  [
    "Remix's developer message",
    /You made a (POST|GET|PUT|PATCH|DELETE) request|did not provide an? (action|loader|`default`)/i,
  ],
  ["a stack frame", /\bat [\w.<>$]+ \((\/|file:|node:)/],
  ["a module path", /node_modules|\/work\/|\bbuild\/index\.js/],
  ["an error's class name", /\b(TypeError|ReferenceError|SyntaxError|RangeError): /],
  ["a route module's id", /Route "routes\/|No route matches URL/],
];

/** Pages of the product that take no post (no action): a post gets the site's 405 page. */
const GET_ONLY = ["/pricing", "/pages/terms", "/pages/privacy", "/offline", "/lang-config", "/icons/heart.svg"];
const ANY_PAGE = [
  "/",
  "/members",
  "/login",
  "/signup",
  "/pricing",
  "/pages/imprint",
  "/credits",
  "/no-such-page",
  "/x/y/z",
];
/** Ways of writing a path that climbs out of a static folder. */
const CLIMBS = [
  "..%2f..%2fpackage.json",
  "..%252f..%252fpackage.json",
  "%2e%2e/%2e%2e/package.json",
  "..%5c..%5cpackage.json",
  "....//....//package.json",
  "%c0%ae%c0%ae/package.json",
];
const STATIC_MOUNTS = ["/locales/en/", "/icons/", "/build/", "/fonts/", "/manifest.webmanifest/"];

/** One HTTP/1.1 request over a raw socket (absolute-form targets are not sent by fetch or http). */
function rawRequest(port: string, head: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), "127.0.0.1");
    let data = "";
    socket.setTimeout(15_000, () => socket.destroy(new Error("no answer within 15 s")));
    socket.on("data", (chunk) => (data += chunk.toString("utf8")));
    socket.on("error", reject);
    socket.on("close", () => {
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(data)?.[1] ?? 0);
      resolve({ status, body: data.slice(data.indexOf("\r\n\r\n") + 4) });
    });
    socket.write(`${head}\r\nConnection: close\r\n\r\n`);
  });
}

/** A finding for an answer that is not the site's own page or clean JSON. */
function judge(ctx: ProbeContext, variant: string, status: number, body: string, type = ""): void {
  if (status >= 500 && status !== 503) ctx.find("answers", variant, `answered ${status}`);
  for (const [name, pattern] of LEAKS)
    if (pattern.test(body)) ctx.find("answers", variant, `the answer carries ${name}`);
  const json = type.includes("json") || /^\s*[[{]/.test(body);
  if (status >= 400 && !json && !/<html/i.test(body))
    ctx.find("answers", variant, `a plain ${status} (not the site's page): ${body.slice(0, 80)}`);
}

export async function probeAnswers(ctx: ProbeContext): Promise<number> {
  const { dice } = ctx;
  let tried = 0;
  const host = `${dice.pick(Object.values(SITES))}:${ctx.port}`;
  // Absolute-form targets, as a proxy (or a scanner) sends them.
  for (let i = 0; i < 12; i++) {
    const scheme = dice.pick(["http", "https", "HTTP", "ftp"]);
    const authority = dice.pick([host, "evil.example", `${host}@evil.example`, "127.0.0.1", "[::1]:80"]);
    const path = dice.pick(ANY_PAGE);
    const method = dice.pick(["GET", "HEAD", "POST", "OPTIONS"]);
    const target = dice.pick([`${scheme}://${authority}${path}`, "*", authority]);
    const length = method === "POST" ? "\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 0" : "";
    const answer = await rawRequest(ctx.port, `${method} ${target} HTTP/1.1\r\nHost: ${host}${length}`);
    if (method !== "HEAD") judge(ctx, `${method} ${target}`, answer.status, answer.body);
    else if (answer.status >= 500 && answer.status !== 503)
      ctx.find("answers", `HEAD ${target}`, `answered ${answer.status}`);
    tried++;
  }
  const visitor = ctx.visitor(dice.pick(Object.values(SITES)));
  // Posts to pages that take none, with and without a route's _data.
  for (let i = 0; i < 10; i++) {
    const path = dice.pick(GET_ONLY);
    const routeId = dice.pick([null, "routes/pricing", "root", "routes/members._index", `routes/${dice.word(5)}`]);
    const answer = await visitor.post(path, routeId, { intent: dice.pick(["send", "like", "", "x".repeat(300)]) });
    judge(ctx, `POST ${path} _data=${routeId}`, answer.status, answer.body, String(answer.headers["content-type"]));
    tried++;
  }
  // Loader data asked for by a route id the page does not have, or in another spelling.
  for (let i = 0; i < 8; i++) {
    const path = dice.pick(ANY_PAGE);
    const routeId = dice.pick([
      "routes/members._index",
      "routes/$",
      "root",
      "routes%2Fmembers._index",
      "../package",
      "routes/login",
    ]);
    const answer = await visitor.document(`${path}?_data=${routeId}`);
    judge(ctx, `GET ${path}?_data=${routeId}`, answer.status, answer.body, String(answer.headers["content-type"]));
    tried++;
  }
  // Paths that climb out of a static folder.
  for (let i = 0; i < 10; i++) {
    const path = `${dice.pick(STATIC_MOUNTS)}${dice.pick(CLIMBS)}`;
    const answer = await visitor.document(path);
    if (answer.status === 200 && /"dependencies"|"devDependencies"/.test(answer.body))
      ctx.find("answers", `GET ${path}`, "served a file outside the static folder");
    judge(ctx, `GET ${path}`, answer.status, answer.body, String(answer.headers["content-type"]));
    tried++;
  }
  return tried;
}
