// Web push end to end on the API's side: the site's VAPID key, push subscriptions, and pushes for
// messages, likes and matches sent with web-push to a push service on this machine (https), which
// decrypts each one with the browser's keys as a browser would.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { PushSubscriptionJson } from "../app/api/schemas/notifications";
import { PushPayloadSchema } from "../app/api/schemas/push-payload";
import { ensureSitePushKeys, sitePushKeys } from "./push/keys";
import { startTestPushService } from "./testing/push-service";
import { MAX_PUSH_SUBSCRIPTIONS } from "./routes/notifications";
import { DEMO_SITES, settingsFor } from "./seed/sites";
import { memberKit, type TestMember } from "./testing/member-kit";
import { testSiteForFile } from "./testing/site";

const DOMAIN = "push.localhost";
const SETTINGS = { ...settingsFor(DEMO_SITES[0]), support_email: "support@push.example" };
let now = new Date("2026-06-20T12:00:00Z");
const service = await startTestPushService();
const logged: Record<string, unknown>[] = [];
const site = testSiteForFile(DOMAIN, "Push Site", () => now, SETTINGS, {
  push: { agent: service.agent, timeoutMs: 5_000, extraServiceHosts: ["127.0.0.1"] },
  log: (entry) => logged.push(entry),
});
const kit = memberKit(site, DOMAIN, () => now);
/** A second site of the same database that was never given push keys. */
const BARE_DOMAIN = "nokeys.localhost";
const bare = {
  siteId: 0,
  get db() {
    return site.db;
  },
  get app() {
    return site.app;
  },
};
const bareKit = memberKit(bare, BARE_DOMAIN, () => now);

beforeAll(async () => {
  await ensureSitePushKeys(site.db, site.siteId);
  const [{ id }] = await site.db.query<{ id: number }>(
    `INSERT INTO sites (domain, name, niche, settings, company) VALUES ($1, 'Bare', 1, $2, '{}') RETURNING id`,
    [BARE_DOMAIN, JSON.stringify(SETTINGS)]
  );
  bare.siteId = id;
});
afterAll(() => service.close());

const subscribe = (m: TestMember, subscription: PushSubscriptionJson, k = kit) =>
  k.call("POST", "/api/push-subscription.php", { subscription }, { token: m.token });
const settingsOf = async (m: TestMember) =>
  (await kit.call("GET", "/api/notification-settings.php", undefined, { token: m.token })).json.settings as {
    push_devices: number;
  };
const send = (from: TestMember, to: TestMember, text: string) =>
  kit.call("POST", "/api/message.php", { to: to.id, text }, { token: from.token });
const like = (from: TestMember, to: TestMember) =>
  kit.call("POST", "/api/like.php", { id: to.id }, { token: from.token });
const setPush = (m: TestMember, push: Record<string, boolean>) =>
  kit.call("PUT", "/api/notification-settings.php", { push }, { token: m.token });
/** The member's conversation with another (their own side's id). */
async function conversationOf(m: TestMember, other: TestMember) {
  const [row] = await site.db.query<{ id: number }>(
    "SELECT id FROM conversations WHERE member_id = $1 AND profile_id = $2",
    [m.id, other.id]
  );
  return row.id;
}
/** The pushes a subscription received, once every push queued so far has been sent or given up. */
async function pushesTo(subscription: PushSubscriptionJson) {
  await site.app.pushesSettled();
  return service.pushesTo(subscription.endpoint).map((p) => PushPayloadSchema.parse(p.payload));
}

describe("the site's push key", () => {
  it("is answered by settings.php; a site without one refuses subscriptions (409 push_not_configured) until it gets one", async () => {
    const keys = (await sitePushKeys(site.db, site.siteId))!;
    const settings = (await kit.call("GET", "/api/settings.php")).json.settings as { push_public_key: string };
    expect(settings.push_public_key).toBe(keys.publicKey);
    // An uncompressed P-256 point, as PushManager.subscribe's applicationServerKey takes it.
    expect(Buffer.from(settings.push_public_key, "base64url")).toHaveLength(65);

    const bareSettings = (await bareKit.call("GET", "/api/settings.php")).json.settings as { push_public_key: null };
    expect(bareSettings.push_public_key).toBeNull();
    const member = await bareKit.newMember();
    expect(await subscribe(member, service.subscribe(), bareKit)).toEqual({
      status: 409,
      json: { error: "push_not_configured" },
    });
    // At the next start the site made before keys existed gets its own; the others keep theirs.
    expect(await ensureSitePushKeys(site.db)).toBe(1);
    expect(await ensureSitePushKeys(site.db)).toBe(0);
    expect((await sitePushKeys(site.db, site.siteId))!.publicKey).toBe(keys.publicKey);
    expect((await subscribe(member, service.subscribe(), bareKit)).status).toBe(200);
  });
});

