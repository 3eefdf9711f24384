import type { CDPSession, Page } from "@playwright/test";
import { expect } from "./support";

/** Waits until this browser's service worker controls the page (the first page of a visit is not). */
export async function controlledBy(page: Page) {
  await page.evaluate(() => navigator.serviceWorker.ready);
  if (!(await page.evaluate(() => Boolean(navigator.serviceWorker.controller)))) await page.reload();
  await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller))).toBe(true);
}

/**
 * Runs `act` with a DevTools session on the page and the id of the site's service worker
 * registration, for what the browser itself would do to the worker (a sync, a push).
 */
export async function withWorkerRegistration(
  page: Page,
  act: (cdp: CDPSession, registration: { origin: string; registrationId: string }) => Promise<unknown>
) {
  const cdp = await page.context().newCDPSession(page);
  const origin = new URL(page.url()).origin;
  const registrationId = new Promise<string>((resolve) =>
    cdp.on("ServiceWorker.workerRegistrationUpdated", ({ registrations }) => {
      const ours = registrations.find((r) => r.scopeURL.startsWith(origin) && !r.isDeleted);
      if (ours) resolve(ours.registrationId);
    })
  );
  await cdp.send("ServiceWorker.enable");
  try {
    await act(cdp, { origin, registrationId: await registrationId });
  } finally {
    await cdp.detach();
  }
}
