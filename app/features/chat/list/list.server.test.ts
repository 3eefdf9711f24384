import { HttpResponse } from "msw";
import { describe, expect, it, vi } from "vitest";
import { userFixture } from "../../../../tests/mocks/fixtures";
import { mockEndpoint } from "../../../../tests/mocks/endpoint";
import { routeArgs, settle } from "../../../../tests/mocks/route-args";
import { server, mockApiForFile } from "../../../../tests/mocks/server";
import { action, loader } from "~/routes/chats/route";

mockApiForFile();

const chat = (id: number, sent_at: string | null) => ({
  conversation: { id },
  profile: { ...userFixture.profile, id: id + 100, name: `M${id}` },
  num_unread_messages: 0,
  last_message: sent_at ? { text: "hi", sent_at, from_me: false } : null,
});

describe("the conversation list", () => {
  it("lists the newest conversation first, one without messages last", async () => {
    server.use(
      mockEndpoint("getChats", () =>
        HttpResponse.json({ chats: [chat(1, "2024-05-01T09:00:00Z"), chat(2, null), chat(3, "2024-05-02T09:00:00Z")] })
      )
    );
    const data = await (await loader(await routeArgs("/chats"))).json();
    expect(data?.chats.map((c: { conversation: { id: number } }) => c.conversation.id)).toEqual([3, 1, 2]);
    expect(data?.title).toBe("Messages");
  });

  it("beside an open conversation, a list that fails leaves the conversation alone", async () => {
    server.use(mockEndpoint("getChats", () => new HttpResponse(null, { status: 500 })));
    const args = { ...(await routeArgs("/chats/5")), params: { id: "5" } };
    expect(await (await loader(args)).json()).toBeNull();
  });

  it("on /chats a list that fails is the page's error", async () => {
    server.use(mockEndpoint("getChats", () => new HttpResponse(null, { status: 500 })));
    const res = await settle(async () => loader(await routeArgs("/chats")));
    expect(res.status).toBe(502);
  });

  it("beside an open conversation, a member who is logged out is still sent to log in", async () => {
    const args = { ...(await routeArgs("/chats/5", { loggedIn: false })), params: { id: "5" } };
    const res = await settle(() => loader(args));
    expect(res.headers.get("Location")).toMatch(/^\/login\?redirectTo=/);
  });

  it("deletes a conversation and forgets the badges", async () => {
    const deleted: unknown[] = [];
    server.use(
      mockEndpoint("deleteChat", async ({ request }) => {
        deleted.push(await request.json());
        return HttpResponse.json({ ok: true });
      })
    );
    const args = await routeArgs("/chats", { form: { intent: "delete", conversation: "5", confirmed: "1" } });
    const forget = vi.spyOn(args.context, "forgetMember");
    const res = await action(args);
    expect(await res.json()).toEqual({ deleted: 5, error: null });
    expect(deleted).toEqual([{ conversation: 5 }]);
    expect(forget).toHaveBeenCalled();
  });

  it("deletes nothing before the member confirmed: the answer asks (a page without JavaScript)", async () => {
    const deleted: unknown[] = [];
    server.use(
      mockEndpoint("deleteChat", async ({ request }) => {
        deleted.push(await request.json());
        return HttpResponse.json({ ok: true });
      })
    );
    const res = await action(await routeArgs("/chats", { form: { intent: "delete", conversation: "5" } }));
    expect(await res.json()).toEqual({ deleted: null, error: null, confirm: 5 });
    expect(deleted).toEqual([]);
  });

  it("answers a refusal the list shows as an alert (it then loads again)", async () => {
    server.use(
      mockEndpoint("deleteChat", () => HttpResponse.json({ error: "conversation_not_found" }, { status: 404 }))
    );
    const res = await settle(async () =>
      action(await routeArgs("/chats", { form: { intent: "delete", conversation: "5", confirmed: "1" } }))
    );
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ deleted: null, error: "delete_failed" });
  });

  it("says the same when the API is down", async () => {
    server.use(mockEndpoint("deleteChat", () => new HttpResponse(null, { status: 500 })));
    const res = await settle(async () =>
      action(await routeArgs("/chats", { form: { intent: "delete", conversation: "5", confirmed: "1" } }))
    );
    expect(await res.json()).toEqual({ deleted: null, error: "delete_failed" });
  });
});
