import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
// @ts-expect-error -- plain ESM helper shared with `npm start`
import { freePort, root } from "../../scripts/stack.mjs";
import { expect, test } from "./support";

/**
 * The product as `npm start` runs it (scripts/start.mjs on the built app, quiet): a tenant file
 * copied into the tenants folder opens a working site with its own members; a crash of the
 * reference API leaves the sites answering their own 503 page until the API is back by itself,
 * and the warnings and errors of both servers reach the terminal. It needs no browser, but runs
 * the built app (build/server.js), which only this step has (docs/decisions/031).
 */
test.skip(({ javaScriptEnabled }) => !javaScriptEnabled, "one run of the whole stack is enough");
test.describe.configure({ timeout: 300_000 });

let start: ChildProcess | undefined;
let tenantsDir = "";
test.afterEach(async () => {
  if (tenantsDir) fs.rmSync(tenantsDir, { recursive: true, force: true });
  if (!start || start.exitCode !== null) return;
  const exited = new Promise((resolve) => start!.once("exit", resolve));
  start.kill("SIGTERM");
  await exited;
});

/** A page of a site of that stack: status, title and body. */
function page(port: number, host: string, pathname = "/") {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.get(
      { host: "127.0.0.1", port, path: pathname, headers: { Host: `${host}:${port}`, "Accept-Language": "en" } },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => (body += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
      }
    );
    req.on("error", reject);
  });
}

/** The process of `pid`'s children that runs `script` (Linux: /proc). */
function childRunning(pid: number, script: string): number | undefined {
  const children = fs
    .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  return children.find((child) => fs.readFileSync(`/proc/${child}/cmdline`, "utf8").includes(script));
}

test("a tenant file copied in opens a working site; a crashed API is started again, meanwhile the sites answer their own 503 page; warnings reach the terminal", async () => {
  const [webPort, apiPort] = [await freePort(), await freePort()];
  // The operator's tenants folder, as the README has them add a site to it.
  tenantsDir = fs.mkdtempSync(path.join(os.tmpdir(), "npm-start-tenants-"));
  for (const file of fs.readdirSync(path.join(root, "tenants")).filter((f) => f.endsWith(".json"))) {
    fs.copyFileSync(path.join(root, "tenants", file), path.join(tenantsDir, file));
  }
  start = spawn(process.execPath, [path.join(root, "scripts/start.mjs"), "--no-build"], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(webPort),
      API_PORT: String(apiPort),
      DATA_DIR: "memory",
      TENANTS_DIR: tenantsDir,
      SESSION_SECRET: "npm-start-test-secret-npm-start-test-secret",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let terminal = "";
  start.stdout!.on("data", (chunk) => (terminal += chunk));
  start.stderr!.on("data", (chunk) => (terminal += chunk));
  await expect.poll(() => terminal, { timeout: 180_000 }).toContain("The product is running");

  // Quiet mode: a request line is dropped, a warning (a site the API does not know) is shown.
  const unknownSite = await fetch(`http://127.0.0.1:${apiPort}/api/settings.php?forced-domain=nowhere.example`);
  expect(unknownSite.status).toBe(404);
  await expect.poll(() => terminal).toMatch(/\[api\] .*"level":"warn".*unknown forced-domain/);
  expect(terminal).not.toMatch(/"msg":"request"/);

  // README (tenants/README.md, "Adding a site"): copy a file, give it its own id, name and domain.
  const copy = JSON.parse(fs.readFileSync(path.join(tenantsDir, "curvycrush.json"), "utf8"));
  fs.writeFileSync(
    path.join(tenantsDir, "sunny-hearts.json"),
    JSON.stringify({ ...copy, id: "sunny-hearts", name: "Sunny Hearts", domains: ["sunny-hearts.localhost"] })
  );
  await expect.poll(async () => (await page(webPort, "sunny-hearts.localhost")).status, { timeout: 20_000 }).toBe(200);
  const home = await page(webPort, "sunny-hearts.localhost");
  expect(home.body).toMatch(/<title>[^<]*Sunny Hearts[^<]*<\/title>/);
  // The site's own title from the API's settings: the API knows it (not the "not open yet" page).
  expect(home.body).toContain("Sunny Hearts – curvy singles dating");
  // Its own members (the niche's demo members), not another site's.
  const members = await page(webPort, "sunny-hearts.localhost", "/members");
  expect(members.status).toBe(200);
  expect(members.body).toMatch(/href="\/members\/\d+"/);
  expect(terminal).toMatch(/New site open: Sunny Hearts +http:\/\/sunny-hearts\.localhost:\d+\//);
  expect(terminal).toContain("demo login: demo@sunny-hearts.example / demo1234");

  const api = childRunning(start.pid!, "reference-api/main.ts");
  expect(api, "the reference API's process").toBeDefined();
  process.kill(api!, "SIGKILL");

  // The web tier stays up and answers the site's own error page while the API is away…
  await expect.poll(async () => (await page(webPort, "flirthaven.localhost")).status, { timeout: 20_000 }).toBe(503);
  const down = await page(webPort, "flirthaven.localhost");
  expect(down.body).toMatch(/<title>An error occurred, please try again later\. · FlirtHaven<\/title>/);
  expect(down.body).toContain('data-niche="1"');
  // …and says so on the terminal, as a warning of the web server.
  await expect.poll(() => terminal).toMatch(/\[web\] .*"level":"warn".*API call failed/);
  expect(terminal).toMatch(/\[api\] stopped unexpectedly \(SIGKILL\)/);

  // The API comes back by itself, and so do the pages.
  await expect.poll(async () => (await page(webPort, "flirthaven.localhost")).status, { timeout: 180_000 }).toBe(200);
  expect(terminal).toContain("[api] running again");
  expect(start.exitCode).toBeNull();
});
