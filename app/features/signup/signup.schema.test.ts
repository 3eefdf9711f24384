import { parseWithZod } from "@conform-to/zod";
import { describe, expect, it } from "vitest";
import { signupStepSchema } from "./signup.schema";

const site = {
  fields: ["location"],
  countries: ["NL", "DE"],
  regions: [
    { country: "NL", name: "Utrecht" },
    { country: "DE", name: "Bayern" },
  ],
};

function locationErrors(values: Record<string, string>) {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) form.set(key, value);
  const submission = parseWithZod(form, { schema: signupStepSchema(2, site, new Date("2026-01-01")) });
  return submission.status === "success" ? {} : submission.error;
}

describe("the location step", () => {
  it("says on this step that a city is too long, instead of a later refusal", () => {
    expect(locationErrors({ country: "NL", city: "Z".repeat(101) })).toEqual({ city: ["city_too_long"] });
    expect(locationErrors({ country: "NL", city: "Z".repeat(100) })).toEqual({});
  });

  it("takes a region of the chosen country only", () => {
    expect(locationErrors({ country: "NL", region: "Bayern" })).toEqual({ region: ["invalid_region"] });
    expect(locationErrors({ country: "NL", region: "Utrecht" })).toEqual({});
  });
});
