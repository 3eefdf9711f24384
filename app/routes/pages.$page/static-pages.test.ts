import { describe, expect, it } from "vitest";
import { companyFixture, settingsFixture } from "../../../tests/mocks/fixtures";
import { cleanPhone, staticPageValues, termsVersionDate } from "~/routes/pages.$page/static-pages";

describe("static page values", () => {
  it("dates the terms at least 2023-12-01 12:00 UTC, or later when the company was added later", () => {
    expect(termsVersionDate("2020-05-01T00:00:00Z").toISOString()).toBe("2023-12-01T12:00:00.000Z");
    expect(termsVersionDate("2024-03-15T09:00:00Z").toISOString()).toBe("2024-03-15T09:00:00.000Z");
  });
  it("cleans dashes and spaces from the support phone", () => {
    expect(cleanPhone("+31 20-123 45 67")).toBe("+31201234567");
  });
  it("fills in company, refund days and the formatted terms date", () => {
    const values = staticPageValues({
      company: companyFixture,
      settings: { ...settingsFixture, refund_days: 21 },
      siteName: "Site",
      formatDate: (d) => d.toISOString().slice(0, 10),
    });
    expect(values).toMatchObject({
      company: "Operator B.V.",
      kvk: "12345678",
      refundDays: 21,
      phone: "+31201234567",
      termsDate: "2024-01-01",
    });
    expect(values.address).toBe("Street 1, Amsterdam, Netherlands");
  });
});
