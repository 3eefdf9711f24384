import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockEndpoint } from "../../../tests/mocks/endpoint";
import { memberCardFixture } from "../../../tests/mocks/member-fixtures";
import { routeArgs, settle } from "../../../tests/mocks/route-args";
import { server, mockApiForFile } from "../../../tests/mocks/server";
import { loader } from "./route";

mockApiForFile();

describe("the match finder page", () => {
  it("sends a visitor to the login and back", async () => {
    const res = await settle(async () => loader(await routeArgs("/match-finder?min_age=20", { loggedIn: false })));
    expect(res.headers.get("Location")).toBe("/login?redirectTo=%2Fmatch-finder%3Fmin_age%3D20");
  });

  it("shows the questions with the member's defaults, without asking for suggestions", async () => {
    const data = await (await loader(await routeArgs("/match-finder"))).json();
    expect(data.results).toBeNull();
    expect(data.answers).toMatchObject({ gender: "female", min_age: 24, max_age: 44, country: "NL" });
    expect(data.countries).toEqual([{ code: "NL", regions: ["Utrecht"], regionLabel: "province" }]);
  });

  it("asks for the ranked suggestions of the answers in the URL", async () => {
    let asked: URLSearchParams | undefined;
    server.use(
      mockEndpoint("findMatches", ({ request }) => {
        asked = new URL(request.url).searchParams;
        return HttpResponse.json({ results: [{ ...memberCardFixture(), score: 87, shared_interests: ["music"] }] });
      })
    );
    const res = await loader(await routeArgs("/match-finder?gender=female&min_age=40&max_age=25&interests=music"));
    const data = await res.json();
    expect(Object.fromEntries(asked!)).toMatchObject({
      gender: "female",
      min_age: "25",
      max_age: "40",
      interests: "music",
    });
    expect(data.results?.[0]).toMatchObject({ id: 7, score: 87, shared_interests: ["music"] });
  });
});
