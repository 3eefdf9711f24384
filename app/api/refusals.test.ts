import fs from "node:fs";
import { describe, expect, it } from "vitest";
import { SEND_REFUSALS } from "~/features/chat/send.server";
import { PACKAGES_REFUSALS, PURCHASE_REFUSALS } from "~/features/payments/refusals.server";
import { DIRECT_DEBIT_REFUSALS } from "~/routes/directdebit/directdebit.server";
import { PROFILE_REFUSALS, profileScreenAction } from "~/features/members/profile-screen/action.server";
import { mockRefusal } from "../../tests/mocks/endpoint";
import { routeArgs, settle } from "../../tests/mocks/route-args";
import { server, mockApiForFile } from "../../tests/mocks/server";
import { sendAction } from "~/features/chat/send.server";
import { declaredErrors, type EndpointName } from "./endpoints";
import type { PageRefusals } from "./refusals.server";

mockApiForFile();

/** Every page's table of refusal messages, by where the member acts. */
const PAGES: Record<string, PageRefusals> = {
  "the profile's buttons (like, unlike, block, unblock, gift)": PROFILE_REFUSALS as PageRefusals,
  "the chat's send footer (text, image, gift)": SEND_REFUSALS as PageRefusals,
  "the credits page's discount code": PACKAGES_REFUSALS as PageRefusals,
  "paying for a package (at the provider or with the stored card)": PURCHASE_REFUSALS as PageRefusals,
  "the direct debit form (mandate, code, new code)": DIRECT_DEBIT_REFUSALS as PageRefusals,
};
/** What the request context answers for every page (logout; the error page of a 5xx). */
const ANSWERED_BY_CONTEXT = ["authentication_required", "internal_error"];
const LANGUAGES = fs.readdirSync("locales");

function translation(language: string, key: string): unknown {
  const [ns, path] = key.split(":");
  const texts = JSON.parse(fs.readFileSync(`locales/${language}/${ns}.json`, "utf8"));
  return path.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], texts);
}

describe.each(Object.entries(PAGES))("%s", (_page, refusals) => {
  const declared = new Set(refusals.endpoints.flatMap((name: EndpointName) => Object.keys(declaredErrors(name))));

  it("explains every error code the contract declares for its calls, and only those", () => {
    const handled = Object.keys(refusals.messages);
    expect(handled.filter((code) => !declared.has(code))).toEqual([]);
    expect([...declared].filter((code) => !handled.includes(code) && !ANSWERED_BY_CONTEXT.includes(code))).toEqual([]);
  });

  it("has each message in every language", () => {
    const keys = [...new Set([...Object.values(refusals.messages), refusals.fallback])].map(
      (message) => `${refusals.keyPrefix}.${message}`
    );
    const missing = LANGUAGES.flatMap((language) =>
      keys.filter((key) => typeof translation(language, key) !== "string").map((key) => `${language} ${key}`)
    );
    expect(missing).toEqual([]);
  });
});

const press = async (form: Record<string, string>, id = "7") => {
  const args = await routeArgs(`/members/${id}`, { form });
  return settle(() => profileScreenAction(args.request, args.context, id));
};

describe("a refused button on a profile", () => {
  const cases = [
    ["like", "likeMember"],
    ["unlike", "unlikeMember"],
    ["block", "blockMember"],
    ["unblock", "unblockMember"],
    ["gift", "sendGift"],
  ] as const;

  it.each(cases)(
    "%s of a member who went away (deleted, invisible, another site, unknown) says so",
    async (intent, name) => {
      server.use(mockRefusal(name, "member_not_found"));
      const answer = await press({ intent, gift: "1", key: "gift-form-key-1" });
      expect(answer.status).toBe(404);
      expect(await answer.json()).toEqual({ intent, error: "member_not_found" });
    }
  );

  it.each(cases)("%s of oneself is a refusal the page explains, not a failure", async (intent, name) => {
    server.use(mockRefusal(name, "validation_failed", { fields: { id: "self" } }));
    const answer = await press({ intent, gift: "1", key: "gift-form-key-1" });
    expect(answer.status).toBe(400);
    expect(await answer.json()).toEqual({ intent, error: "invalid_request" });
  });

  it("a like refused by a member who blocked the viewer names them; a gift sent too fast says to wait", async () => {
    server.use(mockRefusal("likeMember", "blocked_by_member", { name: "Lena" }));
    expect(await (await press({ intent: "like" })).json()).toEqual({
      intent: "like",
      error: "blocked_by_member",
      name: "Lena",
    });
    server.use(mockRefusal("sendGift", "sending_too_fast"));
    const fast = await press({ intent: "gift", gift: "1", key: "gift-form-key-1" });
    expect(fast.status).toBe(429);
    expect(await fast.json()).toEqual({ intent: "gift", error: "sending_too_fast" });
  });
});

const send = async (form: FormData | Record<string, string>) => {
  const args = await routeArgs("/members/7/chat");
  const request = new Request(args.request.url, {
    method: "POST",
    headers: args.request.headers,
    body: form instanceof FormData ? form : new URLSearchParams(form),
  });
  return settle(() => sendAction(request, args.context));
};
const KEY = "4f6c0a52-7d7e-4c55-9a51-3c8b1e0f2a11";

describe("a refused send in the chat", () => {
  it("a file that is not an image keeps the caption and says what is wrong", async () => {
    server.use(mockRefusal("sendImageMessage", "photo_invalid_type"));
    const form = new FormData();
    for (const [field, value] of Object.entries({ intent: "send", to: "7", key: KEY, text: "From the beach", js: "1" }))
      form.set(field, value);
    form.set("image", new File(["not an image"], "holiday.png", { type: "image/png" }));
    const answer = await send(form);
    expect(answer.status).toBe(415);
    // The form's key comes back with every failure (a refused send stored nothing: a try under it goes through).
    expect(await answer.json()).toEqual({ intent: "image", error: "invalid_image", text: "From the beach", key: KEY });
  });

  it.each(["sendMessage", "sendGift"] as const)(
    "%s to a partner who went away says so and keeps the text",
    async (name) => {
      server.use(mockRefusal(name, "member_not_found"));
      const answer = await send(
        name === "sendGift"
          ? { intent: "gift", to: "7", gift: "1", key: KEY, js: "1" }
          : { intent: "send", to: "7", key: KEY, text: "Still there?", js: "1" }
      );
      expect(answer.status).toBe(404);
      expect(await answer.json()).toMatchObject({
        error: "member_not_found",
        text: name === "sendGift" ? "" : "Still there?",
      });
    }
  );
});
