import { useEffect, useState } from "react";

/** True once React runs the page: what only a script can do is offered from then on. */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
