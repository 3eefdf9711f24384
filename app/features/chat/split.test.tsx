// @vitest-environment happy-dom
import { createRemixStub } from "@remix-run/testing";
import { act, cleanup, fireEvent, render } from "@testing-library/react";
import type { ReactNode } from "react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createI18nInstance } from "~/i18n/i18n.server";
import { memberCardFixture } from "../../../tests/mocks/member-fixtures";
import type { ChatListView, OpenConversation } from "./list/chat-list";
import { LONG_PRESS_MS } from "./list/row-gesture";
import { ChatSplit } from "./split";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const chat = (id: number, name: string) => ({
  conversation: { id },
  profile: memberCardFixture({ id: id + 100, name }),
  num_unread_messages: 0,
  last_message: { text: `hello from ${name}`, sent_at: "2024-05-01T09:00:00Z", from_me: false, gift: null },
});
const list = (chats: ReturnType<typeof chat>[]) =>
  ({ chats, cdnPrefix: "https://cdn.test/", title: "Messages" } as unknown as ChatListView);

/** The two panes drawn in a DOM, to query as a member's browser (or screen reader) would. */
async function draw(shown: ChatListView | null, open: OpenConversation | undefined, pane: ReactNode) {
  const i18n = await createI18nInstance("en", ["chat", "members"]);
  const Stub = createRemixStub([
    {
      path: "/",
      Component: () => (
        <ChatSplit list={shown} open={open} deleteInPlace>
          {pane}
        </ChatSplit>
      ),
    },
  ]);
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <Stub />
    </I18nextProvider>
  );
  await new Promise((resolve) => setTimeout(resolve, 0));
  const nav = container.querySelector("nav");
  return {
    container,
    nav,
    navName: nav && container.querySelector(`#${nav.getAttribute("aria-labelledby")}`),
    current: [...container.querySelectorAll('[aria-current="page"]')].map((a) => a.textContent),
    pane: container.querySelector('[data-testid="pane"]'),
  };
}

describe("the chat's two panes", () => {
  it("beside a conversation: a navigation named by a level-2 heading, the open conversation marked", async () => {
    const drawn = await draw(list([chat(1, "Ana"), chat(2, "Lena")]), { conversationId: 2 }, <p data-testid="pane" />);
    expect(drawn.navName?.tagName).toBe("H2");
    expect(drawn.navName?.textContent).toBe("Messages");
    expect(drawn.current).toHaveLength(1);
    expect(drawn.current[0]).toContain("Lena");
    expect(drawn.pane).not.toBeNull();
  });

  it("beside a conversation the first link skips the list's rows to the conversation", async () => {
    const drawn = await draw(list([chat(1, "Ana"), chat(2, "Lena")]), { conversationId: 2 }, <p data-testid="pane" />);
    const first = drawn.container.querySelector("a");
    expect(first?.textContent).toBe("Skip to the conversation");
    const target = drawn.container.querySelector(first!.getAttribute("href")!);
    expect(target?.contains(drawn.pane)).toBe(true);
    expect(target?.contains(drawn.nav)).toBe(false);
  });

  it("marks the open conversation by its partner on /members/{id}/chat", async () => {
    const drawn = await draw(list([chat(1, "Ana"), chat(2, "Lena")]), { memberId: 101 }, <p data-testid="pane" />);
    expect(drawn.current).toHaveLength(1);
    expect(drawn.current[0]).toContain("Ana");
  });

  it("on /chats the list is the page's level-1 heading, nothing marked, the choice beside it", async () => {
    const drawn = await draw(list([chat(1, "Ana")]), undefined, <p data-testid="pane" />);
    expect(drawn.navName?.tagName).toBe("H1");
    expect(drawn.current).toEqual([]);
    expect(drawn.pane).not.toBeNull();
  });

  it("without conversations the list's empty state is the whole page", async () => {
    const drawn = await draw(list([]), undefined, <p data-testid="pane" />);
    expect(drawn.container.querySelector('[data-testid="chats-empty"]')).not.toBeNull();
    expect(drawn.pane).toBeNull();
  });

  it("without a list (it failed to load) the conversation shows alone", async () => {
    const drawn = await draw(null, { conversationId: 2 }, <p data-testid="pane" />);
    expect(drawn.nav).toBeNull();
    expect(drawn.pane).not.toBeNull();
  });
});

describe("a row's delete", () => {
  const rowOf = async (name: string) => {
    const drawn = await draw(list([chat(1, "Ana"), chat(2, "Lena")]), undefined, <p data-testid="pane" />);
    const row = [...drawn.container.querySelectorAll<HTMLElement>('[data-testid="chat-row"]')].find((r) =>
      r.textContent?.includes(name)
    )!;
    return { row, menu: row.querySelector("details")!, link: row.querySelector("a")! };
  };
  const touch = (target: Element, type: "pointerDown" | "pointerMove" | "pointerUp", x: number, y = 20) =>
    fireEvent[type](target, { pointerType: "touch", clientX: x, clientY: y, bubbles: true });

  it("is behind the row's options, a menu that opens without a script; no delete button on the row", async () => {
    const { row, menu } = await rowOf("Ana");
    expect(menu.open).toBe(false);
    expect(menu.querySelector("summary")?.textContent).toBe("Options for the conversation with Ana");
    const remove = menu.querySelector('button[name="intent"][value="delete"]');
    expect(remove?.textContent).toBe("Delete the conversation with Ana");
    expect([...row.querySelectorAll("button")].filter((b) => !menu.contains(b))).toEqual([]);
  });

  it("comes into view with a swipe to the left, goes with one to the right; the tap after it opens nothing", async () => {
    const { menu, link } = await rowOf("Ana");
    touch(link, "pointerDown", 300);
    touch(link, "pointerMove", 280);
    expect(menu.open).toBe(false);
    touch(link, "pointerMove", 230);
    expect(menu.open).toBe(true);
    touch(link, "pointerUp", 230);
    const click = new MouseEvent("click", { bubbles: true, cancelable: true });
    link.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    touch(link, "pointerDown", 100);
    touch(link, "pointerMove", 170);
    expect(menu.open).toBe(false);
  });

  it("comes into view with a long press, not with a scroll or a mouse", async () => {
    const { menu, link } = await rowOf("Lena");
    vi.useFakeTimers();
    fireEvent.pointerDown(link, { pointerType: "mouse", clientX: 100, clientY: 20 });
    await act(async () => vi.advanceTimersByTime(LONG_PRESS_MS));
    expect(menu.open).toBe(false);
    touch(link, "pointerDown", 100);
    touch(link, "pointerMove", 100, 60);
    await act(async () => vi.advanceTimersByTime(LONG_PRESS_MS));
    expect(menu.open).toBe(false);
    touch(link, "pointerDown", 100);
    await act(async () => vi.advanceTimersByTime(LONG_PRESS_MS - 1));
    expect(menu.open).toBe(false);
    await act(async () => vi.advanceTimersByTime(1));
    expect(menu.open).toBe(true);
  });
});
