import type { Tenant } from "~/tenant/schema";

/** What the Express server (server/index.ts) hands to every loader and action. */
declare module "@remix-run/node" {
  interface AppLoadContext {
    /** Per-request CSP nonce for inline scripts. */
    nonce: string;
    /** The tenant the Host header names; the server answers unknown hosts before Remix runs. */
    tenant: Tenant;
    /** The member's IP address, forwarded to the API. */
    clientIp: string;
    /** Whether the member reached us over https (decides the cookie's Secure attribute). */
    secure: boolean;
    /** Filled in while handling the request, written to the request log line. */
    requestLog: { routeId?: string };
  }
}

export {};
