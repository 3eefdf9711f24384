import { describe, expect, it } from "vitest";
import { EVENT_STREAMS_PER_IP } from "./chat";
import { StreamSlots, streamsPerIp } from "./stream-slots";

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

describe("streamsPerIp", () => {
  it("reads the operator's setting, else the default, and refuses nonsense", () => {
    expect(streamsPerIp(undefined)).toBe(EVENT_STREAMS_PER_IP);
    expect(streamsPerIp("")).toBe(EVENT_STREAMS_PER_IP);
    expect(streamsPerIp("5000")).toBe(5000);
    expect(() => streamsPerIp("0")).toThrow(/EVENT_STREAMS_PER_IP/);
    expect(() => streamsPerIp("lots")).toThrow(/EVENT_STREAMS_PER_IP/);
  });
});
