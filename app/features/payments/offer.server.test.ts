import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { declaredErrors } from "~/api/endpoints";
import { mockEndpoint } from "../../../tests/mocks/endpoint";
import { discountCodeFixture, packagesFixture, packagesResponse } from "../../../tests/mocks/payment-fixtures";
import { settingsFixture } from "../../../tests/mocks/fixtures";
import { testTenant } from "../../../tests/mocks/request-context";
import { routeArgs, settle } from "../../../tests/mocks/route-args";
import { server, mockApiForFile } from "../../../tests/mocks/server";
import { loader as creditsLoader } from "~/routes/credits._index/route";
import { loader as pricingLoader } from "~/routes/pricing/route";
import { loader as premiumLoader } from "~/routes/premium/route";

mockApiForFile();

/** getPackages answering each query it is asked; every query is noted. */
function packages(answer: (query: URLSearchParams) => Response, asked: string[] = []) {
  return mockEndpoint("getPackages", ({ request }) => {
    const query = new URL(request.url).searchParams;
    asked.push(`country=${query.get("country") ?? ""} code=${query.get("discountcode") ?? ""}`);
    return answer(query);
  });
}

describe("the credits page", () => {
  it("prices the packages for the country chosen in the address, with the code that applies", async () => {
    const asked: string[] = [];
    server.use(
      packages(
        (q) =>
          HttpResponse.json(
            packagesResponse({
              country: q.get("country") ?? "NL",
              currency: q.get("country") === "PL" ? "PLN" : "EUR",
              packages: packagesFixture(q.get("discountcode") ? 2996 : null),
              discount: q.get("discountcode") ? discountCodeFixture() : null,
            })
          ),
        asked
      )
    );
    const data = await (await creditsLoader(await routeArgs("/credits?country=pl&code=SPRING25"))).json();
    expect(asked).toEqual(["country=PL code=SPRING25"]);
    expect(data.offer).toMatchObject({
      country: "PL",
      currency: "PLN",
      code: "SPRING25",
      codeApplied: true,
      codeError: null,
    });
    expect(data.offer.discount).toEqual({ code: "SPRING25", percent: "25.0" });
    expect(data.offer.packages[2]).toMatchObject({ amount: 3995, discounted_amount: 2996 });
  });

  it("offers only the countries the site serves, the member's own first, and keeps the one chosen", async () => {
    const tenant = testTenant({ id: "served-countries" });
    const payable = ["GB", "NL", "BE", "DE", "AT", "PL", "SE", "NO", "DK", "CH", "FR", "IT", "US"];
    server.use(
      mockEndpoint("getSettings", () =>
        HttpResponse.json({ settings: { ...settingsFixture, countries: ["NL", "BE", "DE", "US", "CA"] } })
      ),
      packages((q) => HttpResponse.json(packagesResponse({ country: q.get("country") ?? "GB", countries: payable })))
    );
    const own = await (await creditsLoader(await routeArgs("/credits", { tenant }))).json();
    expect(own.offer.countries).toEqual(["GB", "NL", "BE", "DE", "US"]);
    const chosen = await (await creditsLoader(await routeArgs("/credits?country=PL", { tenant }))).json();
    expect(chosen.offer.countries).toEqual(["GB", "NL", "BE", "DE", "US", "PL"]);
  });

  it.each([
    "code_not_found",
    "code_used",
    "code_expired",
    "code_minimum_order",
    "code_country",
    "code_method",
  ] as const)("explains %s and shows the prices without the code, keeping what was typed", async (code) => {
    const asked: string[] = [];
    server.use(
      packages((q) => {
        if (q.get("discountcode"))
          return HttpResponse.json({ error: code }, { status: declaredErrors("getPackages")[code] });
        return HttpResponse.json(packagesResponse());
      }, asked)
    );
    const data = await (await creditsLoader(await routeArgs("/credits?code=OLD1"))).json();
    expect(asked).toEqual(["country= code=OLD1", "country= code="]);
    expect(data.offer).toMatchObject({ code: "OLD1", codeApplied: false, codeError: code, discount: null });
    expect(data.offer.packages).toHaveLength(4);
  });

  it("calls a code that cannot be one unknown without asking the API with it", async () => {
    const asked: string[] = [];
    server.use(packages(() => HttpResponse.json(packagesResponse()), asked));
    const data = await (
      await creditsLoader(await routeArgs(`/credits?code=${encodeURIComponent("<b>x</b>' OR 1")}`))
    ).json();
    expect(asked).toEqual(["country= code="]);
    expect(data.offer).toMatchObject({ codeError: "code_not_found", codeApplied: false });
  });

  it("applies the account-deletion offer's personal code when the offer leads here", async () => {
    const asked: string[] = [];
    server.use(
      packages(() => HttpResponse.json(packagesResponse()), asked),
      mockEndpoint("getDiscountCode", ({ request }) => {
        expect(new URL(request.url).searchParams.get("offer")).toBe("delete");
        return HttpResponse.json({
          discountcode: discountCodeFixture({ code: "STAY-7F3K", user_id: 1, value_percentage: "30.0" }),
        });
      })
    );
    const data = await (await creditsLoader(await routeArgs("/credits?offer=delete"))).json();
    expect(asked).toEqual(["country= code=STAY-7F3K"]);
    expect(data.offer.codeApplied).toBe(true);
  });

  it("is for members: /credits and /premium send a visitor to the login; /pricing shows them the prices", async () => {
    server.use(packages(() => HttpResponse.json(packagesResponse())));
    for (const [path, loader] of [
      ["/credits", creditsLoader],
      ["/premium", premiumLoader],
    ] as const) {
      const res = await settle(async () => loader(await routeArgs(path, { loggedIn: false })));
      expect(res.headers.get("Location")).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
    }
    const pricing = await (await pricingLoader(await routeArgs("/pricing", { loggedIn: false }))).json();
    expect(pricing.member).toBeNull();
    expect(pricing.offer.packages.map((p: { id: string }) => p.id)).toEqual(["p0", "p1", "p2", "p3"]);
  });
});
