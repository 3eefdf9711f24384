// member.php answers a member's own words (the signup message) as profile notes only where the
// site's settings show them (visible_profile_notes, docs/product.md#member-profile).
import { describe, expect, it } from "vitest";
import { addMember, caller, sessionOf } from "./testing/member-fixtures";
import { testSiteForFile } from "./testing/site";

const DOMAIN = "notes.localhost";
const site = testSiteForFile(DOMAIN, "Notes", () => new Date("2026-06-15T10:00:00Z"), { visible_profile_notes: true });
const call = caller(site, DOMAIN);

/** The notes a man of the site sees on member `id`'s profile. */
async function notesOf(id: number) {
  const viewer = await addMember(site.db, site.siteId, { gender: "male" });
  const token = await sessionOf(site.db, viewer);
  const { answer, error } = await call("getMember", { query: { id: String(id) }, token });
  if (!answer) throw new Error(JSON.stringify(error));
  return answer.profile.notes;
}
const showNotes = (shown: boolean) =>
  site.db.query("UPDATE sites SET settings = settings || $1::jsonb WHERE id = $2", [
    JSON.stringify({ visible_profile_notes: shown }),
    site.siteId,
  ]);

describe("profile notes in member.php", () => {
  it("answers the member's own words where the site shows them, none for a member who wrote none", async () => {
    await showNotes(true);
    const wrote = await addMember(site.db, site.siteId, { signup_message: "  Sea swimmer.\nAsk me about my dog. " });
    const silent = await addMember(site.db, site.siteId, { signup_message: "   " });
    expect(await notesOf(wrote)).toBe("Sea swimmer.\nAsk me about my dog.");
    expect(await notesOf(silent)).toBeNull();
  });

  it("answers none where the site hides them", async () => {
    await showNotes(false);
    const wrote = await addMember(site.db, site.siteId, { signup_message: "Sea swimmer." });
    expect(await notesOf(wrote)).toBeNull();
  });
});
