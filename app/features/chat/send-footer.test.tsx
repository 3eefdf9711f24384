// @vitest-environment happy-dom
import { json } from "@remix-run/node";
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render, waitFor } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18nInstance } from "~/i18n/i18n.server";
import type { HeldMessage } from "./held-messages";
import type { SendResult } from "./send.server";
import { SendFooter } from "./send-footer";

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const PAGE_KEY = "page-key-0001";
const GIFTS = [
  { id: 1, key: "rose" },
  { id: 6, key: "diamond" },
];
const rules = {
  message_credits: 2,
  photo_credits: 5,
  gift_credits: 10,
  message_length: 500,
  free_messages_left: 0,
  can_start: true,
  replies_wait_for_activation: false,
  blocked_by_partner: false,
};

/**
 * The footer in a page whose action answers `answers` in turn (as send.server.ts does with
 * JavaScript), recording every post; `onHeld` sees the held messages.
 */
async function draw(answers: (SendResult | Promise<SendResult>)[], onHeld: (held: HeldMessage[]) => void = () => {}) {
  const posts: Record<string, string>[] = [];
  // The typing signal is the only fetch the footer makes itself (the form posts go to `action`).
  const signals = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(new Response(null, { status: 204 })));
  vi.stubGlobal("fetch", signals);
  const i18n = await createI18nInstance("en", ["chat", "members"]);
  const Stub = createRemixStub([
    {
      path: "/",
      Component: () => (
        <SendFooter
          partner={{ id: 7, name: "Lena" }}
          rules={rules}
          viewer={{ credits: 20, paid: true }}
          sendKey={PAGE_KEY}
          gifts={GIFTS}
          prefill=""
          icebreakers={null}
          held={[]}
          onHeld={onHeld}
          restored={false}
        />
      ),
      action: async ({ request }) => {
        const form = await request.formData();
        posts.push(Object.fromEntries([...form].filter(([, v]) => typeof v === "string")) as Record<string, string>);
        const answer = await answers.shift()!;
        return json(answer, { status: answer.error ? 503 : 200 });
      },
    },
  ]);
  const { container, getByRole } = render(
    <I18nextProvider i18n={i18n}>
      <Stub />
    </I18nextProvider>
  );
  const field = await waitFor(() => getByRole("textbox") as HTMLTextAreaElement);
  const form = container.querySelector<HTMLFormElement>('[data-testid="send-form"]')!;
  const type = (text: string) => fireEvent.change(field, { target: { value: text } });
  const send = () => act(() => void fireEvent.click(getByRole("button", { name: "Send" })));
  const key = () => form.querySelector<HTMLInputElement>('input[name="key"]')!.value;
  return { container, field, posts, signals, type, send, key };
}

