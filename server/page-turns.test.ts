// One member flooding photo uploads must not stall other members or other sites: the web tier's
// turns (the gate server/index.ts uses, with the real profile page) over an in-process reference
// API that really decodes the photos.
import { serve } from "@hono/node-server";
import type { ActionFunctionArgs, AppLoadContext } from "@remix-run/node";
import express from "express";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { logger } from "../lib/logger";
import { createRequestContext } from "../app/context.server";
import { commitAuthToken } from "../app/utils/auth.server";
import { action as profileAction, loader as profileLoader } from "../app/routes/profile/route";
import { testTenant } from "../tests/mocks/request-context";
import enProfile from "../locales/en/profile.json";
import type { Db } from "../reference-api/db";
import { addMember, sessionOf } from "../reference-api/testing/member-fixtures";
import { seedIfEmpty } from "../reference-api/seed";
import { createApp } from "../reference-api/server";
import { openTestDb } from "../reference-api/testing/db";
import { interlacedPng } from "../reference-api/testing/images";
import { createAdmission } from "./overload";
import { pageTurns } from "./page-turns";

const SITES = ["flirthaven.localhost", "manmatch.localhost", "shemeets.localhost"];
let db: Db;
let api: ReturnType<typeof serve>;
let web: http.Server;
let webPort = 0;

type Page = (args: ActionFunctionArgs) => Promise<unknown>;
/** A route's loader or action as Remix calls it: a Fetch request, the context; a thrown Response answers too. */
const page =
  (run: Page): express.RequestHandler =>
  async (req, res, next) => {
    const request = new Request(`http://${req.get("host")}${req.originalUrl}`, {
      method: req.method,
      headers: req.headers as Record<string, string>,
      ...(req.method === "POST" ? { body: Readable.toWeb(req) as ReadableStream, duplex: "half" } : {}),
    } as RequestInit);
    try {
      const answer = await run({ request, context: res.locals.context as AppLoadContext, params: {} }).catch(
        (thrown: unknown) => thrown
      );
      // Remix's json() makes its own Response class: told by its shape.
      if (!(answer && typeof answer === "object" && "status" in answer && "text" in answer)) throw answer;
      const { status, text } = answer as Response;
      res
        .status(status)
        .type("json")
        .send(await text.call(answer));
    } catch (error) {
      next(error);
    }
  };

beforeAll(async () => {
  db = await openTestDb();
  await seedIfEmpty(db);
  const apiApp = createApp({ db, publicUrl: "http://cdn.test", clock: () => new Date(), log: () => {} });
  api = serve({ fetch: apiApp.fetch, port: 0, hostname: "127.0.0.1" });
  await new Promise((resolve) => api.once("listening", resolve));
  const apiUrl = `http://127.0.0.1:${(api.address() as AddressInfo).port}`;
  const tenants = new Map(
    SITES.map((host) => [
      host,
      testTenant({ id: host.split(".")[0], domains: [host], languages: ["en"], api: { baseUrl: apiUrl } }),
    ])
  );
  const app = express();
  app.use((req, res, next) => {
    const host = req.hostname;
    res.locals.context = createRequestContext({
      tenant: tenants.get(host)!,
      host,
      path: req.originalUrl,
      method: req.method,
      cookie: req.get("cookie") ?? null,
      acceptLanguage: "en",
      clientIp: req.ip ?? "",
      secure: false,
      nonce: "n",
      log: logger,
    });
    next();
  });
  // The process's defaults (lib/env.ts); the busy pages themselves are server/busy-page.ts's.
  const admission = createAdmission({ maxInFlight: 8, maxWaiting: 64, maxWaitMs: 250 });
  const busy = async (_req: express.Request, res: express.Response, context: AppLoadContext) =>
    void res.status(context.refusal!).json({ refused: context.refusal });
  app.use(pageTurns({ admission, busy }));
  app.post("/profile", page(profileAction));
  app.get("/profile", page(profileLoader));
  // A visitor's page that reads the site's data.
  app.get(
    "/",
    page(async ({ context }) => Response.json(await context.site.settings()))
  );
  web = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => web.once("listening", resolve));
  webPort = (web.address() as AddressInfo).port;
}, 60_000);

afterAll(async () => {
  web?.close();
  api?.close();
  await db?.close();
});

/** A member of the site with a session, and the web tier's signed cookie for it. */
async function member(host: string) {
  const [{ id }] = await db.query<{ id: number }>("SELECT id FROM sites WHERE domain = $1", [host]);
  const token = await sessionOf(db, await addMember(db, id, { name: "Flood", gender: "male" }));
  return (await commitAuthToken(token, { secure: false })).split(";")[0];
}

