import { describe, expect, it } from "vitest";
import { PushPayloadSchema } from "./push-payload";

const push = {
  title: "FlirtHaven",
  body: "Anna wrote to you",
  icon: "/icons/192.png",
  tag: "message-7",
  checkUrl: "/chats/12",
  openUrl: "/login?redirectTo=%2Fchats%2F12",
};

describe("the push payload", () => {
  it("takes what the reference API sends", () => {
    expect(PushPayloadSchema.parse(push)).toEqual(push);
  });

  it.each([
    ["another origin", "https://evil.example/chats"],
    ["a protocol-relative address", "//evil.example/chats"],
    ["a backslash that browsers read as a slash", "/\\evil.example"],
    ["a script address", "javascript:alert(1)"],
    ["a relative path", "chats/12"],
  ])("refuses %s as an address to open", (_, address) => {
    expect(PushPayloadSchema.safeParse({ ...push, checkUrl: address }).success).toBe(false);
    expect(PushPayloadSchema.safeParse({ ...push, openUrl: address }).success).toBe(false);
    expect(PushPayloadSchema.safeParse({ ...push, icon: address }).success).toBe(false);
  });

  it("refuses a push without a title or with a field missing", () => {
    expect(PushPayloadSchema.safeParse({ ...push, title: " " }).success).toBe(false);
    const { checkUrl: _missing, ...partial } = push;
    expect(PushPayloadSchema.safeParse(partial).success).toBe(false);
  });
});
