import { expect, MEMBERS_HOST as host, test } from "./members";
import { site } from "./support";

// Complaints: a member reports a member found in the search and blocks them; a visitor sends the
// operator a general complaint with their address.

test("a member reports a member from the profile and blocks them", { tag: "@no-js" }, async ({ page, members }) => {
  await (await members.create({ label: "reporter" })).signIn(page);
  await page.goto(site(host, "/members?gender=&min_age=&max_age="));
  const card = page.getByTestId("member-card").first();
  const name = (await card.getByRole("heading").innerText()).split(",")[0];
  await card.getByRole("link").first().click();
  await page.getByRole("link", { name: "Report this member" }).click();
  await expect(page).toHaveURL(/\/complaints\?member=\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Report ${name}`);

  // Refused without a reason: nothing typed is lost.
  await page.getByLabel("What happened?").fill("Asked me for money right away.");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Please choose a reason.")).toBeVisible();
  await expect(page.getByLabel("What happened?")).toHaveValue("Asked me for money right away.");

  await page.getByLabel("Reason").selectOption("scam");
  await page.getByLabel(`Also block ${name}`).check();
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(/\/complaints\?sent=1&member=\d+$/);
  await expect(page.getByTestId("complaint-sent")).toHaveText("We have received your message and will look into it.");
  await expect(page.getByTestId("complaint-blocked")).toHaveText(
    `${name} is blocked: you will not see each other any more.`
  );
});

test("a member blocked by the one they report still reports them", { tag: "@no-js" }, async ({ page, members }) => {
  const reporter = await members.create({ label: "reporter" });
  // The harasser blocked the reporter first, as one would to escape a report.
  const harasser = await members.create({ label: "harasser", gender: "male", blocks: [reporter.id] });

  await reporter.signIn(page);
  await page.goto(site(host, `/complaints?member=${harasser.id}`));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(`Report ${harasser.name}`);
  await page.getByLabel("Reason").selectOption("harassment");
  await page.getByLabel("What happened?").fill("Insulted me, then blocked me.");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByTestId("complaint-sent")).toHaveText("We have received your message and will look into it.");
});

test("a visitor sends a general complaint with their address", { tag: "@no-js" }, async ({ page }) => {
  await page.goto(site(host, "/"));
  await page
    .getByRole("contentinfo")
    .getByRole("link", { name: /complaint/i })
    .click();
  await expect(page).toHaveURL(site(host, "/complaints"));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Report a problem");

  await page.getByLabel("Reason").selectOption("billing");
  await page.getByLabel("What happened?").fill("I was charged twice for one bundle.");
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page.getByText("Please enter your e-mail address.")).toBeVisible();
  await expect(page.getByLabel("What happened?")).toHaveValue("I was charged twice for one bundle.");

  await page.getByLabel("Your e-mail address").fill(`visitor-${Date.now()}@example.com`);
  await page.getByRole("button", { name: "Send" }).click();
  await expect(page).toHaveURL(site(host, "/complaints?sent=1"));
  await expect(page.getByTestId("complaint-sent")).toBeVisible();
});
