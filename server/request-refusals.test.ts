import http from "node:http";
import { describe, expect, it } from "vitest";
import { httpRequest, webServerForFile } from "../tests/mocks/web-server";

/**
 * Requests no page of the site makes (too big, another content type, another method, a broken
 * Host) are refused with their status and a page of the site, never a 500, and a huge body is
 * not read: the answer comes while it is still being sent (docs/decisions/012).
 */
const server = webServerForFile();
type RequestOptions = Parameters<typeof httpRequest>[1];
const send = (options: RequestOptions) => httpRequest(server.port, options);

const host = "flirthaven.localhost";
const english = { "Accept-Language": "en", Cookie: "entry_ok=IjEi" };

describe("requests no page makes", () => {
  it("an oversized form is refused with 413 before it is read, on a translated page", async () => {
    const big = await send({
      host,
      path: "/entry-warning",
      method: "POST",
      headers: { ...english, "Content-Type": "application/x-www-form-urlencoded" },
      body: "redirectTo=" + "a".repeat(200_000),
    });
    expect(big.status).toBe(413);
    expect(big.body).toContain("What was sent is too large.");

    const german = await send({
      host,
      path: "/login",
      method: "POST",
      headers: { "Accept-Language": "de", "Content-Type": "application/x-www-form-urlencoded" },
      body: "email=" + "a".repeat(100_000),
    });
    expect(german.status).toBe(413);
    expect(german.body).toContain("Die gesendeten Daten sind zu groß.");
  });

  /** Streams a body with no Content-Length until the server answers; returns what it answered. */
  function streamUntilAnswered(path: string, maxBytes: number) {
    return new Promise<{ status: number; sent: number }>((resolve, reject) => {
      let sent = 0;
      let answered = false;
      const req = http.request(
        {
          host: "127.0.0.1",
          port: server.port,
          path,
          method: "POST",
          headers: { Host: `${host}:${server.port}`, "Content-Type": "application/x-www-form-urlencoded" },
        },
        (res) => {
          answered = true;
          res.resume();
          resolve({ status: res.statusCode ?? 0, sent });
          req.destroy();
        }
      );
      req.on("error", (error) => (answered ? undefined : reject(error)));
      const chunk = Buffer.alloc(64 * 1024, "a");
      const pump = () => {
        while (!answered && sent < maxBytes) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        if (!answered) req.end();
      };
      req.write("redirectTo=");
      pump();
    });
  }

  it("a 50 MB body without a length is answered 413 long before it is all sent", async () => {
    const answer = await streamUntilAnswered("/entry-warning", 50 * 1024 * 1024);
    expect(answer.status).toBe(413);
    expect(answer.sent).toBeLessThan(20 * 1024 * 1024);
    // The server is fine afterwards.
    expect((await send({ host, path: "/", headers: english })).status).toBe(200);
  });

  it("a body announced at 600 MB is refused at once", async () => {
    const answer = await new Promise<number>((resolve, reject) => {
      const req = http.request(
        {
          host: "127.0.0.1",
          port: server.port,
          path: "/entry-warning",
          method: "POST",
          headers: {
            Host: `${host}:${server.port}`,
            "Content-Type": "application/x-www-form-urlencoded",
            "Content-Length": String(600 * 1024 * 1024),
          },
        },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
          req.destroy();
        }
      );
      req.on("error", reject);
      req.write("redirectTo=%2F");
    });
    expect(answer).toBe(413);
  });

  it("other content types are refused with 415 on a translated page", async () => {
    for (const [type, body] of [
      ["application/json", '{"email":"a@b.c"}'],
      ["text/plain", "email=a@b.c"],
      ["multipart/form-data; boundary=x", "--x\r\nbroken"],
    ]) {
      const response = await send({
        host,
        path: "/login",
        method: "POST",
        headers: { ...english, "Content-Type": type },
        body,
      });
      expect(response.status, type).toBe(415);
      expect(response.body).toContain("This kind of content cannot be sent here.");
    }
    // The profile takes uploads: a broken one is a bad request, not a server error.
    const broken = await send({
      host,
      path: "/profile",
      method: "POST",
      headers: { ...english, "Content-Type": "multipart/form-data; boundary=x" },
      body: "--x\r\nbroken",
    });
    expect(broken.status).toBeLessThan(500);
  });

  it("methods a page does not take answer 405; a broken Host answers 400", async () => {
    for (const method of ["PUT", "PATCH", "DELETE"]) {
      const response = await send({
        host,
        path: "/login",
        method,
        headers: { ...english, "Content-Type": "application/x-www-form-urlencoded", "Content-Length": "7" },
        body: "email=a",
      });
      expect(response.status, method).toBe(405);
      expect(response.body).toContain("This page cannot be used that way.");
    }
    for (const method of ["TRACE", "OPTIONS", "PROPFIND"]) {
      const response = await send({ host, path: "/", method, headers: english });
      expect(response.status, method).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD, POST");
    }
    const badHost = await new Promise<number>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port: server.port, path: "/", headers: { Host: `${host}:99999` } }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        })
        .on("error", reject);
    });
    expect(badHost).toBe(400);
  });

  it("a malformed language cookie is ignored and cleared", async () => {
    for (const value of ["e30=", "%", "W10=", "InhxIg=="]) {
      const response = await send({ host, path: "/login", headers: { ...english, Cookie: `lng=${value}` } });
      expect(response.status, value).toBe(200);
      expect(response.body).toContain('lang="en"');
      expect(String(response.headers["set-cookie"]), value).toMatch(/lng=;.*Max-Age=0/);
    }
    for (const cookie of [
      "app_mode=e30=",
      "entry_ok=%",
      "tracking=W10=",
      "hide_enrich_alert=e30=",
      "auth_session=e30=",
    ]) {
      const response = await send({ host, path: "/", headers: { "Accept-Language": "en", Cookie: cookie } });
      expect(response.status, cookie).toBe(200);
    }
  });

  it("every refusal is the site's own error page: its header, theme and a title naming the error and the site", async () => {
    const form = { ...english, "Content-Type": "application/x-www-form-urlencoded" };
    const refusals: { what: string; status: number; title: string; request: RequestOptions }[] = [
      {
        what: "a path that does not decode",
        status: 400,
        title: "The request was not understood.",
        request: { host, path: "/members/%FF", headers: english },
      },
      {
        what: "an overlong encoding",
        status: 400,
        title: "The request was not understood.",
        request: { host, path: "/%C0%AF", headers: english },
      },
      {
        what: "a control character in a form",
        status: 400,
        title: "The request was not understood.",
        request: { host, path: "/login", method: "POST", headers: form, body: "email=%01" },
      },
      {
        what: "a form from another site",
        status: 403,
        title: "This form was sent from another site and has been refused.",
        request: {
          host,
          path: "/login",
          method: "POST",
          headers: { ...form, Origin: "https://evil.example" },
          body: "email=a",
        },
      },
      {
        what: "no such page",
        status: 404,
        title: "This page could not be found",
        request: { host, path: "/no-such-page", headers: english },
      },
      {
        what: "a method no page takes",
        status: 405,
        title: "This page cannot be used that way.",
        request: { host, path: "/", method: "TRACE", headers: english },
      },
      {
        what: "a method the page does not take",
        status: 405,
        title: "This page cannot be used that way.",
        request: { host, path: "/login", method: "PUT", headers: form, body: "email=a" },
      },
      {
        what: "a form too large",
        status: 413,
        title: "What was sent is too large.",
        request: { host, path: "/login", method: "POST", headers: form, body: "email=" + "a".repeat(100_000) },
      },
      {
        what: "a body over every limit",
        status: 413,
        title: "What was sent is too large.",
        request: {
          host,
          path: "/login",
          method: "POST",
          headers: { ...form, "Content-Length": String(200 * 1024 * 1024) },
          body: "email=a",
        },
      },
      {
        what: "another content type",
        status: 415,
        title: "This kind of content cannot be sent here.",
        request: {
          host,
          path: "/login",
          method: "POST",
          headers: { ...english, "Content-Type": "application/json" },
          body: "{}",
        },
      },
    ];
    for (const { what, status, title, request } of refusals) {
      const response = await send({ ...request, fresh: true }).catch(() => null);
      // A body announced larger than what is sent: the answer comes before the rest, or the connection is cut.
      if (!response) continue;
      expect(response.status, what).toBe(status);
      expect(response.body, what).toContain(`<title>${title.replace(/'/g, "&#x27;")} · FlirtHaven</title>`);
      expect(response.body, what).toContain('data-niche="1"');
      expect(response.body, what).toMatch(/<header[^>]*>[\s\S]*FlirtHaven/);
    }
    // In the member's language, too.
    const german = await send({ host, path: "/members/%FF", headers: { "Accept-Language": "de" } });
    expect(german.status).toBe(400);
    expect(german.body).toMatch(/<title>[^<]+ · FlirtHaven<\/title>/);
    expect(german.body).toContain('lang="de"');
  });
});
