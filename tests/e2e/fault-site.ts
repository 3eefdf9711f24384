import type { BrowserContext } from "@playwright/test";
import { startFaultSite, type FaultMode } from "./fault-api";
import { rawRequest, site, tenantsDir } from "./support";

/**
 * A site of the suite's own whose API is the fault API in front of a demo site's real API
 * (`startFaultSite`), ready once the web server serves it, and a way to let a browser in as a
 * returning adult visitor (the entry warning's cookie), as the suite's fixture does on demo sites.
 */
export async function faultSite(options: {
  id: string;
  name: string;
  brandColor?: string;
  /** The demo site whose data the fault API passes on (FlirtHaven unless said). */
  realDomain?: string;
  mode?: FaultMode;
  withoutEventStream?: boolean;
}) {
  const started = await startFaultSite({
    brandColor: "#0f5c8a",
    realDomain: "flirthaven.localhost",
    ...options,
    tenantsDir,
    isServed: async (host) => (await rawRequest({ host, path: "/" })).status !== 404,
  });
  return {
    ...started,
    /** Lets the browser context past the entry warning of this site. */
    admit: (context: BrowserContext) =>
      context.addCookies([{ name: "entry_ok", value: Buffer.from('"1"').toString("base64"), url: site(started.host) }]),
  };
}
