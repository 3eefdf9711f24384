import ipaddr from "ipaddr.js";

/**
 * A client's address as proxies and sockets write it, reduced to one spelling, and the key every
 * per-address limit counts it under (signups, login throttling, mails, live event streams; decision
 * 012, "Client addresses"). One client must count once however its address is written: with a
 * port (`1.2.3.4:5678`, `[2001:db8::1]:443`), as IPv4 mapped into IPv6 (`::ffff:1.2.3.4`, a
 * dual-stack socket's spelling), in capitals or with IPv6's zeros written out.
 */

/** `[v6]`, `[v6]:port` and `v4:port` as a proxy may write them; anything else as it is. */
function withoutPort(text: string): string {
  const bracketed = /^\[([^\]]+)\](?::\d{1,5})?$/.exec(text);
  if (bracketed) return bracketed[1];
  const v4WithPort = /^(\d{1,3}(?:\.\d{1,3}){3}):\d{1,5}$/.exec(text);
  return v4WithPort ? v4WithPort[1] : text;
}

/** Longer than any spelling of an address (IPv6 with an IPv4 tail and a zone): not an address. */
const MAX_LENGTH = 100;

/**
 * The address in one spelling (IPv4 dotted decimal, IPv6 as RFC 5952 writes it, an IPv4-mapped
 * IPv6 address as its IPv4, no port, no zone), or null when the text is not an address. IPv4 is
 * taken only as four decimal parts without leading zeros: `010.0.0.1`, `0x7f.1` and `2130706433` are spellings some
 * parsers read as other addresses, and no proxy writes them.
 */
export function normalizeAddress(text: string | null | undefined): string | null {
  const bare = withoutPort((text ?? "").trim());
  if (bare === "" || bare.length > MAX_LENGTH) return null;
  if (ipaddr.IPv4.isValidFourPartDecimal(bare)) return ipaddr.IPv4.parse(bare).toString();
  if (!ipaddr.IPv6.isValid(bare)) return null;
  const address = ipaddr.IPv6.parse(bare);
  if (address.isIPv4MappedAddress()) return address.toIPv4Address().toString();
  address.zoneId = undefined;
  return address.toRFC5952String();
}

/** Bits of an IPv6 address that name one subscriber: providers hand each one a /64 (or more). */
const IPV6_SUBSCRIBER_PREFIX = 64;

/**
 * What a per-address limit counts a normalised address under: an IPv4 address itself, an IPv6
 * address's /64 (`2001:db8:1:2::/64`), since one subscriber may pick any of its 2^64 addresses
 * for each request.
 */
export function addressKey(address: string): string {
  // An IPv4 address, a key already, or "" (no address known) is its own key.
  if (!ipaddr.IPv6.isValid(address)) return address;
  const network = ipaddr.IPv6.networkAddressFromCIDR(`${address}/${IPV6_SUBSCRIBER_PREFIX}`);
  return `${network.toRFC5952String()}/${IPV6_SUBSCRIBER_PREFIX}`;
}
