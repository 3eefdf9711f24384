// @vitest-environment happy-dom
import { json } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { createI18nInstance } from "~/i18n/i18n.server";
import { InvisibleSection, KindsSection } from "./preference-sections";

afterEach(cleanup);

/** The settings page's sections over a stand-in action answering `answers` in turn; what it was posted. */
async function renderSettings(answers: { status: number }[]) {
  const posts: [string, string][][] = [];
  const i18n = await createI18nInstance("en", ["account"]);
  const Stub = createRemixStub([
    {
      path: "/notifications",
      Component: () => (
        <>
          <KindsSection channel="email" kinds={["news", "reminders"]} on={{ news: true }} outcome={{ done: false }} />
          <InvisibleSection invisible={false} outcome={{ done: false }} />
        </>
      ),
      action: async ({ request }) => {
        const form = await request.formData();
        posts.push([...form.entries()].map(([k, v]) => [k, String(v)]));
        const { status } = answers[posts.length - 1];
        const intent = String(form.get("intent"));
        return status === 200
          ? json({ intent, result: null, done: "saved" })
          : json({ intent, result: { status: "error", error: { "": ["generic"] } }, done: null }, status);
      },
    },
  ]);
  render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={["/notifications"]} />
    </I18nextProvider>
  );
  await screen.findByRole("switch", { name: "Invisible mode" });
  return posts;
}

describe("the settings' switches with the page's script", () => {
  it("save their section's whole form as one is flipped, and say so", async () => {
    const posts = await renderSettings([{ status: 200 }]);
    // No Save buttons: the switches save themselves; each section says so where its button stood.
    expect(screen.queryByRole("button", { name: "Save e-mail notifications" })).toBeNull();
    expect(screen.getAllByText("Each switch is saved as soon as you flip it.")).toHaveLength(2);
    fireEvent.click(screen.getByRole("switch", { name: "Reminders" }));
    await waitFor(() => expect(screen.queryByText("Saved.")).not.toBeNull());
    expect(posts).toEqual([
      [
        ["intent", "email_kinds"],
        ["kinds", "news"],
        ["kinds", "reminders"],
        ["live", "1"],
      ],
    ]);
    expect(screen.getByTestId("email-kinds-saved").textContent).toBe("Saved.");
  });

  it("say when a change was not saved, and offer to save it again", async () => {
    const posts = await renderSettings([{ status: 503 }, { status: 200 }]);
    fireEvent.click(screen.getByRole("switch", { name: "Invisible mode" }));
    await waitFor(() => expect(screen.queryByText("Your change could not be saved. Please try again.")).not.toBeNull());
    expect(screen.queryByTestId("invisible-saved")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Save invisible mode" }));
    await waitFor(() => expect(screen.queryByTestId("invisible-saved")).not.toBeNull());
    expect(screen.queryByRole("button", { name: "Save invisible mode" })).toBeNull();
    expect(posts.map((post) => post.filter(([name]) => name !== "intent"))).toEqual([
      [
        ["invisible", "on"],
        ["live", "1"],
      ],
      [
        ["invisible", "on"],
        ["live", "1"],
      ],
    ]);
  });
});
