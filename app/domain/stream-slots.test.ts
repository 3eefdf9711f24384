import { describe, expect, it } from "vitest";
import { StreamSlots } from "./stream-slots";

describe("StreamSlots", () => {
  it("gives places up to each cap, and each place back once", () => {
    const slots = new StreamSlots(2, 3);
    const a1 = slots.take("a", "ip1")!;
    expect(slots.take("a", "ip1")).not.toBeNull();
    expect(slots.take("a", "ip2")).toBeNull();
    expect(slots.take("b", "ip1")).not.toBeNull();
    expect(slots.take("c", "ip1")).toBeNull();
    a1();
    a1();
    expect(slots.take("c", "ip1")).not.toBeNull();
    expect(slots.take("c", "ip1")).toBeNull();
  });
});
