import { expect, test } from "./members";

// A member without a photo shows the initials of the name on the niche's tile, in a circle as large
// as a photo would be: in the conversation's top bar (44 px) and in the list beside it (56 px). The
// sizes are classes: the CSP refuses inline styles, which left the initial a sliver (the suite also
// fails on the refusal itself, tests/e2e/support.ts).
test("a partner without a photo: the initials in a full-size circle in the top bar and the list", async ({
  page,
  members,
}, testInfo) => {
  const [member, partner] = await Promise.all([members.create(), members.operated({ photos: 0, name: "Sam Lee" })]);
  await member.writeTo(partner, "Hello, no photo yet?");
  await member.signIn(page);
  await page.goto(member.url(`/members/${partner.id}/chat`));

  const initial = "SL";
  const inTopBar = page.getByTestId("partner").getByText(initial, { exact: true });
  await expect(inTopBar).toHaveText(initial);
  expect(await inTopBar.boundingBox()).toMatchObject({ width: 44, height: 44 });

  const inList = page.getByTestId("chat-row").filter({ hasText: partner.name }).getByText(initial, { exact: true });
  await expect(inList).toHaveText(initial);
  expect(await inList.boundingBox()).toMatchObject({ width: 56, height: 56 });
  await page.screenshot({ path: testInfo.outputPath("avatar-initial.png") });
});
