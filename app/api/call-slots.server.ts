/**
 * The API calls one web process makes to one site's API at once (API_CALLS_PER_TENANT,
 * docs/decisions/026-overload-and-metrics.md). A site whose members crowd in waits for its own
 * turns and does not take every connection to an API other sites share; a call that gets no turn
 * before its page is due fails as 503, the site's "busy" page, rather than waiting longer still.
 */
export interface CallSlots {
  /** A turn by `deadline` (epoch ms): its release, or null when none came in time. */
  take(deadline: number): Promise<(() => void) | null>;
  readonly busy: number;
  readonly waiting: number;
}

export function createCallSlots(limit: number, now: () => number = Date.now): CallSlots {
  let busy = 0;
  const queue: ((release: () => void) => void)[] = [];
  const turn = () => {
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      const next = queue.shift();
      if (next) next(turn());
      else busy--;
    };
  };
  return {
    get busy() {
      return busy;
    },
    get waiting() {
      return queue.length;
    },
    take(deadline) {
      if (busy < limit) {
        busy++;
        return Promise.resolve(turn());
      }
      const wait = deadline - now();
      if (wait <= 0) return Promise.resolve(null);
      return new Promise((resolve) => {
        const admit = (release: () => void) => {
          clearTimeout(timer);
          resolve(release);
        };
        const timer = setTimeout(() => {
          const at = queue.indexOf(admit);
          if (at !== -1) queue.splice(at, 1);
          resolve(null);
        }, wait);
        queue.push(admit);
      });
    },
  };
}

const perTenant = new Map<string, CallSlots>();

/** The turns of one site's API calls in this process (one gate per tenant, made at its first call). */
export function tenantCallSlots(tenantId: string, limit: number): CallSlots {
  let slots = perTenant.get(tenantId);
  if (!slots) perTenant.set(tenantId, (slots = createCallSlots(limit)));
  return slots;
}
