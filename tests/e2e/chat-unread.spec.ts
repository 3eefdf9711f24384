import { mailsTo, waitForMail } from "./mailbox";
import { expect, site, test } from "./support";
import {
  fictionalProfile,
  journeyEmail,
  journeyName,
  logInAs,
  memberIdOf,
  membersHost as host,
  sendAs,
} from "./members-support";

// Messages a member receives (SPEC §4 "Chat and likes", §2 navigation), with and without
// JavaScript: a seed profile's answer, and unread counts in the list, the navigation's Messages
// badge and the title, which opening the conversation sets to 0. "seeker" writes to a seed
// profile; "writer" writes to "reader".

test("a seed profile answers: typing first with JavaScript, after 'Check for new messages' without", async ({
  page,
}, testInfo) => {
  const js = testInfo.project.name === "js";
  const profile = await fictionalProfile(journeyEmail("seeker", testInfo));
  await logInAs(page, journeyEmail("seeker", testInfo));
  await page.goto(site(host, `/members/${profile.id}/chat`));
  await expect(page.getByRole("heading", { name: profile.name, exact: true })).toBeVisible();
  const answers = page.getByTestId("message-partner");
  const answered = await answers.count();
  if (js && answered === 0) {
    const modal = page.getByTestId("icebreaker-modal");
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: "Close" }).click();
  }
  await page
    .getByLabel(`Message to ${profile.name}`)
    .fill(`Hi ${profile.name}, how is your day? (${testInfo.project.name})`);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByTestId("message-own").last()).toContainText(`(${testInfo.project.name})`);

  // The reference API answers 3–8 s later (fictionalReplyDelayMs), typing shown before.
  if (js) {
    await expect(page.getByTestId("typing")).toHaveText(`${profile.name} is typing…`, { timeout: 10_000 });
    await expect(answers).toHaveCount(answered + 1, { timeout: 10_000 });
  } else {
    const check = page.getByRole("link", { name: "Check for new messages" });
    await expect(async () => {
      await check.click();
      await expect(answers).toHaveCount(answered + 1, { timeout: 1_000 });
    }).toPass({ timeout: 15_000, intervals: [1_000] });
  }
  await expect(answers.last()).not.toBeEmpty();
});

test("unread messages: the list's count, the Messages badge and the title, all 0 once opened", async ({
  page,
}, testInfo) => {
  const js = testInfo.project.name === "js";
  const writer = journeyName("writer", testInfo);
  await sendAs(
    journeyEmail("writer", testInfo),
    await memberIdOf(journeyEmail("reader", testInfo)),
    `Are you there? (${testInfo.project.name})`
  );
  await logInAs(page, journeyEmail("reader", testInfo));
  // With JavaScript the navigation reads its counts again in the background (5 s after load):
  // opening must win over what that read.
  const countsRead = js
    ? page.waitForResponse((r) => r.url().includes("/resources/counts"), { timeout: 30_000 })
    : null;
  await page.goto(site(host, "/chats"));
  const row = page.getByTestId("chat-row").filter({ hasText: writer });
  const messagesLink = page.getByRole("navigation").locator('a[href="/chats"]');
  await expect(row.getByTestId("chat-unread")).toHaveText("1");
  await expect(messagesLink.getByTestId("badge")).toHaveText("1");
  await expect(page).toHaveTitle(/^\(1\) /);
  await countsRead;

  await row.getByRole("link").click();
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  await expect(page.getByTestId("message-partner").last()).toContainText(`Are you there? (${testInfo.project.name})`);
  await expect(messagesLink.getByTestId("badge")).toHaveCount(0);
  await expect(page).not.toHaveTitle(/^\(\d+\+?\) /);

  await messagesLink.click();
  await expect(page).toHaveURL(site(host, "/chats"));
  await expect(row).toBeVisible();
  await expect(row.getByTestId("chat-unread")).toHaveCount(0);
  await expect(messagesLink.getByTestId("badge")).toHaveCount(0);
});

test("a message arriving in the open conversation is read there: no badge, no unread count after", async ({
  page,
}, testInfo) => {
  test.skip(testInfo.project.name === "no-js", "live delivery needs JavaScript");
  const talker = journeyName("talker", testInfo);
  const listenerId = await memberIdOf(journeyEmail("listener", testInfo));
  await sendAs(journeyEmail("talker", testInfo), listenerId, "Hello there");
  await logInAs(page, journeyEmail("listener", testInfo));
  await page.goto(site(host, "/chats"));
  await page.getByTestId("chat-row").filter({ hasText: talker }).getByRole("link").click();
  await expect(page).toHaveURL(/\/chats\/\d+$/);
  const messagesLink = page.getByRole("navigation").locator('a[href="/chats"]');
  await expect(messagesLink.getByTestId("badge")).toHaveCount(0);

  await sendAs(journeyEmail("talker", testInfo), listenerId, "Still there?");
  await expect(page.getByTestId("message-partner").last()).toContainText("Still there?");
  // The counts read after the event must not keep the message counted: it was read on screen.
  await expect(messagesLink.getByTestId("badge")).toHaveCount(0);
  await expect(page).not.toHaveTitle(/^\(\d+\+?\) /);
  await messagesLink.click();
  await expect(page).toHaveURL(site(host, "/chats"));
  const row = page.getByTestId("chat-row").filter({ hasText: talker });
  await expect(row).toBeVisible();
  await expect(row.getByTestId("chat-unread")).toHaveCount(0);
});

test("an unconfirmed member's message gets no answer until the activation link is clicked, then it does", async ({
  page,
}, testInfo) => {
  test.setTimeout(60_000);
  const js = testInfo.project.name === "js";
  const email = journeyEmail("activator", testInfo);
  const profile = await fictionalProfile(email);
  await logInAs(page, email);
  await page.goto(site(host, `/members/${profile.id}/chat`));
  const answers = page.getByTestId("message-partner");
  const answered = await answers.count();
  if (js && answered === 0) {
    const modal = page.getByTestId("icebreaker-modal");
    await expect(modal).toBeVisible();
    await modal.getByRole("button", { name: "Close" }).click();
  }
  const notice = page.getByTestId("unconfirmed-notice");
  await expect(notice).toBeVisible();
  await page.getByLabel(`Message to ${profile.name}`).fill(`Anyone there? (${testInfo.project.name})`);
  await page.getByRole("button", { name: "Send", exact: true }).click();
  await expect(page.getByTestId("message-own").last()).toContainText(`(${testInfo.project.name})`);

  // Longer than a seed profile ever waits (3–8 s): no answer while unconfirmed (SPEC §4).
  await page.waitForTimeout(9_000);
  await page.reload();
  await expect(answers).toHaveCount(answered);

  const mailsBefore = (await mailsTo(email))[0]?.id ?? 0;
  await notice.getByRole("button").click();
  const mail = await waitForMail(email, "activation", mailsBefore);
  await page.goto(site(host, new URL(mail.link!).pathname));
  await page.getByRole("button", { name: "Activate my account" }).click();
  await expect(page).toHaveURL(site(host, "/activate/done"));

  await page.goto(site(host, `/members/${profile.id}/chat`));
  await expect(notice).toHaveCount(0);
  if (js) {
    await expect(answers).toHaveCount(answered + 1, { timeout: 15_000 });
  } else {
    const check = page.getByRole("link", { name: "Check for new messages" });
    await expect(async () => {
      await check.click();
      await expect(answers).toHaveCount(answered + 1, { timeout: 1_000 });
    }).toPass({ timeout: 20_000, intervals: [1_000] });
  }
});
