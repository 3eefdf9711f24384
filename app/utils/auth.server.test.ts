import { forget } from "@epic-web/remember";
import { afterEach, describe, expect, it, vi } from "vitest";

const DEV_SECRET = "dating-platform.dev-session-secret";

describe("the session cookie without SESSION_SECRET (development)", () => {
  afterEach(() => {
    forget(DEV_SECRET);
    vi.unstubAllEnvs();
    vi.resetModules();
  });

  it("keeps a member signed in across a module reload of the same process", async () => {
    vi.stubEnv("SESSION_SECRET", "");
    const before = await import("./auth.server");
    const cookie = await before.commitAuthToken("member-token", { secure: false });
    vi.resetModules();
    const after = await import("./auth.server");
    expect(await after.getAuthToken(cookie.split(";")[0])).toBe("member-token");
  });

  it("signs out everyone when the process starts again (a new secret)", async () => {
    vi.stubEnv("SESSION_SECRET", "");
    const before = await import("./auth.server");
    const cookie = await before.commitAuthToken("member-token", { secure: false });
    forget(DEV_SECRET); // what a new process starts with
    vi.resetModules();
    const after = await import("./auth.server");
    expect(await after.getAuthToken(cookie.split(";")[0])).toBeNull();
  });
});
