import { describe, expect, it } from "vitest";
import { createCallSlots } from "./call-slots.server";

describe("a site's turns at its API", () => {
  it("gives a turn at once below the limit, and the next in line when one ends", async () => {
    const slots = createCallSlots(1);
    const first = await slots.take(Date.now() + 10_000);
    const next = slots.take(Date.now() + 10_000);
    expect([slots.busy, slots.waiting]).toEqual([1, 1]);
    first!();
    (await next)!();
    expect([slots.busy, slots.waiting]).toEqual([0, 0]);
  });

  it("gives none when the page is due before a turn comes", async () => {
    const slots = createCallSlots(1);
    const held = await slots.take(Date.now() + 10_000);
    expect(await slots.take(Date.now() - 1)).toBeNull();
    expect(await slots.take(Date.now() + 20)).toBeNull();
    expect(slots.waiting).toBe(0);
    held!();
    expect(slots.busy).toBe(0);
  });
});
