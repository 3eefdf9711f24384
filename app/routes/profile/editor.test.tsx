// @vitest-environment happy-dom
import { json } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { PROFILE_FIELDS } from "~/domain/profile-values";
import { createI18nInstance } from "~/i18n/i18n.server";
import { ownProfileFixture } from "../../../tests/mocks/fixtures";
import Profile from "./route";

afterEach(cleanup);

/** The own profile page as the loader gives it: every field shown, no photo yet. */
async function draw() {
  const i18n = await createI18nInstance("en", ["profile"]);
  const data = {
    own: { ...ownProfileFixture, profile: { ...ownProfileFixture.profile, name: "Ann", age: 31 } },
    paid: false,
    visible: [...PROFILE_FIELDS],
    interests: ["wine", "hiking", "beach"],
    cdnPrefix: "https://cdn.site.example/",
    countries: [{ code: "NL", name: "Netherlands", regions: ["Utrecht"] }],
    title: "Your profile",
  };
  const Stub = createRemixStub([{ path: "/profile", Component: Profile, loader: () => json(data) }]);
  render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={["/profile"]} />
    </I18nextProvider>
  );
  const region = await screen.findByRole("region", { name: "How others see you" });
  const details = () =>
    Object.fromEntries(
      Array.from(region.querySelectorAll("dl > div")).map((row) => [
        row.querySelector("dt")?.textContent,
        row.querySelector("dd")?.textContent,
      ])
    );
  return { preview: within(region), details };
}

describe("the own profile editor", () => {
  it("draws the sections and a preview of the saved profile", async () => {
    const { preview, details } = await draw();
    for (const name of ["Photos", "About you", "Looking for", "Interests"])
      expect(screen.queryByRole("region", { name })).not.toBeNull();
    expect(preview.getByRole("heading", { level: 3 }).textContent).toBe("Ann, 31");
    expect(details()).toEqual({ Gender: "Man", Sexuality: "Straight" });
    expect(preview.queryByRole("listitem")).toBeNull();
  });

  it("shows each change in the preview as the member makes it", async () => {
    const { preview, details } = await draw();
    const hair = within(screen.getByRole("group", { name: "Hair colour" }));
    fireEvent.click(hair.getByRole("radio", { name: "Red" }));
    fireEvent.click(screen.getByRole("checkbox", { name: "Wine" }));
    const city = screen.getByLabelText("City");
    fireEvent.input(city, { target: { value: "Amersfoort" } });
    await waitFor(() => expect(preview.queryByText("Amersfoort, Utrecht, Netherlands")).not.toBeNull());
    expect(details()).toEqual({ Gender: "Man", Sexuality: "Straight", "Hair colour": "Red" });
    expect(preview.getByRole("listitem").textContent).toBe("Wine");
    // "Not specified" clears the field in the preview as saving would.
    fireEvent.click(hair.getByRole("radio", { name: "Not specified" }));
    await waitFor(() => expect(details()).toEqual({ Gender: "Man", Sexuality: "Straight" }));
  });

  it("takes an interest off the profile by its chip, in the form and the preview", async () => {
    const { preview } = await draw();
    fireEvent.click(screen.getByRole("checkbox", { name: "Hiking" }));
    expect((await preview.findByRole("listitem")).textContent).toBe("Hiking");
    fireEvent.click(screen.getByRole("button", { name: "Remove Hiking" }));
    expect((screen.getByRole("checkbox", { name: "Hiking" }) as HTMLInputElement).checked).toBe(false);
    await waitFor(() => expect(preview.queryByRole("listitem")).toBeNull());
  });
});
