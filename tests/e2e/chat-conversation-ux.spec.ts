import type { Response, TestInfo } from "@playwright/test";
import { expect, site, test, waitForHydration } from "./support";
import { journeyEmail, journeyName, logInAs, memberIdOf, membersHost as host, sendAs } from "./members-support";

// The conversation's and the list's own behaviour (docs/decisions/016-chat.md): a sent message
// shows once, never beside a "Sending…" copy; the no-JavaScript "Check for new messages" link is
// for pages without JavaScript only; a deleted conversation can be brought back (Undo with
// JavaScript, a confirmation without). Seed member "undoer" (reference-api/seed/journey-members.ts)
// answers "liked", who writes first (no conversation start is used up).
test.describe.configure({ mode: "serial" });

/** "liked" writes to "undoer": their conversation exists (again) with this line in it. */
async function likedWrites(testInfo: TestInfo, line: string) {
  await sendAs(journeyEmail("liked", testInfo), await memberIdOf(journeyEmail("undoer", testInfo)), line);
}

/** The list's delete, posted to /chats by its fetcher. */
const isDelete = (r: Response) =>
  r.request().method() === "POST" && new URL(r.url()).pathname === "/chats" && r.url().includes("_data");

test("a sent message shows once: no 'Sending…' copy beside it while the page reads itself again", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.skip(!javaScriptEnabled, "the pending copy is the page's script");
  await likedWrites(testInfo, `Say something ${Date.now()}`);
  const partnerId = await memberIdOf(journeyEmail("liked", testInfo));
  await logInAs(page, journeyEmail("undoer", testInfo));
  await page.goto(site(host, `/members/${partnerId}/chat`));
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

test("'Check for new messages' is offered only without JavaScript, where nothing arrives by itself", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  await likedWrites(testInfo, `Anything new? ${Date.now()}`);
  const partnerId = await memberIdOf(journeyEmail("liked", testInfo));
  await logInAs(page, journeyEmail("undoer", testInfo));
  await page.goto(site(host, `/members/${partnerId}/chat`));
  const link = page.getByRole("link", { name: "Check for new messages" });
  if (!javaScriptEnabled) {
    await expect(link).toBeVisible();
    const line = `Written meanwhile ${Date.now()}`;
    await likedWrites(testInfo, line);
    await link.click();
    await expect(page.getByTestId("message-partner").filter({ hasText: line })).toBeVisible();
    return;
  }
  await waitForHydration(page);
  await expect(page.getByLabel(/^Message to /)).toBeVisible();
  await expect(link).toHaveCount(0);
});

test("a deleted conversation can be brought back: Undo with JavaScript, a confirmation without", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  const line = `Maybe keep this ${testInfo.retry} ${Date.now()}`;
  await likedWrites(testInfo, line);
  const partner = journeyName("liked", testInfo);
  await logInAs(page, journeyEmail("undoer", testInfo));
  await page.goto(site(host, "/chats"));
  if (javaScriptEnabled) await waitForHydration(page);
  const row = page.getByTestId("chat-row").filter({ hasText: partner });
  await expect(row).toContainText(line);
  let posted = 0;
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === "/chats") posted++;
  });

  await row.getByRole("button", { name: /Delete/ }).click();
  if (javaScriptEnabled) {
    // Gone from the list at once, with a way back; nothing is sent yet.
    const undo = page.getByTestId("delete-undo");
    await expect(undo).toContainText(`Conversation with ${partner} deleted.`);
    await expect(undo.getByRole("button", { name: "Undo" })).toBeFocused();
    await undo.getByRole("button", { name: "Undo" }).click();
    await expect(row).toContainText(line);
    await expect(row.getByRole("button", { name: /Delete/ })).toBeFocused();
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
  await row.getByRole("button", { name: /Delete/ }).click();
  if (javaScriptEnabled) {
    await expect(page.getByTestId("delete-undo")).toBeVisible();
    await page.waitForResponse(isDelete);
  } else {
    await page.getByTestId("delete-confirm").getByRole("button", { name: "Delete" }).click();
  }
  await expect(page.getByTestId("chat-row").filter({ hasText: partner })).toHaveCount(0);
  await page.reload();
  await expect(page.getByTestId("chat-row").filter({ hasText: partner })).toHaveCount(0);
});

test("a conversation deleted within the Undo window is deleted when the member leaves the list", async ({
  page,
  javaScriptEnabled,
}, testInfo) => {
  test.skip(!javaScriptEnabled, "the Undo window is the page's script");
  await likedWrites(testInfo, `Leaving now ${Date.now()}`);
  const partner = journeyName("liked", testInfo);
  await logInAs(page, journeyEmail("undoer", testInfo));
  await page.goto(site(host, "/chats"));
  await waitForHydration(page);
  const row = page.getByTestId("chat-row").filter({ hasText: partner });
  await row.getByRole("button", { name: /Delete/ }).click();
  await expect(page.getByTestId("delete-undo")).toBeVisible();
  const deleted = page.waitForResponse(isDelete);
  await page.getByRole("navigation", { name: "Main menu" }).getByRole("link", { name: "Likes" }).click();
  await expect(page).toHaveURL(/\/likes/);
  await deleted;
  await page.goto(site(host, "/chats"));
  await expect(page.getByTestId("chat-row").filter({ hasText: partner })).toHaveCount(0);
});
