// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { createI18nInstance } from "~/i18n/i18n.server";
import { badgeText, creditsBadgeTone, titleWithCount } from "~/utils/badges";
import { MainNav, type NavUser } from "./main-nav";

const member: NavUser = { name: "Sam", credits: 20, paidUser: false, unread: 0, newLikes: 0 };

afterEach(cleanup);

/** The navigation rendered in a DOM, to query as a member's browser would. */
async function renderNav(user: Partial<NavUser>, locale = "en", languages: string[] = []) {
  const i18n = await createI18nInstance(locale, ["common"]);
  const Stub = createRemixStub([
    { path: "/", Component: () => <MainNav user={{ ...member, ...user }} languages={languages} /> },
  ]);
  const { container: doc, findAllByRole } = render(
    <I18nextProvider i18n={i18n}>
      <Stub />
    </I18nextProvider>
  );
  await findAllByRole("link");
  /** A link's words at one width: the words of the other width are display:none there. */
  const words = (link: Element, hidden: "narrow" | "wide") => {
    const copy = link.cloneNode(true) as Element;
    copy.querySelectorAll(`[data-width="${hidden}"]`).forEach((span) => span.remove());
    return copy.textContent?.trim();
  };
  return {
    links: [...doc.querySelectorAll("a")].map((a) => words(a, "narrow")),
    phoneLinks: [...doc.querySelectorAll("a")].map((a) => words(a, "wide")),
    menuLanguages: [...doc.querySelectorAll("details button[name=lng]")].map((b) => b.getAttribute("value")),
    badges: [...doc.querySelectorAll('[data-testid="badge"]')].map((b) => [
      b.textContent,
      b.getAttribute("aria-label"),
    ]),
    credits: doc.querySelector('[data-testid="credits-badge"]'),
  };
}

describe("badge rules", () => {
  it("caps counts at 99+ and hides zero", () => {
    expect(badgeText(0)).toBeNull();
    expect(badgeText(7)).toBe("7");
    expect(badgeText(99)).toBe("99");
    expect(badgeText(100)).toBe("99+");
  });
  it("shows the credits badge at 10 or fewer: warning above 0, danger at 0", () => {
    expect(creditsBadgeTone(11)).toBeNull();
    expect(creditsBadgeTone(10)).toBe("warning");
    expect(creditsBadgeTone(1)).toBe("warning");
    expect(creditsBadgeTone(0)).toBe("danger");
  });
  it("prefixes the title with unread messages plus new likes", () => {
    expect(titleWithCount("Search · FlirtHaven", 5)).toBe("(5) Search · FlirtHaven");
    expect(titleWithCount("(5) Search · FlirtHaven", 0)).toBe("Search · FlirtHaven");
    expect(titleWithCount("(5) Search", 150)).toBe("(99+) Search");
  });
});

describe("MainNav", () => {
  it("offers search, messages, likes and Get Premium to a member who never paid", async () => {
    const nav = await renderNav({ paidUser: false, credits: 3 });
    // "My profile" twice: a tab of the phone's tab bar, and in the account menu from tablets up.
    expect(nav.links).toEqual([
      "Search members",
      "Messages",
      "Likes",
      "My profile",
      "Get Premium",
      "My profile",
      "Settings",
    ]);
    expect(nav.credits).toBeNull();
  });

  it("offers credits instead of Get Premium to a paid member, with the badge at 10 or fewer", async () => {
    expect((await renderNav({ paidUser: true, credits: 11 })).credits).toBeNull();
    const low = await renderNav({ paidUser: true, credits: 4 });
    expect(low.links).toContain("Credits4");
    expect(low.links).not.toContain("Get Premium");
    expect(low.credits?.getAttribute("data-tone")).toBe("warning");
    expect(low.credits?.getAttribute("aria-label")).toBe("4 credits left");
    expect((await renderNav({ paidUser: true, credits: 0 })).credits?.getAttribute("data-tone")).toBe("danger");
  });

  it("shows unread messages capped at 99+ and new likes, labelled for screen readers", async () => {
    const nav = await renderNav({ unread: 250, newLikes: 1 });
    expect(nav.badges).toEqual([
      ["99+", "250 unread messages"],
      ["1", "1 new like"],
    ]);
  });

  it("keeps short words on a phone: Search and Premium", async () => {
    const nav = await renderNav({ paidUser: false });
    expect(nav.phoneLinks.slice(0, 5)).toEqual(["Search", "Messages", "Likes", "My profile", "Premium"]);
  });

  it("has the language choice in the account menu when the site offers more than one", async () => {
    expect((await renderNav({}, "en", ["nl", "de"])).menuLanguages).toEqual(["nl", "de"]);
    expect((await renderNav({}, "en", ["nl"])).menuLanguages).toEqual([]);
  });

  it("speaks the member's language", async () => {
    const nav = await renderNav({ unread: 2 }, "de");
    expect(nav.links).toContain("Mitglieder suchen");
    expect(nav.badges).toEqual([["2", "2 ungelesene Nachrichten"]]);
  });
});
