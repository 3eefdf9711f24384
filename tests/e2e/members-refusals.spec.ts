import { randomUUID } from "node:crypto";
import type { Page, TestInfo } from "@playwright/test";
import { DELETE_REASONS } from "../../app/api/schemas/account";
import { expect, MEMBERS_HOST as host, test, type TestMember } from "./members";
import { demoLogin, rawRequest, site } from "./support";

/**
 * Every refusal of the API is said where the member acted, translated, never as a 500 or the error
 * page: a partner who deleted the account (as one who went invisible: the API answers alike) while
 * their profile or conversation was open, an unknown id, a member of another site, oneself.
 */

const api = (path: string, domain = host) => `${process.env.E2E_API_URL}${path}?forced-domain=${domain}`;

/** The partner deletes the account: gone for everyone at once (as invisible). */
async function goAway(partner: TestMember) {
  const res = await fetch(api("/api/account-delete.php"), {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: `Bearer ${partner.token}` },
    body: JSON.stringify({ reason: DELETE_REASONS[0], password: partner.password }),
  });
  expect(res.status, "the partner deletes the account").toBe(200);
}

const GONE = "This member is no longer here: the profile was deleted or hidden.";

/** The profile's refusal, where the member pressed: beside the buttons, or (without JavaScript) the profile's own page. */
async function expectGoneOnProfile(page: Page, testInfo: TestInfo) {
  const said = testInfo.project.name === "js" ? page.getByTestId("action-error") : page.getByTestId("member-gone");
  await expect(said).toHaveText(GONE);
  await expect(page.getByText("This page could not be found")).toHaveCount(0);
}

test(
  "like, block and a gift for a member who went away meanwhile say so on the profile",
  { tag: "@no-js" },
  async ({ page, members }, testInfo) => {
    await (await members.create({ label: "liker" })).signIn(page);
    for (const press of [
      () => page.getByRole("button", { name: "Like", exact: true }).click(),
      () => page.getByRole("button", { name: "Block" }).click(),
      async () => {
        await page.getByText("Send a gift").click();
        await page.getByRole("button", { name: "Rose" }).click();
      },
    ]) {
      // Each press has a partner of its own, who may go away.
      const partner = await members.create({ label: "partner" });
      await page.goto(site(host, `/members/${partner.id}`));
      await goAway(partner);
      const answer = page.waitForResponse((res) => res.request().method() === "POST");
      await press();
      expect((await answer).status()).toBe(404);
      await expectGoneOnProfile(page, testInfo);
    }
  }
);

test(
  "a message to a partner who went away says so and keeps the text",
  { tag: "@no-js" },
  async ({ page, members }, testInfo) => {
    const js = testInfo.project.name === "js";
    const [writer, partner] = await Promise.all([members.create(), members.create({ label: "partner" })]);
    await writer.signIn(page);
    await page.goto(site(host, `/members/${partner.id}/chat`));
    if (js) {
      const icebreakers = page.getByTestId("icebreaker-modal");
      await expect(icebreakers).toBeVisible();
      await icebreakers.getByRole("button", { name: "Close" }).click();
    }
    await goAway(partner);
    await page.getByLabel(/^Message to /).fill("Are you still there?");
    await page.getByRole("button", { name: "Send", exact: true }).click();
    if (js) {
      await expect(page.getByTestId("send-error")).toHaveText(GONE);
      await expect(page.getByLabel(/^Message to /)).toHaveValue("Are you still there?");
    } else {
      await expect(page.getByTestId("partner-gone")).toHaveText(GONE);
      await expect(page.getByLabel("Your message (not sent)")).toHaveValue("Are you still there?");
    }
  }
);

test("posts naming an unknown id, a member of another site or oneself are refused on the site's page", async ({
  members,
}) => {
  const member = await members.create();
  const cookie = await member.cookieHeader();
  const other = demoLogin("manmatch.localhost");
  const otherSite = await fetch(api("/api/user.php", "manmatch.localhost"), {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify({ email: other.email, password: other.password }),
  });
  const { user } = (await otherSite.json()) as { user: { profile: { id: number } } };
  const targets = { unknown: 2_000_000_000, "another site": user.profile.id, oneself: member.id };
  const failures: string[] = [];
  for (const [who, id] of Object.entries(targets)) {
    const posts: [string, Record<string, string>][] = [
      ...["like", "unlike", "block", "unblock"].map((intent): [string, Record<string, string>] => [
        `/members/${id}`,
        { intent },
      ]),
      [`/members/${id}`, { intent: "gift", gift: "1", key: randomUUID() }],
      [`/members/${id}/chat`, { intent: "send", to: String(id), key: randomUUID(), text: "Hello" }],
      [`/members/${id}/chat`, { intent: "gift", to: String(id), gift: "1", key: randomUUID() }],
    ];
    for (const [path, form] of posts) {
      const res = await rawRequest({
        host,
        path,
        method: "POST",
        headers: { Cookie: cookie, "Accept-Language": "en", "Content-Type": "application/x-www-form-urlencoded" },
        body: new URLSearchParams(form).toString(),
      });
      const said = res.status === 302 || res.body.includes(GONE);
      if (res.status >= 500 || !said) failures.push(`${who} ${path} ${form.intent}: ${res.status}`);
    }
  }
  expect(failures).toEqual([]);
});
