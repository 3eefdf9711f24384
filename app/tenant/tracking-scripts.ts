import type { Tenant, TrackingPurpose } from "./schema";

// Relative imports only: server/index.ts bundles this for the CSP, outside Remix's `~` alias.

/**
 * A script the site loads once the visitor accepted the cookie banner (docs/decisions/021): the
 * tenant's `trackingScripts`, and its `analytics` provider written out as the provider's own tag.
 */
export interface TrackingScript {
  /** Marks the script's tags (`data-tracking`), so the browser never adds one twice. */
  id: string;
  purpose: TrackingPurpose;
  src?: string;
  inline?: string;
  data?: Record<string, string>;
}

/** Where Google's tags send their hits (connect-src), for the `gtm` and `ga4` providers. */
const GOOGLE_CONNECT = [
  "https://*.google-analytics.com",
  "https://*.analytics.google.com",
  "https://*.googletagmanager.com",
];
const DATA_LAYER = "window.dataLayer=window.dataLayer||[];";

/**
 * The `analytics` field as a tracking script, with its provider's snippet. Its ids are checked
 * against the provider's format by the schema, so they are safe inside the code. The id has a dot,
 * which no operator's kebab-case id has.
 */
function analyticsScript(analytics: NonNullable<Tenant["analytics"]>): { script: TrackingScript; connect: string[] } {
  switch (analytics.provider) {
    case "gtm":
      return {
        script: {
          id: "analytics.gtm",
          purpose: "analytics",
          inline: `${DATA_LAYER}window.dataLayer.push({"gtm.start":new Date().getTime(),event:"gtm.js"});`,
          src: `https://www.googletagmanager.com/gtm.js?id=${analytics.id}`,
        },
        connect: GOOGLE_CONNECT,
      };
    case "ga4":
      return {
        script: {
          id: "analytics.ga4",
          purpose: "analytics",
          inline: `${DATA_LAYER}function gtag(){window.dataLayer.push(arguments);}gtag("js",new Date());gtag("config","${analytics.id}");`,
          src: `https://www.googletagmanager.com/gtag/js?id=${analytics.id}`,
        },
        connect: GOOGLE_CONNECT,
      };
    case "plausible": {
      const src = analytics.scriptUrl ?? "https://plausible.io/js/script.js";
      return {
        script: { id: "analytics.plausible", purpose: "analytics", src, data: { domain: analytics.id } },
        connect: [new URL(src).origin],
      };
    }
  }
}

interface SiteTracking {
  scripts: TrackingScript[];
  /** The CSP connect-src sources the scripts report to. */
  connectSrc: string[];
}

const bySite = new WeakMap<Tenant, SiteTracking>();

/** The tenant's tracking scripts and where they report to; worked out once per loaded tenant file. */
export function siteTracking(tenant: Tenant): SiteTracking {
  let tracking = bySite.get(tenant);
  if (!tracking) {
    const analytics = tenant.analytics ? analyticsScript(tenant.analytics) : null;
    const scripts = [
      ...(analytics ? [analytics.script] : []),
      ...(tenant.trackingScripts ?? []).map(({ id, purpose, src, inline, data }) => ({
        id,
        purpose,
        src,
        inline,
        data,
      })),
    ];
    const connectSrc = [
      ...new Set([...(analytics?.connect ?? []), ...(tenant.trackingScripts ?? []).flatMap((s) => s.connectSrc ?? [])]),
    ];
    tracking = { scripts, connectSrc };
    bySite.set(tenant, tracking);
  }
  return tracking;
}
