import { faultSite } from "./fault-site";
import { expect, test } from "./members";
import { site } from "./support";
import { rowDeleteButton } from "./chat-support";

// Deleting a conversation when the API refuses (docs/product.md#chat: removed locally first, then the server;
// on failure an alert shows and the chats are reloaded), with and without JavaScript. The
// site's API is the fault API in front of the reference API (FlirtHaven's data), failing DELETEs.

test(
  "a refused delete: an alert, and the list loaded again with the conversation back",
  { tag: "@no-js" },
  async ({ page, members }, testInfo) => {
    const [deleter, liked] = await Promise.all([
      members.create({ label: "deleter" }),
      members.create({ label: "liked" }),
    ]);
    const partner = liked.name;
    await deleter.writeTo(liked, `Keep this one (${testInfo.project.name})`);
    const faulty = await faultSite({ id: `chat-delete-${testInfo.project.name}`, name: "Faulty deletes" });
    const { api, host } = faulty;
    await faulty.admit(page.context());
    try {
      await deleter.signIn(page, host);

      await page.goto(site(host, "/chats"));
      const row = page.getByTestId("chat-row").filter({ hasText: partner });
      await expect(row).toContainText(`Keep this one (${testInfo.project.name})`);
      await api.setMode("deletes500");
      await (await rowDeleteButton(row)).click();
      // The delete goes after the Undo window (JavaScript) or once confirmed (without).
      const confirm = page.getByTestId("delete-confirm");
      await expect(page.getByTestId("delete-undo").or(confirm)).toBeVisible();
      if (await confirm.isVisible()) await confirm.getByRole("button", { name: "Delete" }).click();
      await expect(page.getByRole("alert").filter({ hasText: "could not be deleted" })).toBeVisible();
      await expect(row).toBeVisible();
      await expect(row).toContainText(`Keep this one (${testInfo.project.name})`);
      // Still there for the API too: a fresh list shows it, without the alert.
      await api.setMode("ok");
      await page.goto(site(host, "/chats"));
      await expect(row).toBeVisible();
      await expect(page.getByTestId("delete-failed")).toHaveCount(0);
    } finally {
      await faulty.remove();
    }
  }
);
