// @vitest-environment happy-dom
import { readdirSync } from "node:fs";
import { createRemixStub } from "@remix-run/testing";
import { Link } from "@remix-run/react";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18nInstance } from "~/i18n/i18n.server";
import { PageLayout, type ChromeData } from "~/components/page-layout";
import { BANNER_ORDER, PAYMENT_ROUTES, visibleBanner, type BannerKind } from "./kinds";
import { MemberBanner, type BannerData } from "./member-banner";

afterEach(cleanup);

/** This browser's push state, as the tests set it (features/push/push-state.ts asks the browser). */
const push = vi.hoisted(() => ({ state: "unknown" as string }));
vi.mock("~/features/push/push-state", () => ({
  usePushSnapshot: () => ({ state: push.state, endpoint: null }),
}));
vi.mock("~/features/push/push-subscription", () => ({
  subscribePush: vi.fn(async () => "subscribed"),
}));
afterEach(() => {
  push.state = "unknown";
});

describe("which banner shows (order and hidden routes)", () => {
  const both: BannerKind[] = ["activate", "add_photo"];
  it("is the activate reminder first", () => {
    expect(visibleBanner(both, ["root", "routes/members._index"])).toBe("activate");
  });
  it("falls through to the add-photo warning where the reminder is hidden", () => {
    expect(visibleBanner(both, ["root", "routes/activate.error"])).toBe("add_photo");
  });
  it("is none on the signup, settings and own profile pages", () => {
    expect(visibleBanner(both, ["root", "routes/signup"])).toBeNull();
    expect(visibleBanner(both, ["root", "routes/notifications"])).toBeNull();
    expect(visibleBanner(["add_photo"], ["root", "routes/profile"])).toBeNull();
  });
  it("is none when nothing applies", () => {
    expect(visibleBanner([], ["root", "routes/members._index"])).toBeNull();
  });

  const later: BannerKind[] = ["push", "notifications_disabled"];
  it("is the push invitation, then the disabled-notifications alert, in that order", () => {
    expect(visibleBanner(["add_photo", ...later], ["root", "routes/members._index"])).toBe("add_photo");
    expect(visibleBanner(later, ["root", "routes/members._index"])).toBe("push");
    expect(visibleBanner(["notifications_disabled"], ["root", "routes/likes.($type)"])).toBe("notifications_disabled");
  });
  it.each([
    "routes/signup",
    "routes/notifications",
    "routes/activate.done",
    "routes/directdebit",
    "routes/premium",
    "routes/swipe-game",
    "routes/chats.$id",
    "routes/members.$id_.chat",
    "routes/profile",
  ])("hides the push invitation on %s", (route) => {
    expect(visibleBanner(["push"], ["root", route])).toBeNull();
  });
  it("falls through to the alert where the invitation is hidden, and hides the alert on the settings pages", () => {
    expect(visibleBanner(later, ["root", "routes/profile"])).toBe("notifications_disabled");
    expect(visibleBanner(later, ["root", "routes/activate.done"])).toBe("notifications_disabled");
    expect(visibleBanner(["notifications_disabled"], ["root", "routes/notifications"])).toBeNull();
    expect(visibleBanner(["notifications_disabled"], ["root", "routes/account-delete"])).toBeNull();
    expect(visibleBanner(later, ["root", "routes/account-delete"])).toBe("push");
  });
  it("shows none on any payment page: packages, checkout, direct debit, repeat order, payments, receipts", () => {
    const paymentPages = readdirSync("app/routes")
      .filter((folder) => /^(credits|premium|pricing|directdebit|transactions)\b/.test(folder))
      .map((folder) => ["routes", folder].join("/"));
    expect(paymentPages.length).toBeGreaterThanOrEqual(7);
    expect([...PAYMENT_ROUTES].sort()).toEqual(paymentPages.sort());
    for (const route of paymentPages) expect(visibleBanner(BANNER_ORDER, ["root", route]), route).toBeNull();
  });
  it("skips the push invitation where this browser cannot take pushes", () => {
    expect(visibleBanner(later, ["root", "routes/members._index"], (kind) => kind !== "push")).toBe(
      "notifications_disabled"
    );
  });
});

const member = { name: "Sam", credits: 5, paidUser: false, unread: 0, newLikes: 0 };
/** The root's data: the layout's, and the banners the root hands it. */
type RootData = ChromeData & { banners: BannerData };
function chrome(over: Partial<RootData>): RootData {
  return {
    locale: "en",
    site: { name: "FlirtHaven", cdnPrefix: "http://cdn.test/" },
    user: member,
    entryWarning: { eligible: false, country: "NL", countries: ["NL", "DE"] },
    banners: { kinds: ["activate", "add_photo"], email: "sam@example.com" },
    company: null,
    fictionalWarning: { singular: "", plural: "" },
    switcherLanguages: [],
    ...over,
  };
}

