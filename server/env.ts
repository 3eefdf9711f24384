import net from "node:net";

/** Configuration comes only from the environment; it is checked once at start with clear errors. */
export interface ServerEnv {
  port: number;
  host: string;
  /**
   * Which reverse proxies in front are believed (TRUST_PROXY): none (false), the nearest `n` hops,
   * or the proxies at these addresses. Express's "trust proxy" setting takes each form as it is.
   */
  trustProxy: ProxyTrust;
  production: boolean;
  buildDir: string;
  /** Worker processes (WEB_CONCURRENCY); 1 = no cluster. */
  workers: number;
}

export function readServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const errors: string[] = [];
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) errors.push(`PORT must be a port number, got "${env.PORT}"`);
  const production = env.NODE_ENV === "production";
  if (production && !env.SESSION_SECRET) {
    errors.push("SESSION_SECRET is required in production (comma-separated secrets; the first one signs)");
  }
  if (env.SESSION_SECRET && env.SESSION_SECRET.split(",").some((s) => s.trim().length < 32)) {
    errors.push("every SESSION_SECRET entry must be at least 32 characters");
  }
  const workers = Number(env.WEB_CONCURRENCY ?? 1);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64)
    errors.push(`WEB_CONCURRENCY must be a whole number from 1 to 64, got "${env.WEB_CONCURRENCY}"`);
  const trustProxy = parseProxyTrust(env.TRUST_PROXY, errors);
  if (errors.length > 0) throw new Error(`Invalid configuration:\n- ${errors.join("\n- ")}`);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    trustProxy,
    production,
    buildDir: env.BUILD_DIR ?? "build",
    workers,
  };
}

export type ProxyTrust = false | number | string[];

/** Express's names for address ranges (proxy-addr): the proxies of one machine or private network. */
const RANGE_NAMES = new Set(["loopback", "linklocal", "uniquelocal"]);
const MAX_HOPS = 10;

/**
 * TRUST_PROXY: unset, `0` or `false` trusts no forwarding header; a number is how many proxies
 * stand in front (`1`: one proxy, so the right-most X-Forwarded-For entry, the one it wrote, is the
 * client; `true` means the same); a comma-separated list names the proxies' addresses (IPs, CIDR
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
    errors.push(`TRUST_PROXY counts proxy hops from 1 to ${MAX_HOPS}, got "${value}"`);
    return false;
  }
  const entries = text.split(",").map((entry) => entry.trim());
  const bad = entries.filter((entry) => !RANGE_NAMES.has(entry) && !isAddressOrRange(entry));
  if (bad.length === 0) return entries;
  errors.push(
    `TRUST_PROXY must be a number of proxy hops or a comma-separated list of proxy addresses (IP, CIDR, loopback, linklocal, uniquelocal); "${bad.join('", "')}" is neither`
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
