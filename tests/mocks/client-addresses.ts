// Spellings of client addresses for the tests of every per-address limit (decision 012).

/** One IPv4 client as proxies and dual-stack sockets write it. */
export const ONE_IPV4_CLIENT = [
  "1.1.1.1",
  "1.1.1.1:1234",
  " 1.1.1.1:61000 ",
  "::ffff:1.1.1.1",
  "[::FFFF:1.1.1.1]:443",
  "0:0:0:0:0:ffff:101:101",
];

/** Addresses of one IPv6 subscriber's /64, however written. */
export const ONE_IPV6_NETWORK = [
  "2001:db8:1:2::1",
  "[2001:DB8:1:2::1]:443",
  "2001:0db8:0001:0002:0000:0000:0000:0001",
  "2001:db8:1:2:ffff:ffff:ffff:ffff",
  "[2001:db8:1:2:abcd::9]",
  "2001:db8:1:2::7%eth0",
];

/** Text a proxy or a client may put where an address belongs. */
export const NOT_ADDRESSES = [
  "not-an-ip",
  "",
  "unknown",
  "1.1.1",
  "1.1.1.256",
  "010.1.1.1",
  "0x7f.0.0.1",
  "2130706433",
  "1.1.1.1:",
  "1.1.1.1:123456",
  "[1.1.1.1",
  "2001:db8::1::2",
  "1.1.1.1, 2.2.2.2",
  "1".repeat(200),
];
