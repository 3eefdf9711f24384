import net from "node:net";

export type ProxyTrust = false | number | string[];

/** Express's names for address ranges (proxy-addr): the proxies of one machine or private network. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const MAX_HOPS = 10;

/**
 * The web tier's TRUST_PROXY (lib/env.ts): which reverse proxies in front are believed. Unset, `0`
 * or `false` trusts no forwarding header; a number is how many proxies stand in front (`1`: one
 * proxy, so the right-most X-Forwarded-For entry, the one it wrote, is the client; `true` means the
 * same); a comma-separated list names the proxies' addresses (IPs, CIDR
 * ranges, `loopback`, `linklocal`, `uniquelocal`), and the client is the nearest address that is
 * not one of them. Never the whole header: its left part is whatever the client wrote, so trusting
 * it would let anyone pick the IP every per-IP limit counts (or name an owner's IP to lock them out).
 */
export function parseProxyTrust(value: string | undefined, errors: string[] = []): ProxyTrust {
  const text = (value ?? "").trim().toLowerCase();
  if (text === "" || text === "0" || text === "false" || text === "off") return false;
  if (text === "true") return 1;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    if (hops <= MAX_HOPS) return hops;
    errors.push(`expected at most ${MAX_HOPS} proxy hops`);
    return false;
  }
  const entries = text.split(",").map((entry) => entry.trim());
  const bad = entries.filter((entry) => !RANGE_NAMES.has(entry) && !isAddressOrRange(entry));
  if (bad.length === 0) return entries;
  errors.push(
    `expected a number of hops or a comma-separated list of proxy addresses (IP, CIDR, loopback, linklocal, uniquelocal); "${bad.join(
      '", "'
    )}" is neither`
  );
  return false;
}

function isAddressOrRange(entry: string): boolean {
  const [address, prefix, ...rest] = entry.split("/");
  const family = net.isIP(address);
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  return /^\d{1,3}$/.test(prefix) && Number(prefix) <= (family === 4 ? 32 : 128);
}