async function renderAt(id: string, data: RootData, pushKey: string | null = null) {
  const i18n = await createI18nInstance("de", ["common"]);
  const Page = ({ name }: { name: string }) => (
    <PageLayout data={data} banner={<MemberBanner data={data.banners} pushKey={pushKey} />}>
      <h1>{name}</h1>
      <Link to="/next">Next page</Link>
    </PageLayout>
  );
  const Stub = createRemixStub([
    { id, path: "/", Component: () => <Page name="Page" /> },
    { id: `${id}-next`, path: "/next", Component: () => <Page name="Next" /> },
  ]);
  render(
    <I18nextProvider i18n={i18n}>
      <Stub />
    </I18nextProvider>
  );
  await screen.findByRole("heading", { name: "Page" });
}

describe("the banner in the default layout", () => {
  it("asks to confirm the e-mail address, naming it, with a button for a new e-mail", async () => {
    await renderAt("routes/members._index", chrome({}));
    const banner = screen.getByRole("complementary", { name: "Bestätige deine E-Mail-Adresse" });
    expect(banner.textContent).toContain("sam@example.com");
    expect(screen.getByRole("button", { name: "E-Mail erneut senden" }).closest("form")?.getAttribute("action")).toBe(
      "/activate/resend"
    );
  });

  it("offers to add a photo, or not now", async () => {
    await renderAt("routes/members._index", chrome({ banners: { kinds: ["add_photo"], email: "" } }));
    expect(screen.getByRole("link", { name: "Foto hinzufügen" }).getAttribute("href")).toBe("/profile#photos-title");
    expect(screen.getByRole("button", { name: "Nicht jetzt" }).closest("form")?.getAttribute("action")).toBe(
      "/banners/dismiss"
    );
  });

  it("invites to turn on pushes where this browser can, from the second page on, with a remembered 'Not now'", async () => {
    await renderAt(
      "routes/members._index",
      chrome({ banners: { kinds: ["push", "notifications_disabled"], email: "" } }),
      "KEY"
    );
    // Not on the page the browser loaded: the alert that applies instead.
    expect(screen.queryByRole("complementary", { name: "Benachrichtigungen" })).toBeNull();
    expect(screen.queryByRole("complementary", { name: "E-Mails ausgeschaltet" })).not.toBeNull();
    fireEvent.click(screen.getByRole("link", { name: "Next page" }));
    await screen.findByRole("heading", { name: "Next" });
    const banner = screen.getByRole("complementary", { name: "Benachrichtigungen" });
    expect(banner.querySelector("button")?.textContent).toBe("Benachrichtigungen einschalten");
    const dismiss = screen.getByRole("button", { name: "Nicht jetzt" }).closest("form")!;
    expect(dismiss.getAttribute("action")).toBe("/banners/dismiss");
    expect((dismiss.querySelector("input[name=banner]") as HTMLInputElement).value).toBe("push");
  });

  it.each(["subscribed", "denied", "unsupported", "checking"])(
    "shows the disabled-notifications alert instead when push is %s",
    async (state) => {
      push.state = state;
      await renderAt(
        "routes/members._index",
        chrome({ banners: { kinds: ["push", "notifications_disabled"], email: "" } }),
        "KEY"
      );
      expect(screen.queryByRole("complementary", { name: "Benachrichtigungen" })).toBeNull();
      const alert = screen.getByRole("complementary", { name: "E-Mails ausgeschaltet" });
      expect(alert.querySelector("a")?.getAttribute("href")).toBe("/notifications#settings-disabled");
    }
  );

  it("has no push invitation on a site without a push key", async () => {
    await renderAt("routes/members._index", chrome({ banners: { kinds: ["push"], email: "" } }), null);
    expect(screen.queryByRole("complementary")).toBeNull();
  });

  it("is a modal right after signup, which Escape closes", async () => {
    await renderAt(
      "routes/members._index",
      chrome({ banners: { kinds: ["activate"], email: "sam@example.com", activateModal: true } })
    );
    const dialog = await screen.findByRole("dialog", { name: "Bestätige deine E-Mail-Adresse" });
    expect(dialog.textContent).toContain("sam@example.com");
    expect(screen.queryByRole("complementary")).toBeNull();
    dialog.dispatchEvent(new Event("cancel", { cancelable: true }));
    await waitFor(() => expect(screen.queryByRole("dialog")).toBeNull());
  });

  it("is not shown to a visitor", async () => {
    await renderAt("routes/members._index", chrome({ user: null }));
    expect(screen.queryByRole("complementary")).toBeNull();
  });
});
