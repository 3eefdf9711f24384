import { lazy, Suspense, useSyncExternalStore } from "react";
import { waitingWorker } from "./worker-registration";

// Loaded only when a new version of the service worker waits, not with every page.
const NewVersionNotice = lazy(() => import("./new-version-notice"));

/** "New version available — Reload" while a new version of the service worker waits. */
export function NewVersionPrompt() {
  const waiting = useSyncExternalStore(waitingWorker.subscribe, waitingWorker.current, waitingWorker.none);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <NewVersionNotice waiting={waiting} />
    </Suspense>
  );
}
