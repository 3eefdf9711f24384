import { HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import type { ConversationResponse, Message } from "~/api/schemas/chat";
import { mockEndpoint } from "../../../tests/mocks/endpoint";
import { memberCardFixture } from "../../../tests/mocks/member-fixtures";
import { requestContextFor, testTenant } from "../../../tests/mocks/request-context";
import { routeArgs, settle } from "../../../tests/mocks/route-args";
import { server, mockApiForFile } from "../../../tests/mocks/server";
import { conversationLoader } from "./conversation.server";
import { giftKey } from "~/features/members/send-gift.server";
import { sendAction, textKey } from "./send.server";

mockApiForFile();

const message = (id: number, from_me: boolean): Message => ({
  id,
  from_me,
  text: `hello ${id}`,
  gift: null,
  image: null,
  sent_at: "2024-05-01T09:00:00Z",
  read: true,
});
const conversation = (answer: Partial<ConversationResponse> = {}): ConversationResponse => ({
  conversation: { id: 5 },
  profile: memberCardFixture({ id: 7, name: "Lena" }),
  messages: [message(1, false), message(2, true)],
  has_older: false,
  marked_read: 0,
  rules: {
    message_credits: 5,
    photo_credits: 10,
    gift_credits: 20,
    message_length: 500,
    free_messages_left: 0,
    can_start: true,
    replies_wait_for_activation: false,
    blocked_by_partner: false,
  },
  ...answer,
});
const gifts = mockEndpoint("getGifts", () => HttpResponse.json({ gifts: [{ id: 1, key: "rose" }], credits: 20 }));
const opened = (answer: Partial<ConversationResponse> = {}, asked: URL[] = []) =>
  mockEndpoint("getConversation", ({ request }) => {
    asked.push(new URL(request.url));
    return HttpResponse.json(conversation(answer));
  });

async function load(path: string, by: "id" | "member", headers: Record<string, string> = {}) {
  const args = await routeArgs(path);
  for (const [name, value] of Object.entries(headers)) args.request.headers.set(name, value);
  const forget = vi.spyOn(args.context, "forgetMember");
  const param = path.split("?")[0].split("/")[2];
  const response = await settle(() => conversationLoader(args.request, args.context, { by, param }));
  return { response, forget };
}

type Sent = { body: unknown; key: string | null };
const sending = (sent: Sent[], answer?: { status: number; error: string }) =>
  mockEndpoint("sendMessage", async ({ request }) => {
    sent.push({ body: await request.json(), key: request.headers.get("Idempotency-Key") });
    if (answer) return HttpResponse.json({ error: answer.error }, { status: answer.status });
    return HttpResponse.json({ message: message(3, true), conversation_id: 5, credits: 15, free_messages_left: 0 });
  });
const post = async (form: Record<string, string>) => {
  const args = await routeArgs("/members/7/chat", { form });
  return settle(() => sendAction(args.request, args.context));
};
const KEY = "4f6c0a52-7d7e-4c55-9a51-3c8b1e0f2a11";
/** The send footer's form with an image, as a browser posts it. */
const postMultipart = async (form: FormData, { uploadInProgress = false } = {}) => {
  const { request } = await routeArgs("/members/7/chat");
  const upload = new Request(request.url, {
    method: "POST",
    headers: { Cookie: request.headers.get("Cookie")! },
    body: form,
  });
  const context = requestContextFor(upload, testTenant());
  context.uploadInProgress = uploadInProgress;
  return settle(() => sendAction(upload, context));
};

describe("opening a conversation", () => {
  it("asks by partner or by id, with a fresh send key each time", async () => {
    const asked: URL[] = [];
    server.use(gifts, opened({}, asked));
    const first = await (await load("/members/7/chat", "member")).response.json();
    const second = await (await load("/chats/5?before=1", "id")).response.json();
    expect(asked[0].searchParams.get("member")).toBe("7");
    expect(asked[1].searchParams.get("id")).toBe("5");
    expect(asked[1].searchParams.get("before")).toBe("1");
    expect(first).toMatchObject({ kind: "conversation", profile: { name: "Lena" }, title: "Chat with Lena" });
    expect(first.sendKey).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.sendKey).not.toBe(first.sendKey);
  });

  it("brings the conversation list along for /members/{id}/chat (a wide screen shows it beside)", async () => {
    const listed = vi.fn();
    server.use(
      gifts,
      opened(),
      mockEndpoint("getChats", () => {
        listed();
        return HttpResponse.json({
          chats: [
            {
              conversation: { id: 5 },
              profile: memberCardFixture({ id: 7, name: "Lena" }),
              num_unread_messages: 0,
              last_message: null,
            },
          ],
        });
      })
    );
    const args = await routeArgs("/members/7/chat");
    const data = await (
      await conversationLoader(args.request, args.context, { by: "member", param: "7" }, { withList: true })
    ).json();
    expect(data).toMatchObject({
      kind: "conversation",
      list: { title: "Messages", chats: [{ conversation: { id: 5 } }] },
    });
    // /chats/{id} has the list from its layout: its own loader does not ask again.
    const plain = await (await load("/chats/5", "id")).response.json();
    expect(plain.list).toBeNull();
    expect(listed).toHaveBeenCalledOnce();
  });

  it("offers icebreakers only in an empty conversation", async () => {
    server.use(
      gifts,
      opened({ conversation: { id: null }, messages: [] }),
      mockEndpoint("getIcebreakers", () => HttpResponse.json({ icebreakers: ["a", "b", "c", "d", "e"] }))
    );
    const data = await (await load("/members/7/chat?text=Hi%20there", "member")).response.json();
    expect(data.icebreakers).toEqual(["a", "b", "c", "d"]);
    expect(data.prefill).toBe("Hi there");
  });

  it("forgets the badges when opening marked messages read, and reloads a whole page once", async () => {
    server.use(gifts, opened({ marked_read: 2 }));
    const data = await load("/chats/5", "id");
    expect(data.forget).toHaveBeenCalledOnce();
    expect(data.response.status).toBe(200);
    const page = await load("/chats/5", "id", { Accept: "text/html" });
    expect(page.response.headers.get("Location")).toBe("/chats/5");
    server.use(opened({ marked_read: 0 }));
    expect((await load("/chats/5", "id")).forget).not.toHaveBeenCalled();
  });

  it("answers the blocked refusal for a member who blocked the viewer, 404 for an unknown one", async () => {
    server.use(
      gifts,
      mockEndpoint("getConversation", () =>
        HttpResponse.json({ error: "blocked_by_member", name: "Lena" }, { status: 403 })
      )
    );
    const blocked = (await load("/members/7/chat", "member")).response;
    expect(blocked.status).toBe(403);
    expect(await blocked.json()).toEqual({ kind: "blocked", name: "Lena" });
    server.use(
      mockEndpoint("getConversation", () => HttpResponse.json({ error: "member_not_found" }, { status: 404 }))
    );
    expect((await load("/members/9/chat", "member")).response.status).toBe(404);
  });
});

