import { useEffect, useState } from "react";
import { prefetchAllowed } from "~/utils/network";

/** "intent" prefetching, except on 2g or data-saver connections (docs/product.md#page-loading); "none" until known. */
export function usePrefetch(): "intent" | "none" {
  const [mode, setMode] = useState<"intent" | "none">("none");
  useEffect(() => setMode(prefetchAllowed(navigator) ? "intent" : "none"), []);
  return mode;
}
