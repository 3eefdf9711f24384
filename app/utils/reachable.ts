/** How often, and how many times, a page back online asks whether the site answers again. */
export const REACHABLE_EVERY_MS = 2000;
export const REACHABLE_ATTEMPTS = 30;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Browser only: whether the site answers again, asked of /healthz (no API call behind it) until it
 * does. The browser's "online" can come before requests go through, and what is sent or read again
 * then would fail: held messages and saved pages wait for this instead.
 */
export async function siteReachable({
  firstAfterMs = 0,
  everyMs = REACHABLE_EVERY_MS,
  attempts = REACHABLE_ATTEMPTS,
}: { firstAfterMs?: number; everyMs?: number; attempts?: number } = {}): Promise<boolean> {
  if (firstAfterMs > 0) await wait(firstAfterMs);
  for (let attempt = 0; attempt < attempts; attempt++) {
    if (attempt > 0) await wait(everyMs);
    if (navigator.onLine === false) continue;
    const answered = await fetch("/healthz", { cache: "no-store" }).then(
      (res) => res.ok,
      () => false
    );
    if (answered) return true;
  }
  return false;
}
