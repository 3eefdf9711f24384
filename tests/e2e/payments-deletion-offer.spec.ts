import { signUp } from "./signup-journey";
import { expect, site, test } from "./support";

// The account-deletion offer (docs/product.md#account-deletion): staying leads to the credits page
// with the member's personal code of the company's delete discount (50% on the demo sites), which
// the prices and checkout then carry. A fresh member: nothing is deleted.
const host = "shemeets.localhost";

test(
  "taking the deletion offer applies its personal discount at checkout",
  { tag: "@no-js" },
  async ({ page, javaScriptEnabled }, info) => {
    await signUp(page, host, `stay-${info.project.name}-${Date.now()}@example.com`, javaScriptEnabled);
    await page.goto(site(host, "/account-delete"));
    await page.getByLabel("It is too expensive").check();
    await page.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByTestId("delete-offer")).toContainText("50% off your next credits purchase");
    await page.getByRole("link", { name: "Stay and get 50% off" }).click();

    await expect(page).toHaveURL(site(host, "/credits?offer=delete"));
    // The personal code, not the time bonus a new member also has: the code asked for comes first.
    const note = page.getByText(/^50% off with \S+$/).first();
    await expect(note).toBeVisible();
    const code = (await note.innerText()).replace("50% off with ", "");
    expect(code).not.toBe("TIMEBONUS25");

    // Checkout carries the code on: the price there is half the list price.
    await page.goto(site(host, `/credits/p1?code=${encodeURIComponent(code)}`));
    const amount = async (role: "deletion" | "insertion") =>
      Number((await page.getByRole(role).first().innerText()).replace(/[^\d.,]/g, "").replace(",", "."));
    const [was, now] = [await amount("deletion"), await amount("insertion")];
    expect(now).toBeCloseTo(was / 2, 1);
  }
);
