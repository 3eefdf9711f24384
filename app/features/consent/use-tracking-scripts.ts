import { useEffect } from "react";
import type { TrackingScript } from "~/tenant/tracking-scripts";
import { useNonce } from "~/utils/nonce";

/**
 * Loads the page's accepted tracking scripts that it does not have yet (the root's
 * `consent.scripts`): right after Accept, without a reload. The code that adds them comes only
 * when there is something to add.
 */
export function useTrackingScripts(scripts: TrackingScript[]) {
  const nonce = useNonce();
  useEffect(() => {
    if (scripts.length === 0) return;
    void import("./tracking-tags").then(({ addTrackingScripts }) => addTrackingScripts(document, scripts, nonce));
  }, [scripts, nonce]);
}