describe("sending", () => {
  it("sends the text with the form's key and redirects to the conversation without JavaScript", async () => {
    const sent: Sent[] = [];
    server.use(sending(sent));
    const res = await post({ intent: "send", to: "7", key: KEY, text: "  Hello Lena  " });
    expect(res.status).toBe(302);
    expect(res.headers.get("Location")).toBe("/chats/5");
    expect(sent).toEqual([{ body: { to: 7, text: "Hello Lena" }, key: textKey(KEY, "Hello Lena") }]);
  });

  it("sends a resubmitted form under the same key, so it is stored and charged once", async () => {
    const sent: Sent[] = [];
    server.use(sending(sent));
    const form = { intent: "send", to: "7", key: KEY, text: "Twice?" };
    await post(form);
    await post(form);
    expect(sent.map((s) => s.key)).toEqual([textKey(KEY, "Twice?"), textKey(KEY, "Twice?")]);
  });

  it("answers an outage with the text and the form's key: sent again it is the same message, changed a new one", async () => {
    const sent: Sent[] = [];
    server.use(sending(sent, { status: 503, error: "unavailable" }));
    const res = await post({ intent: "send", to: "7", key: KEY, text: "Did it go?" });
    expect(res.status).toBeGreaterThanOrEqual(502);
    expect(await res.json()).toEqual({ intent: "send", error: "unavailable", text: "Did it go?", key: KEY });
    server.use(sending(sent));
    await post({ intent: "send", to: "7", key: KEY, text: "Did it go?" });
    await post({ intent: "send", to: "7", key: KEY, text: "Did it go? Hello?" });
    const keys = [...new Set(sent.map((s) => s.key))];
    expect(keys).toEqual([textKey(KEY, "Did it go?"), textKey(KEY, "Did it go? Hello?")]);
  });

  it("answers the footer's fetcher in place with JavaScript", async () => {
    server.use(sending([]));
    const res = await post({ intent: "send", to: "7", key: KEY, text: "Hi", js: "1" });
    // With the stored message, which the page shows in place of its pending copy.
    expect(await res.json()).toEqual({ intent: "send", error: null, text: "", messages: [message(3, true)] });
  });

  it("keeps the text when the credits do not reach", async () => {
    server.use(sending([], { status: 402, error: "not_enough_credits" }));
    const res = await post({ intent: "send", to: "7", key: KEY, text: "Are you there?" });
    expect(res.status).toBe(402);
    expect(await res.json()).toEqual({ intent: "send", error: "not_enough_credits", text: "Are you there?", key: KEY });
  });

  it("tells a member sending too fast to wait, keeping the text, and does not try again", async () => {
    const sent: Sent[] = [];
    server.use(sending(sent, { status: 429, error: "sending_too_fast" }));
    const res = await post({ intent: "send", to: "7", key: KEY, text: "Again and again", js: "1" });
    expect(res.status).toBe(429);
    expect(await res.json()).toEqual({
      intent: "send",
      error: "sending_too_fast",
      text: "Again and again",
      key: KEY,
    });
    // A pace the API keeps is an answer for the member, not an overload to retry.
    expect(sent).toHaveLength(1);
  });

  it("answers the conversation limit for the premium alert, keeping the text", async () => {
    server.use(sending([], { status: 403, error: "conversation_limit_reached" }));
    const res = await post({ intent: "send", to: "7", key: KEY, text: "Third one" });
    expect(await res.json()).toMatchObject({ error: "conversation_limit_reached", text: "Third one" });
  });

  it("refuses an empty text and one longer than any site allows without asking the API", async () => {
    expect(await (await post({ intent: "send", to: "7", key: KEY, text: "   " })).json()).toMatchObject({
      error: "empty",
    });
    const long = "x".repeat(5001);
    const res = await post({ intent: "send", to: "7", key: KEY, text: long });
    expect(await res.json()).toEqual({ intent: "send", error: "message_too_long", text: long, key: KEY });
  });

  it("sends a text without bidi overrides and zero-width characters, keeping an emoji family whole", async () => {
    const sent: Sent[] = [];
    server.use(sending(sent));
    const family = "\u{1f468}\u200d\u{1f469}\u200d\u{1f467}";
    await post({ intent: "send", to: "7", key: KEY, text: `\u202eHi\u202c\u200b Lena ${family}\u2066` });
    expect(sent).toEqual([{ body: { to: 7, text: `Hi Lena ${family}` }, key: textKey(KEY, `Hi Lena ${family}`) }]);
    // Nothing but hidden characters is an empty message, refused here.
    const res = await post({ intent: "send", to: "7", key: KEY, text: "\u200b\u202e" });
    expect(await res.json()).toMatchObject({ error: "empty" });
    expect(sent).toHaveLength(1);
  });

  it("sends an image whose file name holds ; and =, with the text after it", async () => {
    const images: { to: FormDataEntryValue | null; name: string | undefined; key: string | null }[] = [];
    const sent: Sent[] = [];
    server.use(
      sending(sent),
      mockEndpoint("sendImageMessage", async ({ request }) => {
        const form = await request.formData();
        const image = form.get("image");
        images.push({
          to: form.get("to"),
          name: image instanceof File ? image.name : undefined,
          key: request.headers.get("Idempotency-Key"),
        });
        return HttpResponse.json({ message: message(3, true), conversation_id: 5, credits: 15, free_messages_left: 0 });
      })
    );
    const form = new FormData();
    for (const [name, value] of Object.entries({ intent: "image", to: "7", key: KEY, text: "From the beach" })) {
      form.append(name, value);
    }
    form.append(
      "image",
      new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "holiday; beach=1.png", { type: "image/png" })
    );
    const res = await postMultipart(form);
    expect(res.status).toBe(302);
    expect(images).toEqual([{ to: "7", name: "holiday; beach=1.png", key: KEY }]);
    expect(sent).toEqual([{ body: { to: 7, text: "From the beach" }, key: textKey(`${KEY}-text`, "From the beach") }]);
  });

  it("answers an image sent while the member's last one is under way 'one at a time', keeping the text", async () => {
    let asked = 0;
    server.use(
      mockEndpoint("sendImageMessage", () => {
        asked++;
        return HttpResponse.json({ error: "upload_in_progress" }, { status: 429 });
      })
    );
    const form = new FormData();
    for (const [name, value] of Object.entries({ intent: "image", to: "7", key: KEY, text: "And this one", js: "1" })) {
      form.append(name, value);
    }
    form.append("image", new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], "two.png", { type: "image/png" }));
    // Told by the web server (its own upload still under way here): the API is not asked.
    const marked = await postMultipart(form, { uploadInProgress: true });
    expect([marked.status, await marked.json()]).toEqual([
      429,
      { intent: "image", error: "one_at_a_time", text: "And this one", key: KEY },
    ]);
    expect(asked).toBe(0);
    // Told by the API (the upload is under way through another web process): the same answer.
    const refused = await postMultipart(form);
    expect([refused.status, await refused.json()]).toEqual([
      429,
      { intent: "image", error: "one_at_a_time", text: "And this one", key: KEY },
    ]);
    expect(asked).toBe(1);
  });

  it("sends a gift to the partner under the form's key and returns to the conversation", async () => {
    const sent: unknown[] = [];
    server.use(
      mockEndpoint("sendGift", async ({ request }) => {
        sent.push({ body: await request.json(), key: request.headers.get("Idempotency-Key") });
        return HttpResponse.json({ credits: 0, conversation_id: 5 });
      })
    );
    const res = await post({ intent: "gift", to: "7", gift: "1", key: KEY });
    expect(sent).toEqual([{ body: { to: 7, gift: 1 }, key: giftKey(KEY, 7, 1) }]);
    expect(res.headers.get("Location")).toBe("/chats/5");
    // Another gift from the same page is another key; a gift form without its key is refused, nothing sent.
    await post({ intent: "gift", to: "7", gift: "2", key: KEY });
    expect(sent[1]).toMatchObject({ key: giftKey(KEY, 7, 2) });
    expect(giftKey(KEY, 7, 2)).not.toBe(giftKey(KEY, 7, 1));
    expect((await post({ intent: "gift", to: "7", gift: "1" })).status).toBe(400);
    expect(sent).toHaveLength(2);
  });
});
