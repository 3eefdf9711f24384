import type { ServerBuild } from "@remix-run/node";
import { beforeAll, describe, expect, it } from "vitest";
import { sourceBuild } from "../tests/mocks/remix-build";
import { rawRequest, webServerForFile, type RawAnswer } from "../tests/mocks/web-server";

/**
 * Whatever odd request reaches the site, the answer is the site's own page or a short JSON error:
 * never a text the framework wrote for developers (Remix's "You made a POST request to … but did
 * not provide an `action`", "Unexpected Server Error", an Error's name or a stack). The requests
 * come from the route table, so a new page or resource is covered without being listed here.
 */
const server = webServerForFile();
let build: ServerBuild;
beforeAll(async () => {
  build = await sourceBuild();
});

const SITE = "flirthaven.localhost";
const DEVELOPER_TEXTS = [
  /You made a/i,
  /did not provide/i,
  /Unexpected Server Error/i,
  /\bError:/,
  /\n\s+at \S/,
  // A source file of a stack (font files of the page may sit under node_modules in a test's build).
  /node_modules\/[\w@/.-]+\.[cm]?[jt]sx?\b/,
  /does not match URL/i,
  /__subType/,
];

function send(method: string, path: string, body = "") {
  const headers = [`Host: ${SITE}`];
  if (method !== "GET" && method !== "HEAD") {
    headers.push("Content-Type: application/x-www-form-urlencoded", `Content-Length: ${Buffer.byteLength(body)}`);
  }
  return rawRequest(server.port, [`${method} ${path} HTTP/1.1`, ...headers].join("\r\n"), body);
}

/** The site's page (its name in the title) or a JSON error body `{ "error": code }`, with no developer text. */
function expectOwnAnswer(answer: RawAnswer, what: string) {
  for (const text of DEVELOPER_TEXTS) expect(answer.body, `${what}: ${text}`).not.toMatch(text);
  if (/^content-type: application\/json/im.test(answer.headers)) {
    expect(JSON.parse(answer.body), what).toEqual({ error: expect.stringMatching(/^[a-z_]+$/) });
  } else {
    expect(answer.headers, what).toMatch(/^content-type: text\/html/im);
    expect(/<title>([^<]*)<\/title>/.exec(answer.body)?.[1], what).toContain("FlirtHaven");
  }
}

/** Each route's address with its parameters filled in (`/members/:id` → `/members/1`). */
function routeAddresses() {
  const routes = Object.values(build.routes).filter((route) => route && route.id !== "root");
  const pathOf = (id: string | undefined): string => {
    const route = id ? build.routes[id] : undefined;
    if (!route || route.id === "root") return "";
    return [pathOf(route.parentId), route.path ?? ""].filter(Boolean).join("/");
  };
  return routes.map((route) => ({
    id: route!.id,
    module: route!.module,
    path: `/${pathOf(route!.id)
      .replace(/:\w+\??/g, "1")
      .replace(/\*$/, "anything")}${route!.index ? "?index" : ""}`,
  }));
}

describe("framework texts never reach a member", () => {
  it("a POST (and PUT, PATCH, DELETE) to any route without an action gets the site's 405, as a page or as data", async () => {
    const withoutAction = routeAddresses().filter((route) => !route.module.action);
    expect(withoutAction.length).toBeGreaterThan(10);
    for (const route of withoutAction) {
      for (const method of ["POST", "PUT", "PATCH", "DELETE"]) {
        const answer = await send(method, route.path, "a=b");
        // A members' page sends a visitor to the login first.
        if (answer.status === 302) expect(answer.headers).toMatch(/^location: \/login\b/im);
        else {
          expect(answer.status, `${method} ${route.path}`).toBe(405);
          expectOwnAnswer(answer, `${method} ${route.path}`);
        }
      }
      const data = await send("POST", `${route.path}${route.path.includes("?") ? "&" : "?"}_data=${route.id}`, "a=b");
      expectOwnAnswer(data, `POST ${route.path} _data`);
    }
  });

  it("data requests for routes the address does not lead to, or for no route, get a JSON error", async () => {
    const routes = routeAddresses();
    const forbidden = ["/", "/login", "/pricing"].flatMap((path) =>
      routes.filter((route) => route.path.split("?")[0] !== path).map((route) => `${path}?_data=${route.id}`)
    );
    for (const path of [...forbidden, "/?_data=nope", "/?_data=..%2f..%2froot", "/nowhere?_data=routes/login"]) {
      const answer = await send("GET", path);
      expect(answer.status, path).toBeGreaterThanOrEqual(400);
      expectOwnAnswer(answer, path);
    }
  });

  it("encoded paths out of every mount of files (built assets, texts, icons, the worker) find nothing", async () => {
    const mounts = ["/build", "/locales/en", "/icons", "/sw-push.js", "/manifest.webmanifest", "/resources"];
    const escapes = [
      "..%2f..%2fpackage.json",
      "..%2F..%2F..%2Fetc%2Fpasswd",
      "%2e%2e%2f%2e%2e%2fpackage",
      "..%5c..%5cpackage",
      // Overlong UTF-8 dots: a path no decoder takes (400), never a file.
      "%c0%ae%c0%ae/package.json",
    ];
    for (const mount of mounts) {
      for (const escape of escapes) {
        const answer = await send("GET", `${mount}/${escape}`);
        expect([400, 404], `${mount}/${escape}`).toContain(answer.status);
        expect(answer.body).not.toMatch(/"name":\s*"dating-platform"|root:x:0/);
        expectOwnAnswer(answer, `${mount}/${escape}`);
      }
    }
  });

  it("methods no page takes and resources asked the wrong way answer the site's own error", async () => {
    const cases: [string, string][] = [
      ["PROPFIND", "/"],
      ["TRACE", "/login"],
      ["POST", "/icons/192.png"],
      ["POST", "/locales/en/common.json"],
      ["GET", "/icons/999.png"],
      ["GET", "/locales/xx/common.json"],
      ["GET", "/locales/en/nope.json"],
    ];
    for (const [method, path] of cases) {
      const answer = await send(method, path, method === "POST" ? "a=b" : "");
      expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expectOwnAnswer(answer, `${method} ${path}`);
    }
  });
});
