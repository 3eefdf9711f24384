// @vitest-environment happy-dom
import { cleanup, render } from "@testing-library/react";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it } from "vitest";
import type { Message } from "~/api/schemas/chat";
import { createI18nInstance } from "~/i18n/i18n.server";
import { MessageArea } from "./message-area";

afterEach(cleanup);

const message = (id: number, sent_at: string, from_me: boolean, overrides: Partial<Message> = {}): Message => ({
  id,
  from_me,
  text: `text ${id}`,
  gift: null,
  image: null,
  sent_at,
  read: false,
  ...overrides,
});

async function draw(messages: Message[], pending?: string) {
  const i18n = await createI18nInstance("en", ["chat", "members"]);
  const { container } = render(
    <I18nextProvider i18n={i18n}>
      <MessageArea messages={messages} partnerName="Lena" cdnPrefix="https://cdn.test/" pending={pending} />
    </I18nextProvider>
  );
  return container;
}

describe("the message area", () => {
  it("separates days, sides own and partner messages, and marks own ones sent or read", async () => {
    const doc = await draw([
      message(1, "2020-01-15T12:00:00Z", false),
      message(2, "2020-01-15T12:05:00Z", true, { read: true }),
      message(3, "2020-01-16T12:00:00Z", true),
    ]);
    expect([...doc.querySelectorAll('[data-testid="day-separator"]')].map((d) => d.textContent)).toEqual([
      "15 Jan 2020",
      "16 Jan 2020",
    ]);
    expect(doc.querySelectorAll('[data-testid="message-partner"]')).toHaveLength(1);
    const ticks = [...doc.querySelectorAll('[data-testid="tick"]')];
    expect(ticks.map((t) => t.textContent)).toEqual(["Read", "Sent"]);
    // Small marks, not characters: two ticks once read, one once sent.
    expect(ticks.map((t) => t.querySelector("svg path")?.getAttribute("d")?.split("M").length)).toEqual([3, 2]);
  });

  it("shows gifts by name and images with alt text", async () => {
    const doc = await draw([
      message(1, "2020-01-15T12:00:00Z", false, { text: "", gift: "rose" }),
      message(2, "2020-01-15T12:01:00Z", false, { text: "", image: { filename: "a.jpg", thumb_filename: "a_t.jpg" } }),
    ]);
    expect(doc.textContent).toContain("Gift: Rose");
    // Its picture beside the name, from the gift sprite.
    const picture = doc.querySelector('[data-testid="message-partner"] svg[data-gift="rose"] use');
    expect(picture?.getAttribute("href")).toMatch(/#rose$/);
    const img = doc.querySelector("img")!;
    expect(img.getAttribute("alt")).toBe("Image you received");
    expect(img.getAttribute("src")).toBe("https://cdn.test/a_t.jpg");
  });

  it("shows a text on its way at once", async () => {
    const doc = await draw([], "On its way");
    expect(doc.querySelector('[data-testid="message-pending"]')?.textContent).toContain("On its way");
  });
});
