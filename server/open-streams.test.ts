import { afterEach, describe, expect, it, vi } from "vitest";
import { endOpenStreams, holdOpenStream, reconnectHint, resetOpenStreams } from "../lib/open-streams";

afterEach(resetOpenStreams);

describe("open streams", () => {
  it("ends each open stream once with a retry hint when the process shuts down, not those already over", () => {
    const open = vi.fn();
    const over = vi.fn();
    holdOpenStream(open);
    holdOpenStream(over)();
    expect(endOpenStreams()).toBe(1);
    expect(open).toHaveBeenCalledTimes(1);
    expect(open.mock.calls[0][0]).toMatch(/^retry: \d+\n\n$/);
    expect(over).not.toHaveBeenCalled();
    expect(endOpenStreams()).toBe(0);
    expect(open).toHaveBeenCalledTimes(1);
  });

  it("ends a stream opened while shutting down at once", async () => {
    endOpenStreams();
    const late = vi.fn();
    holdOpenStream(late);
    await Promise.resolve();
    expect(late).toHaveBeenCalledWith(expect.stringMatching(/^retry: \d+\n\n$/));
  });

  it("spreads the browsers' reconnects over 0.5 to 2 s", () => {
    expect(reconnectHint(() => 0)).toBe("retry: 500\n\n");
    expect(reconnectHint(() => 0.999)).toBe("retry: 1998\n\n");
  });
});
