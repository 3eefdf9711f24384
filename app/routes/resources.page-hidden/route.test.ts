import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { mockEndpoint } from "../../../tests/mocks/endpoint";
import { routeArgs } from "../../../tests/mocks/route-args";
import { server, mockApiForFile } from "../../../tests/mocks/server";
import { clearMemberCache } from "../../api/member-cache.server";
import { action } from "./route";

mockApiForFile();
beforeEach(() => clearMemberCache());

function beacons() {
  let seen = 0;
  server.use(
    mockEndpoint("pageHidden", () => {
      seen++;
      return HttpResponse.json({ ok: true });
    })
  );
  return () => seen;
}

/** A beacon as sendBeacon sends it: a POST without a body. */
async function beacon(loggedIn: boolean) {
  const args = await routeArgs("/resources/page-hidden", { loggedIn });
  const request = new Request(args.request.url, { method: "POST", headers: args.request.headers });
  return action({ ...args, request });
}

describe("the page-hidden beacon", () => {
  it("records the member's last seen", async () => {
    const seen = beacons();
    expect((await beacon(true)).status).toBe(204);
    expect(seen()).toBe(1);
  });

  it("does nothing for a visitor", async () => {
    const seen = beacons();
    expect((await beacon(false)).status).toBe(204);
    expect(seen()).toBe(0);
  });

  it("answers 204 when the API fails: nobody reads a beacon's answer", async () => {
    server.use(mockEndpoint("pageHidden", () => HttpResponse.json({ error: "internal_error" }, { status: 500 })));
    expect((await beacon(true)).status).toBe(204);
  });
});
