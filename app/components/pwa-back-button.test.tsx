// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18nInstance } from "~/i18n/i18n.server";
import { PageLayout, type ChromeData } from "./page-layout";

const chrome: ChromeData = {
  locale: "en",
  site: { name: "FlirtHaven", cdnPrefix: "http://cdn.test/" },
  user: null,
  entryWarning: { eligible: false, country: "NL", countries: ["NL", "DE"] },
  company: null,
  fictionalWarning: { singular: "", plural: "" },
  switcherLanguages: [],
};

/** Pretends to run as the installed app (display-mode: standalone) or in a browser tab. */
function displayMode(standalone: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: standalone && query === "(display-mode: standalone)",
    media: query,
    addEventListener() {},
    removeEventListener() {},
  }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** A list page that links to a member page; the member page asks for the PWA Back button. */
async function renderApp(memberHandle: Record<string, unknown>, entries = ["/", "/members/7"]) {
  const i18n = await createI18nInstance("en", ["common"]);
  const Stub = createRemixStub([
    {
      path: "/",
      Component: () => (
        <PageLayout data={chrome}>
          <a href="/members/7">to member</a>
        </PageLayout>
      ),
    },
    {
      path: "/credits",
      Component: () => (
        <PageLayout data={chrome}>
          <h1>Credits</h1>
        </PageLayout>
      ),
    },
    {
      path: "/members/:id",
      handle: memberHandle,
      Component: () => (
        <PageLayout data={chrome}>
          <h1>Member 7</h1>
        </PageLayout>
      ),
    },
  ]);
  render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={entries} initialIndex={entries.length - 1} />
    </I18nextProvider>
  );
  await screen.findByRole("heading", { name: "Member 7" });
}

describe("PWA Back button", () => {
  it("shows on a route that asks for it when running as the installed app, and goes back", async () => {
    displayMode(true);
    await renderApp({ pwaBack: true });
    fireEvent.click(await screen.findByRole("button", { name: /Back/ }));
    await waitFor(() => expect(screen.queryByRole("link", { name: "to member" })).not.toBeNull());
  });

  it("leads to the route's fallback when the app was opened on the page itself", async () => {
    displayMode(true);
    await renderApp({ pwaBack: "/credits" }, ["/members/7"]);
    fireEvent.click(await screen.findByRole("button", { name: /Back/ }));
    await waitFor(() => expect(screen.queryByRole("heading", { name: "Credits" })).not.toBeNull());
  });

  it("is absent in a browser tab, which has its own back button", async () => {
    displayMode(false);
    await renderApp({ pwaBack: true });
    expect(screen.queryByRole("button", { name: /Back/ })).toBeNull();
  });

  it("is absent on routes that do not ask for it", async () => {
    displayMode(true);
    await renderApp({});
    expect(screen.queryByRole("button", { name: /Back/ })).toBeNull();
  });
});
