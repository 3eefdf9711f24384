// A member's own words on their profile screen, where the site's settings show profile notes
// (visible_profile_notes, docs/product.md#member-profile), and nowhere else.
import { HttpResponse } from "msw";
import { describe, expect, it } from "vitest";
import { mockEndpoint } from "../../../../tests/mocks/endpoint";
import { settingsFixture } from "../../../../tests/mocks/fixtures";
import { memberProfileFixture } from "../../../../tests/mocks/member-fixtures";
import { routeArgs } from "../../../../tests/mocks/route-args";
import { testTenant } from "../../../../tests/mocks/request-context";
import { server, mockApiForFile } from "../../../../tests/mocks/server";
import { profileScreenLoader } from "./loader.server";

mockApiForFile();

const NOTES = "Sea swimmer.\nAsk me about my dog.";

/** The profile screen's member as the loader gives it, on a site whose settings say `shown`. */
async function memberNotes(shown: boolean, notes: string | null = NOTES) {
  server.use(
    mockEndpoint("getSettings", () =>
      HttpResponse.json({ settings: { ...settingsFixture, visible_profile_notes: shown } })
    ),
    mockEndpoint("getMember", () => HttpResponse.json(memberProfileFixture({ id: 7, name: "Lena", notes }))),
    mockEndpoint("getGifts", () => HttpResponse.json({ gifts: [{ id: 1, key: "rose" }], credits: 20 }))
  );
  // A tenant of its own per case: site settings are kept per tenant.
  const { request, context } = await routeArgs("/members/7", {
    tenant: testTenant({ id: `notes-${shown}-${notes === null}` }),
  });
  const data = await (await profileScreenLoader(request, context, "7")).json();
  return data.kind === "profile" ? data.member.notes : "not a profile";
}

describe("profile notes on a member's profile", () => {
  it("shows the member's own words where the site shows profile notes", async () => {
    expect(await memberNotes(true)).toBe(NOTES);
  });

  it("leaves them out where the site hides them, even when an API sends them", async () => {
    expect(await memberNotes(false)).toBeNull();
  });

  it("has nothing to show for a member who wrote none", async () => {
    expect(await memberNotes(true, null)).toBeNull();
  });
});
