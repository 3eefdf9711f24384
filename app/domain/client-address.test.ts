import { describe, expect, it } from "vitest";
import { NOT_ADDRESSES, ONE_IPV4_CLIENT, ONE_IPV6_NETWORK } from "../../tests/mocks/client-addresses";
import { addressKey, normalizeAddress } from "./client-address";

describe("client addresses", () => {
  it("writes one IPv4 client one way, whatever port, mapping, case or zeros it came with", () => {
    expect(new Set(ONE_IPV4_CLIENT.map(normalizeAddress))).toEqual(new Set(["1.1.1.1"]));
  });

  it("writes IPv6 compressed in lower case, without brackets, port or zone", () => {
    expect(normalizeAddress("[2001:0DB8:0:0:0:0:0:0001]:8080")).toBe("2001:db8::1");
    expect(normalizeAddress("fe80::1%eth0")).toBe("fe80::1");
    expect(normalizeAddress("::1")).toBe("::1");
  });

  it("refuses what is not an address", () => {
    for (const text of NOT_ADDRESSES) expect(normalizeAddress(text), JSON.stringify(text)).toBeNull();
    expect(normalizeAddress(undefined)).toBeNull();
  });

  it("counts an IPv4 address alone and an IPv6 address by its /64", () => {
    expect(addressKey("1.1.1.1")).toBe("1.1.1.1");
    expect(addressKey("1.1.1.2")).toBe("1.1.1.2");
    const keys = new Set(ONE_IPV6_NETWORK.map((text) => addressKey(normalizeAddress(text)!)));
    expect(keys).toEqual(new Set(["2001:db8:1:2::/64"]));
    expect(addressKey("2001:db8:1:3::1")).toBe("2001:db8:1:3::/64");
  });
});