describe("push-subscription.php", () => {
  it("attaches a browser, moves it to whoever subscribes it next, keeps the newest 10 and detaches", async () => {
    const a = await kit.newMember();
    const b = await kit.newMember();
    const browser = service.subscribe();
    expect(await subscribe(a, browser)).toEqual({ status: 200, json: { ok: true } });
    expect(await subscribe(a, browser)).toEqual({ status: 200, json: { ok: true } }); // harmless twice
    expect((await settingsOf(a)).push_devices).toBe(1);

    // Another member signs in on that browser: it is theirs now, never both.
    await subscribe(b, browser);
    expect([(await settingsOf(a)).push_devices, (await settingsOf(b)).push_devices]).toEqual([0, 1]);

    const more = Array.from({ length: MAX_PUSH_SUBSCRIPTIONS }, () => service.subscribe());
    for (const s of more) await subscribe(b, s);
    expect((await settingsOf(b)).push_devices).toBe(MAX_PUSH_SUBSCRIPTIONS);
    const endpoints = await site.db.query<{ endpoint: string }>(
      "SELECT endpoint FROM push_subscriptions WHERE member_id = $1",
      [b.id]
    );
    expect(endpoints.map((e) => e.endpoint)).not.toContain(browser.endpoint); // the oldest went

    const remove = (m: TestMember, endpoint: string) =>
      kit.call("DELETE", "/api/push-subscription.php", { endpoint }, { token: m.token });
    expect(await remove(a, more[0].endpoint)).toEqual({ status: 200, json: { ok: true } }); // not a's: nothing
    expect((await settingsOf(b)).push_devices).toBe(MAX_PUSH_SUBSCRIPTIONS);
    expect(await remove(b, more[0].endpoint)).toEqual({ status: 200, json: { ok: true } });
    expect((await settingsOf(b)).push_devices).toBe(MAX_PUSH_SUBSCRIPTIONS - 1);
  });

  it("refuses keys no push could be encrypted for, an endpoint that is no push service's, and visitors", async () => {
    const a = await kit.newMember();
    const good = service.subscribe();
    const refused = async (subscription: unknown) =>
      (await kit.call("POST", "/api/push-subscription.php", { subscription }, { token: a.token })).json;
    const notAPoint = Buffer.alloc(65, 7).toString("base64url");
    expect(await refused({ ...good, keys: { ...good.keys, p256dh: notAPoint } })).toMatchObject({
      error: "validation_failed",
      fields: { "subscription.keys.p256dh": "invalid_key" },
    });
    expect(await refused({ ...good, keys: { ...good.keys, auth: "A".repeat(40) } })).toMatchObject({
      fields: { "subscription.keys.auth": "invalid_key" },
    });
    expect(await refused({ ...good, endpoint: "http://push.example/x" })).toMatchObject({ error: "validation_failed" });
    // Only the browsers' push services: never a host the member chooses, inside the network or out.
    for (const endpoint of [
      "https://169.254.169.254/latest/meta-data",
      "https://localhost/push",
      "https://evil.example/push",
      "https://fcm.googleapis.com.evil.example/x",
      "https://user:pass@fcm.googleapis.com/fcm/send/x",
      "https://fcm.googleapis.com:8443/fcm/send/x",
    ]) {
      expect(await refused({ ...good, endpoint }), endpoint).toEqual({
        error: "validation_failed",
        fields: { "subscription.endpoint": "unknown_push_service" },
      });
    }
    for (const endpoint of [
      "https://fcm.googleapis.com/fcm/send/abc:def",
      "https://updates.push.services.mozilla.com/wpush/v2/gAAAA",
      "https://wns2-par02p.notify.windows.com/w/?token=BQYAAA",
      "https://web.push.apple.com/QGuQyavXutnMH",
    ]) {
      expect(await refused({ ...good, endpoint }), endpoint).toEqual({ ok: true });
    }
    expect((await kit.call("POST", "/api/push-subscription.php", { subscription: good })).status).toBe(403);
    expect((await settingsOf(a)).push_devices).toBe(4); // the four push services' only
  });
});