/** One request on a connection of its own, as a browser tab: status, body and time. */
async function ask(host: string, path: string, { cookie, form }: { cookie?: string; form?: FormData } = {}) {
  const body = form ? new Request("http://x", { method: "POST", body: form }) : undefined;
  const bytes = body ? Buffer.from(await body.arrayBuffer()) : undefined;
  const headers: Record<string, string> = { host, ...(cookie ? { cookie } : {}) };
  if (body) Object.assign(headers, { "content-type": body.headers.get("content-type")!, origin: `http://${host}` });
  const started = performance.now();
  return new Promise<{ status: number; body: string; ms: number }>((resolve, reject) => {
    const req = http.request(
      { port: webPort, host: "127.0.0.1", path, method: form ? "POST" : "GET", headers, agent: false },
      (res) => {
        let text = "";
        res.setEncoding("utf8").on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode!, body: text, ms: performance.now() - started }));
      }
    );
    req.on("error", reject);
    req.end(bytes);
  });
}

const p99 = (times: number[]) => [...times].sort((a, b) => a - b)[Math.ceil(times.length * 0.99) - 1];

describe("one member flooding uploads", () => {
  it("leaves other members' and other sites' pages fast, and answers the flooder one at a time with the form kept", async () => {
    const [flooder, neighbour, otherSite] = await Promise.all([member(SITES[0]), member(SITES[0]), member(SITES[1])]);
    // A 0.1 MB PNG that unpacks to 24 MP (under the pixel cap): seconds of a core to decode.
    const heavy = interlacedPng(4900, 4900);
    const uploadForm = (bytes: Uint8Array, name: string) => {
      const form = new FormData();
      form.set("intent", "upload");
      form.set("city", "Lyon");
      form.set("photo", new File([new Uint8Array(bytes)], name, { type: "image/png" }));
      return form;
    };
    // Each site's data read once, as on a running server.
    const warm = await Promise.all([
      ask(SITES[0], "/profile", { cookie: neighbour }),
      ask(SITES[1], "/profile", { cookie: otherSite }),
      ask(SITES[2], "/"),
    ]);
    expect(warm.map((answer) => answer.status)).toEqual([200, 200, 200]);

    // Meanwhile, one after the other: a member of the same site, a member of another site, a
    // visitor of a third, each until the flood is answered (and a few times at least).
    const browsing = [
      { host: SITES[0], path: "/profile", cookie: neighbour },
      { host: SITES[1], path: "/profile", cookie: otherSite },
      { host: SITES[2], path: "/" },
    ];
    const browse = (until: () => boolean) =>
      Promise.all(
        browsing.map(async ({ host, path, cookie }) => {
          const answers = [];
          while (!until() || answers.length < 5) answers.push(await ask(host, path, { cookie }));
          return answers;
        })
      ).then((seen) => seen.flat());
    // The same pages without the flood: how fast this machine answers them now (it is shared).
    const quiet = p99((await browse(() => true)).map((answer) => answer.ms));

    let flooding = true;
    const flood = Promise.all(
      Array.from({ length: 16 }, () =>
        ask(SITES[0], "/profile", { cookie: flooder, form: uploadForm(heavy, "big.png") })
      )
    ).finally(() => (flooding = false));
    const others = browse(() => !flooding);
    // Someone else's small photo goes through meanwhile.
    const small = new Uint8Array(await new Response(Buffer.from(interlacedPng(40, 40))).arrayBuffer());
    const neighbourUpload = ask(SITES[0], "/profile", { cookie: neighbour, form: uploadForm(small, "small.png") });

    const [flooded, pages, mine] = await Promise.all([flood, others, neighbourUpload]);
    expect(pages.filter((answer) => answer.status !== 200)).toEqual([]);
    // Within a second (on a machine so busy that the quiet pages take longer, twice their time).
    expect(p99(pages.map((answer) => answer.ms))).toBeLessThanOrEqual(Math.max(1000, 2 * quiet));
    expect(mine.status).toBe(200);
    expect(JSON.parse(mine.body).notice).toBe("uploaded");

    // The flooder: one upload stored, every other one answered at once "one at a time" (429):
    // those let in with the form as typed and the photo field's message, the rest of the burst
    // with the site's page for a member whose share is in use.
    expect(flooded.filter((answer) => answer.status === 200).map((answer) => JSON.parse(answer.body).notice)).toEqual([
      "uploaded",
    ]);
    const refused = flooded.filter((answer) => answer.status !== 200);
    expect(refused.map((answer) => answer.status)).toEqual(Array(15).fill(429));
    const withForm = refused.map((answer) => JSON.parse(answer.body)).filter((answer) => answer.result);
    expect(withForm.length).toBeGreaterThan(0);
    for (const { result } of withForm) {
      expect(result.error.photo).toEqual(["upload_in_progress"]);
      expect(result.initialValue.city).toBe("Lyon");
    }
    expect(enProfile.errors.upload_in_progress).toMatch(/still being uploaded/);
  }, 120_000);
});
