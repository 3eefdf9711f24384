import http from "node:http";
import { describe, expect, it } from "vitest";
import { webServerForFile } from "../tests/mocks/web-server";

/**
 * The site's own forms with addresses beyond ASCII (docs/decisions/007, "E-mail addresses"):
 * an account signed up with one logs in and asks for a reset however the address is typed, and
 * changes its address to one. Web server, pages and reference API run in this process.
 */
const server = webServerForFile();

const SITE = "flirthaven.localhost";
const PASSWORD = "secret123";
let ip = 0;
/** A form post as a browser without JavaScript sends it (the Host header names the site). */
const post = (path: string, fields: Record<string, string>, cookie = "") =>
  new Promise<{ status: number; cookies: string[]; body: string }>((resolve, reject) => {
    const body = new URLSearchParams(fields).toString();
    const request = http.request(
      {
        host: "127.0.0.1",
        port: server.port,
        path,
        method: "POST",
        headers: {
          Host: SITE,
          "Content-Type": "application/x-www-form-urlencoded",
          "Content-Length": Buffer.byteLength(body),
          ...(cookie ? { Cookie: cookie } : {}),
        },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8").on("data", (chunk) => (text += chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, cookies: res.headers["set-cookie"] ?? [], body: text })
        );
      }
    );
    request.on("error", reject).end(body);
  });
/** An account made through the API, as a finished signup leaves it. */
const signUp = async (email: string) => {
  const answer = await fetch(`${server.apiUrl}/api/signup.php?forced-domain=${SITE}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Forwarded-For": `10.2.0.${++ip}` },
    body: JSON.stringify({ email, name: `Form${ip}`, password: PASSWORD, date_of_birth: "1990-05-17", country: "NL" }),
  });
  expect(answer.status).toBe(200);
};
const sessionOf = (answer: { cookies: string[] }) => answer.cookies.map((cookie) => cookie.split(";")[0]).join("; ");

describe("the site's forms take addresses beyond ASCII", () => {
  it.each([
    ["Müller-21@Example.com", ["müller-21@example.com", "MÜLLER-21@EXAMPLE.COM"]],
    ["josé-22@example.com", ["jose\u0301-22@example.com"]],
    ["иван-23@пример.рф", ["ИВАН-23@ПРИМЕР.РФ", "иван-23@xn--e1afmkfd.xn--p1ai"]],
    ["ｊｕｌｉａ24＠ｅｘａｍｐｌｅ．ｃｏｍ", ["julia24@example.com"]],
  ])("%s logs in and asks for a reset on the login and reset pages, typed as %j", async (typed, alsoTyped) => {
    await signUp(typed);
    for (const email of [typed, ...alsoTyped]) {
      const login = await post("/login", { email, password: PASSWORD, redirectTo: "/members" });
      expect(login.status, email).toBe(302);
      expect(sessionOf(login)).toMatch(/auth_session=/);
    }
    const reset = await post("/reset-password", { email: alsoTyped[0] });
    expect(reset.status).toBe(200);
    expect(reset.body).toContain('data-testid="reset-sent"');
  });

  it("changes the address to one on the settings page", async () => {
    await signUp("settings-25@example.com");
    const session = sessionOf(await post("/login", { email: "settings-25@example.com", password: PASSWORD }));
    const change = await post(
      "/notifications",
      { intent: "email", email: "Zoë-25@Bücher.de", password: PASSWORD },
      session
    );
    expect(change.status).toBe(200);
    expect(change.body).toContain("zoë-25@xn--bcher-kva.de");
  });

  it("refuses a look-alike on the login form with its translated message, keeping what was typed", async () => {
    const lookAlike = "pаypal-26@example.com"; // a Cyrillic а
    const login = await post("/login", { email: lookAlike, password: PASSWORD });
    expect(login.status).toBe(400);
    const page = login.body;
    expect(page).toContain("Invalid email");
    expect(page).toContain(`value="${lookAlike}"`);
  });
});
