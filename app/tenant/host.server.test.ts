import { describe, expect, it } from "vitest";
import { authorityFromHeaders, normalizeHost } from "./host.server";

const request = (headers: Record<string, string>, url = "http://url-host.example/path") =>
  new Request(url, { headers });

describe("normalizeHost", () => {
  it("lower-cases and strips the port and a trailing dot", () => {
    expect(normalizeHost("FlirtHaven.Localhost:3000")).toBe("flirthaven.localhost");
    expect(normalizeHost("flirthaven.localhost.")).toBe("flirthaven.localhost");
    expect(normalizeHost("flirthaven.localhost.:8080")).toBe("flirthaven.localhost");
    expect(normalizeHost(" WWW.Example.COM ")).toBe("www.example.com");
    expect(normalizeHost("example.com:")).toBe("example.com");
  });

  it("keeps an IPv6 literal intact", () => {
    expect(normalizeHost("[::1]:3000")).toBe("[::1]");
    expect(normalizeHost("[::1]")).toBe("[::1]");
  });
});

const hostOf = (req: Request, trustProxy: boolean) =>
  normalizeHost(authorityFromHeaders((name) => req.headers.get(name), { trustProxy }));

describe("authorityFromHeaders", () => {
  it("takes the Host header, normalised", () => {
    expect(hostOf(request({ Host: "ManMatch.localhost:3000" }), false)).toBe("manmatch.localhost");
  });

  it("ignores X-Forwarded-Host unless the proxy is trusted", () => {
    const req = request({ Host: "manmatch.localhost:3000", "X-Forwarded-Host": "shemeets.localhost" });
    expect(hostOf(req, false)).toBe("manmatch.localhost");
    expect(hostOf(req, true)).toBe("shemeets.localhost");
  });

  it("uses the first X-Forwarded-Host of a list, normalised", () => {
    const req = request({ Host: "internal:8080", "X-Forwarded-Host": "SheMeets.localhost:443, proxy.internal" });
    expect(hostOf(req, true)).toBe("shemeets.localhost");
  });

  it("falls back to Host behind a trusted proxy that sent no X-Forwarded-Host", () => {
    expect(hostOf(request({ Host: "manmatch.localhost" }), true)).toBe("manmatch.localhost");
    expect(hostOf(request({ Host: "manmatch.localhost", "X-Forwarded-Host": "" }), true)).toBe("manmatch.localhost");
  });

  it("never takes the host from the URL", () => {
    expect(hostOf(request({}, "http://flirthaven.localhost/"), true)).toBe("");
  });
});
