import type { Response } from "@playwright/test";
import { expect, MEMBERS_HOST as host, test, type Members } from "./members";
import { site, waitForHydration } from "./support";
import { rowDeleteButton } from "./chat-support";

// The conversation's and the list's own behaviour (docs/decisions/016-chat.md): a sent message
// shows once, never beside a "Sending…" copy; the no-JavaScript "Check for new messages" link is
// for pages without JavaScript only; a deleted conversation can be brought back (Undo with
// JavaScript, a confirmation without). In each, a member answers a partner who wrote first (no
// conversation start is used up).

/** The member and the partner who wrote to the member first, with this line. */
async function writtenTo(members: Members, line: string) {
  const [member, partner] = await Promise.all([members.create(), members.create({ label: "liked" })]);
  await partner.writeTo(member, line);
  return { member, partner };
}

/** The list's delete, posted to /chats by its fetcher. */
const isDelete = (r: Response) =>
  r.request().method() === "POST" && new URL(r.url()).pathname === "/chats" && r.url().includes("_data");

test("a sent message shows once: no 'Sending…' copy beside it while the page reads itself again", async ({
  page,
  members,
}, testInfo) => {
  const { member, partner } = await writtenTo(members, `Say something ${Date.now()}`);
  await member.signIn(page);
  await page.goto(site(host, `/members/${partner.id}/chat`));
  await waitForHydration(page);

  // The page's reading itself again after the send is held back: what shows meanwhile is what a
  // member sees on a slow network, with the message's live event arriving in between.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = false;
  await page.route(
    (url) => url.searchParams.has("_data"),
    async (route) => {
      if (holding && route.request().method() === "GET") await held;
      await route.fallback();
    }
  );
  const line = `Only one of me ${testInfo.retry} ${Date.now()}`;
  await page.getByLabel(/^Message to /).fill(line);
  holding = true;
  const answered = page.waitForResponse((r) => r.request().method() === "POST" && r.url().includes("_data"));
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await answered;
  await expect(page.getByTestId("message-own").filter({ hasText: line })).toHaveCount(1);
  await expect(page.getByTestId("message-pending")).toHaveCount(0);
  await expect(page.getByTestId("messages").getByText(line)).toHaveCount(1);
  release();
  await page.reload();
  await expect(page.getByTestId("message-own").filter({ hasText: line })).toHaveCount(1);
});

test(
  "'Check for new messages' is offered only without JavaScript, where nothing arrives by itself",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled, members }) => {
    const { member, partner } = await writtenTo(members, `Anything new? ${Date.now()}`);
    await member.signIn(page);
    await page.goto(site(host, `/members/${partner.id}/chat`));
    const link = page.getByRole("link", { name: "Check for new messages" });
    if (!javaScriptEnabled) {
      await expect(link).toBeVisible();
      const line = `Written meanwhile ${Date.now()}`;
      await partner.writeTo(member, line);
      await link.click();
      await expect(page.getByTestId("message-partner").filter({ hasText: line })).toBeVisible();
      return;
    }
    await waitForHydration(page);
    await expect(page.getByLabel(/^Message to /)).toBeVisible();
    await expect(link).toHaveCount(0);
  }
);

test(
  "a deleted conversation can be brought back: Undo with JavaScript, a confirmation without",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled, members }) => {
    const line = `Maybe keep this ${Date.now()}`;
    const written = await writtenTo(members, line);
    const partner = written.partner.name;
    await written.member.signIn(page);
    await page.goto(site(host, "/chats"));
    if (javaScriptEnabled) await waitForHydration(page);
    const row = page.getByTestId("chat-row").filter({ hasText: partner });
    await expect(row).toContainText(line);
    let posted = 0;
    page.on("request", (r) => {
      if (r.method() === "POST" && new URL(r.url()).pathname === "/chats") posted++;
    });

    await (await rowDeleteButton(row)).click();
    if (javaScriptEnabled) {
      // Gone from the list at once, with a way back; nothing is sent yet.
      const undo = page.getByTestId("delete-undo");
      await expect(undo).toContainText(`Conversation with ${partner} deleted.`);
      await expect(undo.getByRole("button", { name: "Undo" })).toBeFocused();
      await undo.getByRole("button", { name: "Undo" }).click();
      await expect(row).toContainText(line);
      // Back where the member was: the row's options, closed again.
      await expect(row.getByTestId("row-options")).toBeFocused();
      expect(posted).toBe(0);
    } else {
      const confirm = page.getByTestId("delete-confirm");
      await expect(confirm).toContainText(`Delete the conversation with ${partner}?`);
      await expect(confirm).toContainText(/This can(no|')t be undone\./);
      await confirm.getByRole("link", { name: "Keep it" }).click();
      await expect(page).toHaveURL(site(host, "/chats"));
    }
    await page.reload();
    await expect(row).toContainText(line);

    // Deleted for good: after the Undo window, or once confirmed.
    if (javaScriptEnabled) await waitForHydration(page);
    await (await rowDeleteButton(row)).click();
    if (javaScriptEnabled) {
      await expect(page.getByTestId("delete-undo")).toBeVisible();
      await page.waitForResponse(isDelete);
    } else {
      await page.getByTestId("delete-confirm").getByRole("button", { name: "Delete" }).click();
    }
    await expect(page.getByTestId("chat-row").filter({ hasText: partner })).toHaveCount(0);
    await page.reload();
    await expect(page.getByTestId("chat-row").filter({ hasText: partner })).toHaveCount(0);
  }
);

test("a conversation deleted within the Undo window is deleted when the member leaves the list", async ({
  page,
  members,
}) => {
  const written = await writtenTo(members, `Leaving now ${Date.now()}`);
  const partner = written.partner.name;
  await written.member.signIn(page);
  await page.goto(site(host, "/chats"));
  await waitForHydration(page);
  const row = page.getByTestId("chat-row").filter({ hasText: partner });
  await (await rowDeleteButton(row)).click();
  await expect(page.getByTestId("delete-undo")).toBeVisible();
  const deleted = page.waitForResponse(isDelete);
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Likes" }).click();
  await expect(page).toHaveURL(/\/likes/);
  await deleted;
  await page.goto(site(host, "/chats"));
  await expect(page.getByTestId("chat-row").filter({ hasText: partner })).toHaveCount(0);
});
