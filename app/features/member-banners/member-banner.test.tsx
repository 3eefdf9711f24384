// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { cleanup, render, screen } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import { createI18nInstance } from "~/i18n/i18n.server";
import { PageLayout, type ChromeData } from "~/components/page-layout";
import { visibleBanner, type BannerKind } from "./kinds";
import { MemberBanner, type BannerData } from "./member-banner";

afterEach(cleanup);

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

async function renderAt(id: string, data: RootData) {
  const i18n = await createI18nInstance("de", ["common"]);
  const Stub = createRemixStub([
    {
      id,
      path: "/",
      Component: () => (
        <PageLayout data={data} banner={<MemberBanner data={data.banners} />}>
          <h1>Page</h1>
        </PageLayout>
      ),
    },
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

  it("is not shown to a visitor", async () => {
    await renderAt("routes/members._index", chrome({ user: null }));
    expect(screen.queryByRole("complementary")).toBeNull();
  });
});
