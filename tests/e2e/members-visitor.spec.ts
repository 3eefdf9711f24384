import { expect, site, test, waitForHydration } from "./support";

// docs/product.md#audience-and-roles: a visitor may browse where logged_out_search allows, and must log in to like, chat,
// see more photos or send a gift: the signup modal with JavaScript, the signup page without.
const host = "flirthaven.localhost";

for (const [button, need, text] of [
  ["Like", "like", "You need to be logged in to like"],
  ["Send a message", "chat", "You need to be logged in to chat"],
  ["Send a gift", "gift", "You need to be logged in to send a gift"],
] as const) {
  test(`a visitor pressing "${button}" is asked to sign up`, { tag: "@no-js" }, async ({ page, javaScriptEnabled }) => {
    await page.goto(site(host, "/members"));
    await page.getByTestId("member-card").first().getByRole("link").click();
    await expect(page).toHaveURL(/\/members\/(\d+)$/);
    const id = new URL(page.url()).pathname.split("/")[2];
    // The modal is the script's: a press before it runs follows the link to the signup page, as
    // without JavaScript (a slow phone's first second).
    if (javaScriptEnabled) await waitForHydration(page);
    await page.getByRole("link", { name: button, exact: true }).click();
    if (javaScriptEnabled) {
      const modal = page.getByTestId("signup-modal");
      await expect(modal.getByRole("heading", { name: text })).toBeVisible();
      await modal.getByRole("link", { name: "Sign up for free" }).click();
    }
    await expect(page).toHaveURL(site(host, `/members/${id}/signup?need=${need}`));
    await expect(page.getByTestId("need-login")).toContainText(text);
    await expect(page.getByTestId("need-login").getByRole("link", { name: "Log in" })).toHaveAttribute(
      "href",
      `/login?redirectTo=%2Fmembers%2F${id}`
    );
  });
}

test("a visitor sees the main photo only; the locked tile asks to log in", async ({ page }) => {
  await page.goto(site(host, "/members"));
  await page.getByTestId("member-card").first().getByRole("link").click();
  const locked = page.getByTestId("locked-photos");
  const count = Number((await page.getByTestId("photo-count").innerText()).match(/\d+/)?.[0]);
  if (count > 1) await expect(locked).toContainText(`${count - 1} more photo`);
  else await expect(locked).toHaveCount(0);
});
