import type { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { respond } from "../http";
import { serveEndpoint } from "../serve-endpoint";
import { acceptedLanguage, type ApiLanguage } from "../languages";
import type { StoredSettings } from "../seed/sites";
import { sitePushKeys } from "../push/keys";

const regionNames = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
/** Codes CLDR names that are not countries: private-use ranges, EU, EZ, UN, ZZ. */
const NOT_A_COUNTRY = /^(AA|Q[M-Z]|X[A-JL-Z]|ZZ|EU|EZ|UN)$/;

/** An ISO 3166-1 country of any kind (not only the site's), e.g. "DE"; undefined otherwise. */
export function countryCode(value: string | undefined): string | undefined {
  const code = value?.trim().toUpperCase();
  if (!code || !/^[A-Z]{2}$/.test(code) || NOT_A_COUNTRY.test(code)) return undefined;
  return regionNames.of(code) ? code : undefined;
}

/**
 * settings.php: the site's business settings plus what depends on the request: its texts in the
 * request's language (Accept-Language, among those the site has texts in; else the stored ones,
 * written in the domain language), the visitor's country, the cdn, the push key.
 */
export function settingsRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "getSettings", async (c) => {
    const site = c.get("site");
    const pushKeys = await sitePushKeys(c.get("options").db, site.id);
    // Packages are answered by packages.php, with prices for the member's country; the tiles by promo-tiles.php.
    const { texts = {}, packages: _packages, promo_tiles: _tiles, ...stored } = site.settings as StoredSettings;
    const language = acceptedLanguage(c.req.header("Accept-Language"), Object.keys(texts) as ApiLanguage[]);
    // No geo-IP database here: the site's first country, or ?geoip=XX to play a visitor from XX.
    const geoip = countryCode(c.req.query("geoip")) ?? stored.countries[0];
    return respond(c, "getSettings", {
      settings: {
        ...stored,
        ...(language ? texts[language] : {}),
        // The site's own VAPID key (site_push_keys); null: the site offers no pushes.
        push_public_key: pushKeys?.publicKey ?? null,
        geoip_country: geoip,
        // The visitor's country when the site serves it; null sends the visitor to a country choice.
        geoip_selected_country: stored.countries.includes(geoip) ? geoip : null,
        cdn_prefix: `${c.get("options").publicUrl.replace(/\/$/, "")}/cdn/`,
        domain: site.domain,
      },
    });
  });
}
