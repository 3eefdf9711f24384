import { EVENT_STREAMS_PER_IP, EVENT_STREAMS_PER_MEMBER } from "./chat";
import { addressKey } from "./client-address";

/**
 * The live event streams a process holds open, counted per member (the member's id, whatever
 * logins hold them) and per address (an IPv6 address by its /64, `addressKey`): a stream past
 * either cap is refused (EVENT_STREAMS_PER_MEMBER, EVENT_STREAMS_PER_IP).
 */
export class StreamSlots {
  private readonly open = new Map<string, number>();

  constructor(private readonly perMember = EVENT_STREAMS_PER_MEMBER, private readonly perIp = EVENT_STREAMS_PER_IP) {}

  /** A place for a stream of `member` from `ip` (normalised): the function giving it back (once), or null when full. */
  take(member: string, ip: string): (() => void) | null {
    const keys = [`member:${member}`, `ip:${addressKey(ip)}`];
    if (this.count(keys[0]) >= this.perMember || this.count(keys[1]) >= this.perIp) return null;
    for (const key of keys) this.open.set(key, this.count(key) + 1);
    let given = false;
    return () => {
      if (given) return;
      given = true;
      for (const key of keys) {
        const left = this.count(key) - 1;
        if (left > 0) this.open.set(key, left);
        else this.open.delete(key);
      }
    };
  }

  private count(key: string): number {
    return this.open.get(key) ?? 0;
  }
}
