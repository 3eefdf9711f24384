import { lazy, memo, Suspense } from "react";
import type { ConsentState } from "./choice";
import * as serverCopy from "./consent-banner.server";

/*
 * The cookie banner, loaded by the browser only on a site that asks (decision 021): the pages of
 * the sites that do not stay within their scripts' budget (decision 005). The server renders it
 * directly, inside the Suspense boundary the browser hydrates: until its code arrives the
 * server's HTML stays as it is, and its buttons post their form as without JavaScript.
 */
const BrowserBanner = lazy(() => import("./consent-banner").then((m) => ({ default: m.ConsentBanner })));
const onServer = typeof document === "undefined";

/**
 * Memoised: until its code has arrived the boundary holds the server's HTML, and an update reaching
 * it then (its parent drawing again as the page's hooks settle after hydration) would make React
 * drop that HTML and show nothing until the code came (React's error 421).
 */
export const ConsentBannerSlot = memo(function ConsentBannerSlot(props: { consent: ConsentState; siteName: string }) {
  const Banner = onServer ? serverCopy.ConsentBanner : BrowserBanner;
  return (
    <Suspense fallback={null}>
      <Banner {...props} />
    </Suspense>
  );
});
