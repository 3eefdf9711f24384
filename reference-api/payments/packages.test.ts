// packages.php: the four packages priced in the country's currency (integer minor units), and the
// payment methods of each country exactly as decision 017's table lists them.
import { describe, expect, it } from "vitest";
import type { PackagesResponse } from "../../app/api/schemas/payments";
import { DEMO_SITES, settingsFor } from "../seed/sites";
import { createApp } from "../server";
import { memberKit } from "../testing/member-kit";
import { testSiteForFile } from "../testing/site";

const DOMAIN = "prices.localhost";
const now = new Date("2026-06-01T12:00:00Z");
// The demo settings: they hold the packages, which settings.php must not show.
const site = testSiteForFile(DOMAIN, "Packages", () => now, settingsFor(DEMO_SITES[0]));
const kit = memberKit(site, DOMAIN, () => now);

async function packages(query = "", token?: string) {
  const { status, json } = await kit.call("GET", `/api/packages.php${query}`, undefined, { token });
  expect(status).toBe(200);
  return json as unknown as PackagesResponse;
}

/** Decision 017's table: the methods of each country, in the order shown. */
const METHODS: Record<string, string[]> = {
  NL: ["ideal", "creditcard", "paypal", "applepay", "sdd", "sct", "paysafecard"],
  BE: ["bancontact", "creditcard", "paypal", "applepay", "sdd", "sct", "paysafecard"],
  DE: ["sofort", "giropay", "paypal", "creditcard", "applepay", "sdd", "sct", "paysafecard"],
  AT: ["eps", "sofort", "creditcard", "paypal", "applepay", "sdd", "sct", "paysafecard"],
  PL: ["blik", "prezelewy24", "creditcard", "paypal", "applepay", "paysafecard"],
  SE: ["swish", "creditcard", "paypal", "applepay", "paysafecard"],
  NO: ["vipps", "creditcard", "paypal", "applepay", "paysafecard"],
  DK: ["mobilepay", "dankort", "creditcard", "paypal", "applepay", "paysafecard"],
  CH: ["twint", "creditcard", "paypal", "applepay", "paysafecard"],
  FR: ["cartebancaire", "creditcard", "paypal", "applepay", "sdd", "sct", "paysafecard"],
  IT: ["satispay", "nexi", "creditcard", "paypal", "applepay", "sdd", "sct", "paysafecard"],
  GB: ["creditcard", "paypal", "applepay", "paysafecard"],
  US: ["creditcard", "paypal", "applepay"],
};
const CURRENCY: Record<string, string> = {
  NL: "EUR",
  BE: "EUR",
  DE: "EUR",
  AT: "EUR",
  FR: "EUR",
  IT: "EUR",
  PL: "PLN",
  SE: "SEK",
  NO: "NOK",
  DK: "DKK",
  CH: "CHF",
  GB: "GBP",
  US: "USD",
};

describe("packages.php", () => {
  it.each(Object.keys(METHODS))("offers %s its own methods, in its currency", async (country) => {
    const member = await kit.newMember({ country });
    const answer = await packages("", member.token);
    expect(answer.country).toBe(country);
    expect(answer.currency).toBe(CURRENCY[country]);
    expect(answer.methods.map((m) => m.id)).toEqual(METHODS[country]);
    // The same list when another member chooses the country on the page.
    const chosen = await packages(`?country=${country}`, (await kit.newMember({ country: "NL" })).token);
    expect(chosen.methods.map((m) => m.id)).toEqual(METHODS[country]);
  });

  it("prices the four packages in integer minor units of the decision's table", async () => {
    const eur = await packages("?country=NL");
    expect(eur.packages).toEqual([
      { id: "p0", credits: 50, amount: 995, discounted_amount: null, popular: false },
      { id: "p1", credits: 120, amount: 1995, discounted_amount: null, popular: false },
      { id: "p2", credits: 300, amount: 3995, discounted_amount: null, popular: true },
      { id: "p3", credits: 800, amount: 8995, discounted_amount: null, popular: false },
    ]);
    const pln = await packages("?country=PL");
    expect(pln.packages.map((p) => p.amount)).toEqual([4499, 8999, 17999, 39999]);
    const gbp = await packages("?country=GB");
    expect(gbp.packages.map((p) => p.amount)).toEqual([899, 1799, 3499, 7999]);
    for (const p of [...eur.packages, ...pln.packages, ...gbp.packages]) expect(Number.isInteger(p.amount)).toBe(true);
  });

  it("gives banks to methods with a bank step and paysafecard's fee", async () => {
    const nl = await packages("?country=NL");
    const ideal = nl.methods.find((m) => m.id === "ideal")!;
    expect(ideal.banks.map((b) => b.id)).toContain("ing");
    expect(nl.methods.find((m) => m.id === "creditcard")!.banks).toEqual([]);
    expect(nl.methods.find((m) => m.id === "paysafecard")!.fee).toBe(100);
    expect(nl.methods.filter((m) => m.id !== "paysafecard").every((m) => m.fee === 0)).toBe(true);
    expect((await packages("?country=AT")).methods.find((m) => m.id === "eps")!.banks.length).toBeGreaterThan(0);
    expect((await packages("?country=PL")).methods.find((m) => m.id === "prezelewy24")!.banks.length).toBeGreaterThan(
      0
    );
  });

  it("prices a visitor in the site's first country and lists the countries one may choose", async () => {
    const answer = await packages();
    expect(answer.country).toBe("NL");
    expect(answer.stored_card).toBeNull();
    expect(answer.countries.slice(0, 5)).toEqual(["NL", "BE", "DE", "GB", "US"]);
    expect(answer.countries).toEqual(expect.arrayContaining(Object.keys(METHODS)));
  });

  it("refuses a country one may not choose", async () => {
    const { status, json } = await kit.call("GET", "/api/packages.php?country=KP");
    expect(status).toBe(400);
    expect(json).toMatchObject({ error: "validation_failed", fields: { country: "invalid_enum_value" } });
  });

  it("never shows the packages or the webhook secret in settings.php", async () => {
    // As in production: answers are not filtered through the contract's schemas on the way out.
    const production = createApp({ db: site.db, publicUrl: "http://cdn.test", log: () => {}, validateAnswers: false });
    const res = await production.request(`/api/settings.php?forced-domain=${DOMAIN}`);
    expect(res.status).toBe(200);
    const text = await res.text();
    expect(text).not.toContain(`"packages"`);
    const [{ webhook_secret }] = await site.db.query<{ webhook_secret: string }>("SELECT webhook_secret FROM sites");
    expect(webhook_secret).toMatch(/^[0-9a-f]{64}$/);
    expect(text).not.toContain(webhook_secret);
  });
});
