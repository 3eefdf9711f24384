import { useEffect, useState } from "react";

/** Set once the page's first render has been hydrated: later mounts need not wait for an effect. */
let hydratedOnce = false;

/**
 * True once React runs the page: what only a script can do is offered from then on. False during
 * hydration (the server's HTML must be matched), true at once for anything mounted after it.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(hydratedOnce);
  useEffect(() => {
    hydratedOnce = true;
    setHydrated(true);
  }, []);
  return hydrated;
}
