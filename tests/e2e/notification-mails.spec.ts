import { expect, MEMBERS_HOST, test } from "./members";
import { waitForMail, type Mail } from "./mailbox";
import { rawRequest, site } from "./support";

// The notification e-mails' unsubscribe link (docs/product.md#notifications-and-settings): opened
// from a real mail in a browser that never logged in, with JavaScript and without; and the RFC 8058
// one-click POST a mail provider sends, with neither cookie nor Origin.

/** The address of the mail's List-Unsubscribe header, which its text carries too. */
function unsubscribeLink(mail: Mail): URL {
  const header = mail.headers["List-Unsubscribe"];
  expect(header, "the mail has a List-Unsubscribe header").toMatch(/^<.+>$/);
  expect(mail.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
  const link = header.slice(1, -1);
  expect(mail.body).toContain(link);
  return new URL(link);
}

/** The kinds the member's e-mail stopped for, as the API tells the member. */
async function disabledReasons(member: { token: string; site: string }) {
  const res = await fetch(`${process.env.E2E_API_URL}/api/user.php?forced-domain=${member.site}`, {
    headers: { Authorization: `Bearer ${member.token}` },
  });
  return ((await res.json()) as { user: { notifications_disabled: string[] } }).user.notifications_disabled;
}

test(
  "the unsubscribe link of a like mail stops like mails without a login",
  { tag: "@no-js" },
  async ({ page, members }) => {
    const [ann, ben] = await Promise.all([
      members.create({ label: "ann" }),
      members.create({ label: "ben", gender: "male" }),
    ]);
    await ann.like(ben);
    const mail = await waitForMail(ben.email, "like");
    expect(mail.subject).toBe(`${ann.name} likes you on FlirtHaven`);
    expect(mail.link).toBe(ben.url(`/members/${ann.id}`));
    const link = unsubscribeLink(mail);
    expect(link.origin).toBe(new URL(ben.url()).origin);
    expect(link.pathname).toBe("/unsubscribe");

    // This browser never logged in (the suite's browsers speak en-US).
    expect((await page.context().cookies()).filter((c) => c.name.startsWith("auth"))).toEqual([]);
    await page.goto(link.href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Unsubscribe from e-mails");
    await expect(page.getByText("Stop e-mails about likes and matches to b***@members.e2e.example?")).toBeVisible();
    expect(await disabledReasons(ben)).toEqual([]);

    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByTestId("unsubscribe-done")).toHaveText(
      "You'll no longer receive e-mails about likes and matches. You can turn them back on in your settings."
    );
    await expect(page.getByRole("link", { name: "Go to your settings" })).toHaveAttribute("href", "/notifications");
    expect(await disabledReasons(ben)).toEqual(["listunsubscribe"]);

    // Opened again, the link says the kind is off.
    await page.goto(link.href);
    await expect(page.getByTestId("unsubscribe-done")).toHaveText(
      "E-mails about likes and matches to b***@members.e2e.example are already turned off. You can turn them back on in your settings."
    );
  }
);

test("a mail provider's one-click POST, without cookie or Origin, unsubscribes and answers 200 with the page", async ({
  members,
}) => {
  const [ann, ben] = await Promise.all([members.create({ label: "ann" }), members.create({ label: "ben" })]);
  await ann.writeTo(ben, "Hello Ben");
  const link = unsubscribeLink(await waitForMail(ben.email, "new_conversation"));
  const answer = await rawRequest({
    host: link.hostname,
    path: `${link.pathname}${link.search}`,
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "List-Unsubscribe=One-Click",
  });
  expect(answer.status).toBe(200);
  expect(answer.body).toContain("You will no longer get e-mails about new conversations.");
  expect(await disabledReasons(ben)).toEqual(["listunsubscribe"]);
});

test("a changed or missing token gets a clear message, not an error page", async ({ page }) => {
  await page.goto(site(MEMBERS_HOST, "/unsubscribe?token=1.like.AAAAAAAAAAAAAAAAAAAAAA"));
  await expect(page.getByRole("alert")).toHaveText(
    "This unsubscribe link isn't valid. Make sure you opened the complete link from the e-mail, or change your e-mails in your settings."
  );
  await page.goto(site(MEMBERS_HOST, "/unsubscribe"));
  await expect(page.getByRole("alert")).toContainText("This unsubscribe link isn't valid.");
});