describe("pushes", () => {
  it("tells of a new conversation and a new message in the recipient's language, signed with the site's key", async () => {
    const anna = await kit.newMember({ name: "Anna", credits: 1000 });
    const bob = await kit.newMember({ name: "Bob", language: "de" });
    const browser = service.subscribe();
    await subscribe(bob, browser);

    expect((await send(anna, bob, "Hi Bob")).status).toBe(200);
    const conversation = await conversationOf(bob, anna);
    const chat = {
      title: "Push Site",
      icon: "/icons/192.png",
      tag: `chat-${conversation}`,
      checkUrl: `/chats/${conversation}`,
      openUrl: `/login?redirectTo=%2Fchats%2F${conversation}`,
    };
    expect(await pushesTo(browser)).toEqual([{ ...chat, body: "Anna hat ein Gespräch mit dir begonnen" }]);

    await send(anna, bob, "Are you there?");
    expect(await pushesTo(browser)).toEqual([
      { ...chat, body: "Anna hat ein Gespräch mit dir begonnen" },
      { ...chat, body: "Anna hat dir eine Nachricht geschickt" },
    ]);
    // VAPID: signed for the site's key, with the site's support address as the contact.
    const { headers } = service.pushesTo(browser.endpoint)[0];
    const keys = (await sitePushKeys(site.db, site.siteId))!;
    expect(headers.authorization).toContain(`k=${keys.publicKey}`);
    const jwt = String(headers.authorization).match(/t=([^,]+)/)![1];
    expect(JSON.parse(Buffer.from(jwt.split(".")[1], "base64url").toString())).toMatchObject({
      sub: "mailto:support@push.example",
    });
    // The sender's own browsers hear nothing of what they sent.
    const annasBrowser = service.subscribe();
    await subscribe(anna, annasBrowser);
    await send(anna, bob, "Hello?");
    expect(await pushesTo(annasBrowser)).toEqual([]);
  });

  it("tells of a like, and of the match to the one who was liked back, not to the one who just liked", async () => {
    const anna = await kit.newMember({ name: "Anna" });
    const carl = await kit.newMember({ name: "Carl" });
    const annas = service.subscribe();
    const carls = service.subscribe();
    await subscribe(anna, annas);
    await subscribe(carl, carls);

    await like(anna, carl);
    const aboutAnna = { tag: `like-${anna.id}`, checkUrl: `/likes/m/${anna.id}` };
    expect(await pushesTo(carls)).toMatchObject([{ ...aboutAnna, body: "Anna likes you" }]);
    now = new Date(now.getTime() + 60_000);
    expect((await like(carl, anna)).json).toEqual({ like: "match" });
    expect(await pushesTo(annas)).toMatchObject([
      {
        tag: `like-${carl.id}`,
        checkUrl: `/likes/m/${carl.id}`,
        openUrl: `/login?redirectTo=%2Flikes%2Fm%2F${carl.id}`,
        body: "You and Carl like each other: it's a match!",
      },
    ]);
    expect(await pushesTo(carls)).toHaveLength(1);
  });

  it("forgets a browser the push service answers 410 for, and keeps one it cannot reach", async () => {
    const anna = await kit.newMember({ name: "Anna", credits: 1000 });
    const dan = await kit.newMember({ name: "Dan" });
    const live = service.subscribe();
    const gone = service.subscribe({ gone: true });
    const unreachable = { ...service.subscribe(), endpoint: "https://127.0.0.1:1/push/nobody" };
    for (const s of [live, gone, unreachable]) await subscribe(dan, s);

    await send(anna, dan, "Hi Dan");
    expect(await pushesTo(live)).toHaveLength(1);
    const left = await site.db.query<{ endpoint: string }>(
      "SELECT endpoint FROM push_subscriptions WHERE member_id = $1 ORDER BY id",
      [dan.id]
    );
    expect(left.map((s) => s.endpoint)).toEqual([live.endpoint, unreachable.endpoint]);
    expect(logged).toContainEqual(
      expect.objectContaining({ level: "warn", msg: "push not delivered", memberId: dan.id, host: "127.0.0.1:1" })
    );
  });

  it("sends nothing of a kind the member turned off, nor for a message an invisible member cannot be sent", async () => {
    const anna = await kit.newMember({ name: "Anna", credits: 1000 });
    const eve = await kit.newMember({ name: "Eve" });
    const browser = service.subscribe();
    await subscribe(eve, browser);
    await setPush(eve, { new_messages: false });

    await send(anna, eve, "First"); // a new conversation: still on
    await send(anna, eve, "Second"); // a new message: off
    await like(anna, eve);
    expect((await pushesTo(browser)).map((p) => p.body)).toEqual([
      "Anna started a conversation with you",
      "Anna likes you",
    ]);

    await setPush(eve, { like: false, new_conversations: false });
    const ben = await kit.newMember({ name: "Ben", credits: 1000 });
    await send(ben, eve, "Hello Eve");
    await like(ben, eve);
    expect(await pushesTo(browser)).toHaveLength(2);

    // An invisible member cannot be written to, so nothing is pushed either.
    const hidden = await kit.newMember({ name: "Hidden" });
    const hiddens = service.subscribe();
    await subscribe(hidden, hiddens);
    await kit.call("PUT", "/api/notification-settings.php", { invisible: true }, { token: hidden.token });
    expect((await send(anna, hidden, "Hi")).status).toBe(404);
    expect(await pushesTo(hiddens)).toEqual([]);
  });

  it("lets an invisible member's message reach its recipient: they chose to write", async () => {
    const ghost = await kit.newMember({ name: "Ghost", credits: 1000 });
    const fay = await kit.newMember({ name: "Fay" });
    const browser = service.subscribe();
    await subscribe(fay, browser);
    await kit.call("PUT", "/api/notification-settings.php", { invisible: true }, { token: ghost.token });
    expect((await send(ghost, fay, "Hi Fay")).status).toBe(200);
    expect((await pushesTo(browser)).map((p) => p.body)).toEqual(["Ghost started a conversation with you"]);
  });
});
