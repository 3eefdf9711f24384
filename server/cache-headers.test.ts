import { describe, expect, it } from "vitest";
import { demoLogin, httpRequest, loginCookie, webServerForFile } from "../tests/mocks/web-server";

/**
 * What caches may keep (app/utils/cache-policy.server.ts): nothing of a member's pages; a visitor's
 * public pages only revalidated. Web server, pages and reference API run in this process.
 */
const server = webServerForFile();
const host = "flirthaven.localhost";
const get = (path: string, headers: Record<string, string> = {}) => httpRequest(server.port, { host, path, headers });

describe("cache headers", () => {
  it("every page a member sees is private, no-store", async () => {
    const cookie = await loginCookie(server.port, host, demoLogin(host));
    const paths = [
      "/members",
      "/members/1",
      "/members/2",
      "/profile",
      "/notifications",
      "/account-delete",
      "/complete-signup",
      "/signup-matches",
      "/",
      "/pages/terms",
      "/lang-config",
      "/no-such-page",
      "/members?_data=routes%2Fmembers._index",
      "/?_data=root",
    ];
    for (const path of paths) {
      const response = await get(path, { Cookie: cookie });
      expect(response.status, path).toBeLessThan(500);
      expect(response.headers["cache-control"], path).toBe("private, no-store");
    }
  });

  it("public pages say that they may be kept only when revalidated, per language and cookies", async () => {
    for (const path of ["/", "/login", "/signup", "/pages/terms", "/reset-password", "/lang-config"]) {
      const response = await get(path, { Cookie: "entry_ok=IjEi" });
      expect(response.status, path).toBe(200);
      expect(response.headers["cache-control"], path).toBe("public, max-age=0, must-revalidate");
      expect(String(response.headers.vary), path).toMatch(/Cookie/);
      expect(String(response.headers.vary), path).toMatch(/Accept-Language/);
    }
  });

  it("a public page that sets a cookie, and an error page, are kept by no one", async () => {
    const tracked = await get("/?network=ads1");
    expect(String(tracked.headers["set-cookie"])).toMatch(/tracking=/);
    expect(tracked.headers["cache-control"]).toBe("private, no-store");
    const missing = await get("/no-such-page");
    expect(missing.status).toBe(404);
    expect(missing.headers["cache-control"]).toBe("private, no-store");
  });
});
