// @ts-expect-error -- plain ESM helper shared with `npm start`
import { freePort, startWeb } from "../../scripts/stack.mjs";
import { expect, MEMBERS_HOST as host, test } from "./members";
import { openConversation } from "./members-support";
import { contextFrom, site, tenantsDir } from "./support";

interface RequestLine {
  msg?: string;
  method?: string;
  path?: string;
  status?: number;
}

/**
 * The web tier is stateless and scales out (DESIGN "Scale out"): a second web process beside the
 * suite's, on its own port, against the same API, tenants and SESSION_SECRET, as a second machine
 * behind a load balancer. One member's browser talks to the suite's process, the other's to the
 * second; a message sent through the first shows live in the conversation open through the second
 * (docs/product.md#chat), because live events travel through the API, never a web process's memory.
 */
test("a message sent through one web process shows live in a conversation open through another", async ({
  page,
  browser,
  members,
}, testInfo) => {
  test.setTimeout(90_000);
  const port = await freePort();
  // The second process's request log: which requests it served.
  const served: RequestLine[] = [];
  const second = await startWeb({
    webPort: port,
    apiUrl: process.env.E2E_API_URL,
    sessionSecret: process.env.E2E_SESSION_SECRET,
    tenantsDir,
    quiet: true,
    env: { TRUST_PROXY: "1" },
    onLine: (line: string) => {
      try {
        const entry = JSON.parse(line) as RequestLine;
        if (entry.msg === "request") served.push(entry);
      } catch {
        // Not a log line.
      }
    },
  });
  const onSecond = (pathname: string) => `http://${host}:${port}${pathname}`;
  const other = await contextFrom(browser, testInfo, "receiver");
  try {
    const [relayer, relayed] = await Promise.all([
      members.create({ label: "relayer" }),
      members.create({ label: "relayed", gender: "male" }),
    ]);
    const receiver = await other.newPage();
    // The session cookie is the host's: the same on both ports (cookies ignore the port).
    await relayed.signIn(receiver);
    const receiverChat = `/members/${relayer.id}/chat`;
    const stream = receiver.waitForResponse((r) => new URL(r.url()).pathname === "/resources/events");
    await openConversation(receiver, onSecond(receiverChat));

    await relayer.signIn(page);
    const senderChat = `/members/${relayed.id}/chat`;
    await openConversation(page, site(host, senderChat));
    expect(new URL(page.url()).port).not.toBe(new URL(receiver.url()).port);
    const text = `Relayed hello ${testInfo.retry}-${Date.now() % 100000}`;
    await page.getByLabel(`Message to ${relayed.name}`).fill(text);
    const sent = Date.now();
    await page.getByRole("button", { name: "Send", exact: true }).click();
    // Live, not polled (the next poll would be a minute away); its time is logged, not bounded.
    await expect(receiver.getByTestId("message-partner").filter({ hasText: text })).toBeVisible();
    console.log(
      `live delivery across web processes: ${Date.now() - sent} ms from the click (port ` +
        `${new URL(page.url()).port}) to the partner's screen (port ${port})`
    );

    // The receiver's page and its event stream came from the second process, the send went to
    // the suite's: the second process's request log has the one and not the other.
    expect((await stream).status(), "the receiver's event stream").toBe(200);
    expect(new URL((await stream).url()).port).toBe(String(port));
    await expect
      .poll(() => served.some((r) => r.method === "GET" && r.path === receiverChat && r.status === 200), {
        message: "the second process served the receiver's conversation",
      })
      .toBe(true);
    expect(served.filter((r) => r.method === "POST" && r.path === senderChat)).toHaveLength(0);
  } finally {
    await other.close();
    await second.stop();
  }
});
