import { describe, expect, it } from "vitest";
import { PROFILE_FIELDS } from "~/domain/profile-values";
import { profilePreview } from "./preview";

const site = {
  visible: [...PROFILE_FIELDS] as string[],
  interests: ["wine", "hiking", "beach"],
  countries: [
    { code: "DE", name: "Germany", regions: ["Bayern"] },
    { code: "NL", name: "Netherlands", regions: ["Utrecht"] },
  ],
};

describe("profilePreview", () => {
  it("shows the chosen values in the form's order, the place as one line and the interests in the site's order", () => {
    const preview = profilePreview(
      {
        hair_color: "red",
        gender: "female",
        eye_color: "",
        signup_reason: "dating",
        country: "DE",
        region: "Bayern",
        city: "  München ",
        interests: ["beach", "wine"],
      },
      site
    );
    expect(preview).toEqual({
      place: "München, Bayern, Germany",
      details: [
        { field: "gender", value: "female" },
        { field: "hair_color", value: "red" },
        { field: "signup_reason", value: "dating" },
      ],
      interests: ["wine", "beach"],
    });
  });

  it("takes a single interest as conform gives it (a string)", () => {
    expect(profilePreview({ interests: "hiking" }, site).interests).toEqual(["hiking"]);
  });

  it("leaves out values and interests the page does not offer", () => {
    const preview = profilePreview({ hair_color: "purple", interests: ["wine", "<b>x</b>"] }, site);
    expect(preview.details).toEqual([]);
    expect(preview.interests).toEqual(["wine"]);
  });

  it("shows only what the site shows", () => {
    const preview = profilePreview(
      { hair_color: "red", gender: "male", city: "Gent", country: "NL", interests: ["wine"] },
      { ...site, visible: ["gender"] }
    );
    expect(preview).toEqual({ place: "", details: [{ field: "gender", value: "male" }], interests: [] });
  });

  it("shows nothing but the country before the form has values", () => {
    expect(profilePreview(undefined, site)).toEqual({ place: "", details: [], interests: [] });
    expect(profilePreview({ country: "NL" }, site).place).toBe("Netherlands");
  });
});
