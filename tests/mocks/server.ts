import { HttpResponse } from "msw";
import { setupServer } from "msw/node";
import { afterAll, afterEach, beforeAll } from "vitest";
import { mockEndpoint } from "./endpoint";
import { companyFixture, settingsFixture, userFixture } from "./fixtures";

/** Happy-path answers of the contract; tests add faults with `server.use(...)`. */
export const handlers = [
  mockEndpoint("getUser", () => HttpResponse.json({ user: userFixture })),
  mockEndpoint("login", () => HttpResponse.json({ user: userFixture, token: "t".repeat(43) })),
  mockEndpoint("getSettings", () => HttpResponse.json({ settings: settingsFixture })),
  mockEndpoint("getInterests", () => HttpResponse.json({ interests: [{ id: 1, key: "music" }] })),
  mockEndpoint("getRegions", () => HttpResponse.json({ regions: [{ id: 1, country: "NL", name: "Utrecht" }] })),
  mockEndpoint("getCompanyInfo", () => HttpResponse.json({ company: companyFixture })),
  mockEndpoint("logout", () => HttpResponse.json({ ok: true })),
];

export const server = setupServer(...handlers);

/**
 * The mock API for the test file that calls this: a request no handler answers fails the test, and
 * the handlers a test adds are dropped after it.
 */
export function mockApiForFile() {
  beforeAll(() => server.listen({ onUnhandledRequest: "error" }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return server;
}
