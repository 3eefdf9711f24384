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

describe("StreamSlots per address", () => {
  it("counts the addresses of one IPv6 network (/64) as one address, and other networks apart", () => {
    const slots = new StreamSlots(10, 2);
    expect(slots.take("a", "2001:db8:1:2::1")).not.toBeNull();
    expect(slots.take("b", "2001:db8:1:2:ffff:ffff:ffff:ffff")).not.toBeNull();
    expect(slots.take("c", "2001:db8:1:2::3")).toBeNull();
    expect(slots.take("c", "2001:db8:1:3::1")).not.toBeNull();
    expect(slots.take("c", "1.1.1.1")).not.toBeNull();
  });
});
