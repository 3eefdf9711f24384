import type express from "express";
import { describe, expect, it } from "vitest";
import { UPLOAD_LIMIT_BYTES } from "../app/utils/upload-limits";
import { refusalOf } from "./site-request";

/** A request as express hands it over: method, path, target and headers. */
function request(method: string, target: string, headers: Record<string, string> = {}) {
  const lower = Object.fromEntries(Object.entries(headers).map(([k, v]) => [k.toLowerCase(), v]));
  return {
    method,
    url: target,
    originalUrl: target,
    path: target.split("?")[0],
    headers: { host: "velvet.localhost", ...lower },
    get: (name: string) => lower[name.toLowerCase()],
  } as unknown as express.Request;
}

describe("a request refused before any page runs", () => {
  it("lets an ordinary page request and a same-site form through", () => {
    expect(refusalOf(request("GET", "/members?page=2"), "velvet.localhost")).toBeUndefined();
    const form = request("POST", "/login", { origin: "http://velvet.localhost", "content-length": "40" });
    expect(refusalOf(form, "velvet.localhost")).toBeUndefined();
  });

  it("refuses a method no page takes (405), a body past the largest upload (413), a path that does not decode (400) and a form from another site (403)", () => {
    expect(refusalOf(request("OPTIONS", "/profile"), "velvet.localhost")).toBe(405);
    const huge = request("POST", "/profile/photos", { "content-length": String(UPLOAD_LIMIT_BYTES + 1) });
    expect(refusalOf(huge, "velvet.localhost")).toBe(413);
    expect(refusalOf(request("GET", "/members/%E0%A4%A"), "velvet.localhost")).toBe(400);
    const crossSite = request("POST", "/login", { origin: "https://evil.example", "sec-fetch-site": "cross-site" });
    expect(refusalOf(crossSite, "velvet.localhost")).toBe(403);
  });
});
