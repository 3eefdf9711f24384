import { describe, expect, it } from "vitest";
import { requestContextFor, testTenant } from "../../../tests/mocks/request-context";
import { settle } from "../../../tests/mocks/route-args";
import { action } from "./route";

/** A post of the consent form, from a browser holding `cookie`. */
function post(form: Record<string, string>, cookie = "", address = "http://t.localhost/consent") {
  const request = new Request(address, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", ...(cookie ? { Cookie: cookie } : {}) },
    body: new URLSearchParams(form),
  });
  return settle(async () => action({ request, context: requestContextFor(request, testTenant()), params: {} }));
}

describe("storing the cookie choice", () => {
  it("stores Accept and goes back to the page it was made on, in place (no new history entry)", async () => {
    const answer = await post({ choice: "all", redirectTo: "/members?page=2" });
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe("/members?page=2");
    expect(answer.headers.get("X-Remix-Replace")).toBe("true");
    expect(answer.headers.get("Set-Cookie")).toBe("consent=all; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax");
  });

  it("answers the page's script with the cookie alone: the page is read again where it is, whatever navigation began meanwhile", async () => {
    const answer = await post(
      { choice: "all", redirectTo: "/" },
      "",
      "http://t.localhost/consent?_data=routes%2Fconsent"
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Location")).toBeNull();
    expect(answer.headers.get("Set-Cookie")).toBe("consent=all; Max-Age=31536000; Path=/; HttpOnly; SameSite=Lax");
  });

  it("stores Reject the same way", async () => {
    const answer = await post({ choice: "essential", redirectTo: "/pages/terms" });
    expect(answer.headers.get("Location")).toBe("/pages/terms");
    expect(answer.headers.get("Set-Cookie")).toMatch(/^consent=essential;/);
    expect(answer.headers.get("X-Remix-Reload-Document")).toBeNull();
  });

  it("loads the page anew after a withdrawal: scripts that ran cannot be unloaded", async () => {
    const answer = await post({ choice: "essential", redirectTo: "/pages/cookies" }, "consent=all");
    expect(answer.headers.get("Location")).toBe("/pages/cookies");
    expect(answer.headers.get("X-Remix-Reload-Document")).toBe("true");
    expect(answer.headers.get("Set-Cookie")).toMatch(/^consent=essential;/);
  });

  it("sends back only to a path of this site", async () => {
    for (const redirectTo of ["https://evil.example/", "//evil.example/", "/\\evil.example", "javascript:alert(1)"]) {
      expect((await post({ choice: "all", redirectTo })).headers.get("Location"), redirectTo).toBe("/");
    }
    expect((await post({ choice: "all" })).headers.get("Location")).toBe("/");
  });

  it("refuses an answer that is neither, storing nothing", async () => {
    for (const choice of ["", "ALL", "none", "all; Domain=evil.example"]) {
      const answer = await post({ choice, redirectTo: "/" });
      expect(answer.status, choice).toBe(400);
      expect(answer.headers.get("Set-Cookie")).toBeNull();
    }
    expect((await post({ redirectTo: "/" })).status).toBe(400);
  });
});
