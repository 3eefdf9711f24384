import { Hono } from "hono";
import type { AppEnv } from "../app";
import { respond } from "../http";
import type { Settings } from "../../app/api/schemas/settings";

/** settings.php: the site's business settings plus what depends on the request. */
export function settingsRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get("/settings.php", (c) => {
    const site = c.get("site");
    const stored = site.settings as Omit<
      Settings,
      "geoip_country" | "geoip_selected_country" | "cdn_prefix" | "domain"
    >;
    // No geo-IP database here: the site's first country, or ?geoip=XX to play a visitor from XX.
    const override = c.req.query("geoip")?.toUpperCase();
    const geoip = override && /^[A-Z]{2}$/.test(override) ? override : stored.countries[0];
    return respond(c, "getSettings", {
      settings: {
        ...stored,
        geoip_country: geoip,
        geoip_selected_country: stored.countries.includes(geoip) ? geoip : null,
        cdn_prefix: `${c.get("options").publicUrl.replace(/\/$/, "")}/cdn/`,
        domain: site.domain,
      },
    });
  });
  return routes;
}
