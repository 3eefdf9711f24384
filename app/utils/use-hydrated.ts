import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * True once React runs the page: what only a script can do is offered from then on. False on the
 * server and while hydrating (the server's HTML must be matched), then true; anything mounted
 * after hydration is true from its first render.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false
  );
}
