import { faultSite } from "./fault-site";
import type { FaultMode } from "./fault-api";
import { expect, test } from "./members";
import { site, waitForHydration } from "./support";

// A send the API stored and charged but whose answer was lost (late past the web tier's deadline,
// a server error, a cut connection) is never told "failed": the web tier asks again under the
// send's key, and while every answer is lost the member reads that the message is still being
// sent. The footer keeps the text and the form's key, so sending again is the same message, stored
// and charged once (docs/decisions/012-hardening.md, "Keyed writes"; 016-chat.md, "Sending").
// With and without JavaScript. The site's API is the fault
// API in front of the reference API (FlirtHaven's data); the member who writes has no free messages
// left, so every message is paid.

const FAILURES: { mode: FaultMode; what: string }[] = [
  { mode: "sendsLate", what: "answered after the deadline (504)" },
  { mode: "sends502", what: "answered with a server error (502)" },
  { mode: "sendsDropped", what: "cut off before the answer" },
];

for (const { mode, what } of FAILURES) {
  test(
    `a send stored but ${what}: 'still being sent', the text stays, and sending again is one message, one charge`,
    { tag: "@no-js" },
    async ({ page, javaScriptEnabled, members }, testInfo) => {
      test.setTimeout(90_000);
      const [resender, liked] = await Promise.all([
        members.create({ label: "resender", freeMessagesLeft: 0, credits: 200 }),
        members.create({ label: "liked" }),
      ]);
      const partner = liked.id;
      const faulty = await faultSite({
        id: `send-${mode.toLowerCase()}-${testInfo.project.name}`,
        name: "Lost answers",
      });
      const { api, host } = faulty;
      await faulty.admit(page.context());
      try {
        await resender.signIn(page, host);
        await page.goto(site(host, `/members/${partner}/chat`));
        if (javaScriptEnabled) {
          await waitForHydration(page);
          // A new conversation: its icebreakers come in a modal.
          const icebreakers = page.getByTestId("icebreaker-modal");
          await expect(icebreakers).toBeVisible();
          await icebreakers.getByRole("button", { name: "Close" }).click();
        }
        const credits = async () => Number((await page.getByTestId("chat-credits").textContent())?.match(/\d+/)?.[0]);
        const before = await credits();
        const price = Number((await page.getByTestId("send-cost").textContent())?.match(/\d+/)?.[0]);
        expect(price).toBeGreaterThan(0);

        const line = `Only once, ${mode} ${testInfo.retry} ${Date.now()}`;
        const field = page.getByLabel(/^Message to /);
        await field.fill(line);
        await api.setMode(mode);
        await page.getByRole("button", { name: "Send", exact: true }).click();
        await expect(page.getByTestId("send-error")).toContainText("still being sent");
        await expect(field).toHaveValue(line);

        await api.setMode("ok");
        await page.getByRole("button", { name: "Send", exact: true }).click();
        await expect(page.getByTestId("message-own").filter({ hasText: line })).toHaveCount(1);
        await expect(field).toHaveValue("");
        await page.goto(site(host, `/members/${partner}/chat`));
        await expect(page.getByTestId("message-own").filter({ hasText: line })).toHaveCount(1);
        await expect.poll(credits).toBe(before - price);
      } finally {
        await faulty.remove();
      }
    }
  );
}
