import { delay, HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockEndpoint } from "../../tests/mocks/endpoint";
import { API_BASE, userFixture } from "../../tests/mocks/fixtures";
import { server, mockApiForFile } from "../../tests/mocks/server";
import { createApiClient } from "./client.server";

mockApiForFile();

const client = (deadlineMs: number) =>
  createApiClient({
    baseUrl: API_BASE,
    domain: "flirthaven.localhost",
    language: "en",
    deadline: Date.now() + deadlineMs,
    logger: () => {},
  });

describe("the page's deadline", () => {
  it("a read of a hanging API gives up at the deadline, retries included", async () => {
    server.use(mockEndpoint("getUser", () => delay("infinite")));
    const started = Date.now();
    await expect(client(400).call("getUser")).rejects.toMatchObject({ status: 504 });
    expect(Date.now() - started).toBeLessThan(700);
  });

  it("a form post of a slow API answers the page at the deadline and completes in the background", async () => {
    let completed = false;
    server.use(
      mockEndpoint("logout", async () => {
        await delay(900);
        completed = true;
        return HttpResponse.json({ status: "ok" });
      })
    );
    const started = Date.now();
    await expect(client(300).call("logout")).rejects.toMatchObject({ status: 504, code: "timeout" });
    expect(Date.now() - started).toBeLessThan(600);
    expect(completed).toBe(false);
    await delay(900);
    expect(completed).toBe(true); // the API still got the whole request
  });

  it("an API that answers in time is not affected", async () => {
    server.use(mockEndpoint("getUser", () => HttpResponse.json({ user: userFixture })));
    expect((await client(300).call("getUser")).user?.profile.name).toBe("Sam");
  });
});
