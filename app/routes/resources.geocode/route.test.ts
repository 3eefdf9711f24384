import { HttpResponse } from "msw";
import { beforeEach, describe, expect, it } from "vitest";
import { mockEndpoint, mockRefusal } from "../../../tests/mocks/endpoint";
import { routeArgs } from "../../../tests/mocks/route-args";
import { server, mockApiForFile } from "../../../tests/mocks/server";
import { clearMemberCache } from "../../api/member-cache.server";
import { loader } from "./route";

mockApiForFile();
beforeEach(() => clearMemberCache());

const PLACE = { country: "NL", region: "Utrecht", city: "Utrecht" };
const ask = async (query: string) => loader(await routeArgs(`/resources/geocode?${query}`));

describe("reverse geocoding for 'Use my location'", () => {
  it("answers the place the API finds for the position", async () => {
    const asked: string[] = [];
    server.use(
      mockEndpoint("geocode", ({ request }) => {
        asked.push(new URL(request.url).search);
        return HttpResponse.json({ location: PLACE });
      })
    );
    const answer = await ask("lat=52.09073&lon=5.12142");
    expect(await answer.json()).toEqual({ location: PLACE });
    expect(asked[0]).toContain("lat=52.09073");
  });

  it.each(["", "lat=52", "lat=&lon=", "lat=91&lon=5", "lat=north&lon=5"])(
    "refuses the position %j without asking the API",
    async (query) => {
      const answer = await ask(query);
      expect(answer.status).toBe(400);
      expect(await answer.json()).toEqual({ location: false });
    }
  );

  it("answers false when no place is near, or the API fails", async () => {
    server.use(mockRefusal("geocode", "geocode_not_found"));
    expect(await (await ask("lat=0&lon=0")).json()).toEqual({ location: false });
    server.use(mockEndpoint("geocode", () => HttpResponse.json({ error: "internal_error" }, { status: 500 })));
    const failed = await ask("lat=1&lon=1");
    expect(failed.status).toBe(503);
    expect(await failed.json()).toEqual({ location: false });
  });
});
