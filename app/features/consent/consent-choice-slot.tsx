import { lazy, memo, Suspense } from "react";
import type { ConsentState } from "./choice";
import * as serverCopy from "./consent-choice.server";

/*
 * The cookie page's choice, loaded by the browser only on a site with tracking scripts, as the
 * banner is (consent-banner-slot.tsx): the server renders it, and its buttons post their form as
 * without JavaScript until its code arrives.
 */
const BrowserChoice = lazy(() => import("./consent-choice").then((m) => ({ default: m.ConsentChoiceSection })));
const onServer = typeof document === "undefined";

/**
 * Memoised: until its code has arrived the boundary holds the server's HTML, and an update reaching
 * it then (its parent drawing again as the page's hooks settle after hydration) would make React
 * drop that HTML and show nothing until the code came (React's error 421).
 */
export const ConsentChoiceSlot = memo(function ConsentChoiceSlot(props: { consent: ConsentState }) {
  const Choice = onServer ? serverCopy.ConsentChoiceSection : BrowserChoice;
  return (
    <Suspense fallback={null}>
      <Choice {...props} />
    </Suspense>
  );
});
