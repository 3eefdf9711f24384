import { describe, expect, it } from "vitest";
import { rawRequest, webServerForFile, type RawAnswer } from "../tests/mocks/web-server";

/**
 * What the web server answers for request lines browsers never send but proxies and scanners do
 * (RFC 9112 §3.2): the page, or the site's own 400/405 page, and never the plain 500 that an
 * absolute URL used to cause on every path.
 */
const server = webServerForFile();

const SITE = "flirthaven.localhost";
const send = (line: string, host: string | null = SITE) =>
  rawRequest(server.port, host === null ? line : `${line}\r\nHost: ${host}`);
const title = (answer: RawAnswer) => /<title>([^<]*)<\/title>/.exec(answer.body)?.[1];
const sitePage = (answer: RawAnswer) => {
  expect(answer.headers).toMatch(/content-type: text\/html/i);
  expect(title(answer)).toContain("FlirtHaven");
};

describe("an absolute URL as the request target", () => {
  it.each(["/", "/login", "/pricing?x=1", "/no-such-page"])("answers %s as its path does", async (path) => {
    const asPath = await send(`GET ${path} HTTP/1.1`);
    for (const scheme of ["http", "https", "HTTP"]) {
      const absolute = await send(`GET ${scheme}://${SITE}${path} HTTP/1.1`);
      expect(absolute.status).toBe(asPath.status);
      expect(title(absolute)).toBe(title(asPath));
      sitePage(absolute);
    }
    // The port and case of the host do not matter, as in the Host header.
    expect((await send(`GET http://FlirtHaven.localhost:80${path} HTTP/1.1`)).status).toBe(asPath.status);
  });

  it("refuses another host than the Host header's with the site's 400 page (the site comes from Host alone)", async () => {
    const answer = await send("GET http://manmatch.localhost/ HTTP/1.1");
    expect(answer.status).toBe(400);
    sitePage(answer);
  });
});

describe("request targets that name no page", () => {
  it.each([
    ["GET * HTTP/1.1", 400],
    ["GET ftp://flirthaven.localhost/ HTTP/1.1", 400],
    ["POST http://[::1 HTTP/1.1", 400],
    ["OPTIONS * HTTP/1.1", 405],
  ])("%s: the site's %i page", async (line, status) => {
    const answer = await send(line);
    expect(answer.status).toBe(status);
    sitePage(answer);
  });

  it.each([`GET ${SITE}:443 HTTP/1.1`, "GET /a b c HTTP/1.1", "GET / HTTP/9.9"])(
    "%s, refused by Node's parser before any page runs: a clean JSON 400, not Node's bare one",
    async (line) => {
      const answer = await send(line);
      expect(answer.status).toBe(400);
      expect(answer.headers).toMatch(/content-type: application\/json/i);
      expect(JSON.parse(answer.body)).toEqual({ error: "bad_request" });
    }
  );

  it("answers CONNECT (a tunnel request) with the site's 405 page instead of dropping the connection", async () => {
    const answer = await send(`CONNECT ${SITE}:443 HTTP/1.1`);
    expect(answer.status).toBe(405);
    expect(answer.headers).toMatch(/^allow: GET, HEAD, POST/im);
    sitePage(answer);
  });
});
