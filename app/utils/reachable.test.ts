import { afterEach, describe, expect, it, vi } from "vitest";
import { siteReachable } from "./reachable";

afterEach(() => vi.unstubAllGlobals());

describe("whether the site answers again after the browser says it is online", () => {
  it("asks /healthz until it answers", async () => {
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(new Response("", { status: 502 }))
      .mockResolvedValueOnce(new Response("{}", { status: 200 }));
    vi.stubGlobal("fetch", fetch);
    vi.stubGlobal("navigator", { onLine: true });
    await expect(siteReachable({ everyMs: 1 })).resolves.toBe(true);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(fetch.mock.calls[0][0]).toBe("/healthz");
  });
  it("gives up after its attempts, and asks nothing while the browser is offline", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    vi.stubGlobal("navigator", { onLine: false });
    await expect(siteReachable({ everyMs: 1, attempts: 3 })).resolves.toBe(false);
    expect(fetch).not.toHaveBeenCalled();
  });
});