describe("the send footer in the page", () => {
  it("keeps a refused message's text and key until its send is confirmed, then empties", async () => {
    let refuse = (_answer: SendResult) => {};
    const footer = await draw([
      new Promise<SendResult>((resolve) => (refuse = resolve)),
      { intent: "send", error: null, text: "", messages: [] },
    ]);
    footer.type("Did it go?");
    await footer.send();
    // While it goes, the field is empty for the next message (the conversation shows it pending).
    await waitFor(() => expect(footer.posts).toHaveLength(1));
    expect(footer.field.value).toBe("");
    await act(async () => refuse({ intent: "send", error: "unavailable", text: "Did it go?", key: PAGE_KEY }));
    await waitFor(() => expect(footer.container.querySelector('[data-testid="send-error"]')).not.toBeNull());
    expect(footer.field.value).toBe("Did it go?");
    footer.type("Did it go? Hello?");
    await footer.send();
    await waitFor(() => expect(footer.field.value).toBe(""));
    expect(footer.posts.map((p) => [p.text, p.key, p.js])).toEqual([
      ["Did it go?", PAGE_KEY, "1"],
      ["Did it go? Hello?", PAGE_KEY, "1"],
    ]);
    expect(footer.container.querySelector('[data-testid="send-error"]')).toBeNull();
  });

  it("goes again under the key a refused send answered", async () => {
    const footer = await draw([
      { intent: "send", error: "unavailable", text: "Hello", key: "key-it-went-with" },
      { intent: "send", error: null, text: "", messages: [] },
    ]);
    footer.type("Hello");
    await footer.send();
    await waitFor(() => expect(footer.key()).toBe("key-it-went-with"));
    await footer.send();
    await waitFor(() => expect(footer.key()).toBe(PAGE_KEY));
    expect(footer.posts.map((p) => p.key)).toEqual([PAGE_KEY, "key-it-went-with"]);
  });

  it("sends one typing signal for a burst of typing", async () => {
    const footer = await draw([]);
    footer.type("H");
    footer.type("He");
    footer.type("Hey");
    await waitFor(() => expect(footer.signals).toHaveBeenCalled());
    expect(footer.signals.mock.calls.map(([url, init]) => [url, String(init?.body)])).toEqual([
      ["/resources/typing", "to=7"],
    ]);
  });

  it("holds a message written offline once, posting nothing", async () => {
    vi.spyOn(navigator, "onLine", "get").mockReturnValue(false);
    const onHeld = vi.fn();
    const footer = await draw([], onHeld);
    footer.type("On the train");
    await footer.send();
    await waitFor(() => expect(footer.field.value).toBe(""));
    expect(onHeld).toHaveBeenCalledTimes(1);
    expect((onHeld.mock.calls[0][0] as HeldMessage[]).map((m) => m.text)).toEqual(["On the train"]);
    expect(footer.posts).toEqual([]);
  });

  it("shows the character counter only within the last 100 characters, and says when over", async () => {
    const footer = await draw([]);
    const counter = footer.container.querySelector('[data-testid="counter"]')!;
    expect(counter.getAttribute("aria-live")).toBe("polite");
    footer.type("a".repeat(399));
    await waitFor(() => expect(counter.textContent).toBe(""));
    footer.type("a".repeat(400));
    await waitFor(() => expect(counter.textContent).toBe("100 characters left"));
    footer.type("a".repeat(502));
    await waitFor(() => expect(counter.textContent).toBe("2 characters too many"));
    expect(footer.field.getAttribute("aria-invalid")).toBe("true");
  });

  it("shows a chosen image as a chip before sending, and takes it back", async () => {
    class PreviewURL extends URL {
      static createObjectURL = () => "blob:preview";
      static revokeObjectURL = () => {};
    }
    vi.stubGlobal("URL", PreviewURL);
    const footer = await draw([]);
    const input = footer.container.querySelector<HTMLInputElement>('input[type="file"]')!;
    // The file input stays a real one, labelled "Add an image" (its label is the icon button).
    expect(input.closest("label")?.textContent).toBe("Add an image");
    const file = new File(["x"], "beach.jpg", { type: "image/jpeg" });
    fireEvent.change(input, { target: { files: [file] } });
    const chip = await waitFor(() => footer.container.querySelector('[data-testid="image-chip"]')!);
    expect(chip.textContent).toContain("beach.jpg");
    expect(footer.container.querySelector<HTMLButtonElement>('button[name="intent"]')!.value).toBe("image");
    await act(async () => fireEvent.click(chip.querySelector("button")!));
    await waitFor(() => expect(footer.container.querySelector('[data-testid="image-chip"]')).toBeNull());
    expect(footer.container.querySelector<HTMLButtonElement>('button[name="intent"]')!.value).toBe("send");
  });

  it("offers the gifts as tiles with picture, name and price", async () => {
    const footer = await draw([]);
    const tiles = [
      ...footer.container.querySelectorAll<HTMLButtonElement>('[data-testid="gift-form"] button[name="gift"]'),
    ];
    expect(tiles.map((tile) => [tile.value, tile.textContent])).toEqual([
      ["1", "Rose10 credits"],
      ["6", "Diamond10 credits"],
    ]);
    expect(tiles.map((tile) => tile.querySelector("svg")?.getAttribute("data-gift"))).toEqual(["rose", "diamond"]);
  });
});
