import type { PromoTileType } from "../../app/api/schemas/promo-tiles";
import { avatarSetOf } from "../avatar-sets";
import type { ApiLanguage } from "../languages";
import type { OfferMotif } from "../promo-images";

/**
 * A cam or resell tile as the operator configures it for a site (docs/product.md#cam-and-resell-tiles):
 * kept in the site's settings (`promo_tiles`), answered by promo-tiles.php only while the site's
 * `member_resell` is on.
 */
export interface StoredPromoTile {
  id: number;
  type: PromoTileType;
  title: string;
  /** The picture's path under the API's cdn (`promo/…`, drawn by promo-images.ts). */
  image: string;
  /** The destination: an absolute https address or a path of the site. */
  url: string;
  /** The call to action in each language it is written in; in any other the tile has none. */
  labels?: Partial<Record<ApiLanguage, string>>;
}

const FREE_TO_JOIN: Record<ApiLanguage, string> = {
  da: "Gratis at blive medlem",
  de: "Kostenlos anmelden",
  en: "Free to join",
  es: "Registro gratuito",
  fi: "Liity ilmaiseksi",
  fr: "Inscription gratuite",
  it: "Iscrizione gratuita",
  nb: "Gratis å bli med",
  nl: "Gratis aanmelden",
  pl: "Darmowa rejestracja",
  sv: "Gratis att gå med",
};
const FREE_WEEK: Record<ApiLanguage, string> = {
  da: "Prøv gratis i 7 dage",
  de: "7 Tage gratis testen",
  en: "Try it free for 7 days",
  es: "Prueba gratuita de 7 días",
  fi: "Kokeile 7 päivää ilmaiseksi",
  fr: "Essai gratuit de 7 jours",
  it: "Prova gratuita di 7 giorni",
  nb: "Prøv gratis i 7 dager",
  nl: "7 dagen gratis proberen",
  pl: "7 dni za darmo",
  sv: "Prova gratis i 7 dagar",
};

/** Stage names: the same in every language. */
const PERFORMERS = { female: ["Luna", "Jade"], male: ["Rio", "Dante"] };
/** Partner brands, each with its poster and call to action. */
const OFFERS: { title: string; motif: OfferMotif; labels: Partial<Record<ApiLanguage, string>> }[] = [
  { title: "HeartLink", motif: "hearts", labels: FREE_TO_JOIN },
  { title: "ChatNest", motif: "chat", labels: FREE_WEEK },
];
/** How many tiles a demo site has (four unless told): an odd number shows the tiles taking turns. */
const TILES_PER_SITE: Record<string, number> = { "silversparks.localhost": 3 };

/**
 * A demo site's tiles: two live cams of the niche's portrait set and two partner offers, taking
 * turns, each leading to a harmless page of example.com that names the site (a real operator's
 * tiles lead to its partners). Every demo site has them; promo-tiles.php answers them only where
 * the site's settings have member_resell on (seed/sites.ts).
 */
export function demoPromoTiles(site: { domain: string; niche: number }): StoredPromoTile[] {
  const key = site.domain.replace(/\.localhost$/, "");
  const set = avatarSetOf(site.niche);
  const gender = site.niche === 7 ? "male" : "female";
  const slug = (title: string) => title.toLowerCase();
  const cams = PERFORMERS[gender].map(
    (name): Omit<StoredPromoTile, "id"> => ({
      type: "cam",
      title: name,
      image: `promo/cam-${set}-${slug(name)}-${gender}.svg`,
      url: `https://example.com/live/${slug(name)}?site=${key}`,
    })
  );
  const offers = OFFERS.map(
    (offer): Omit<StoredPromoTile, "id"> => ({
      type: "resell",
      title: offer.title,
      image: `promo/offer-${offer.motif}.svg`,
      url: `https://example.com/offers/${slug(offer.title)}?site=${key}`,
      labels: offer.labels,
    })
  );
  return [cams[0], offers[0], cams[1], offers[1]]
    .slice(0, TILES_PER_SITE[site.domain] ?? 4)
    .map((tile, i) => ({ id: site.niche * 100 + i + 1, ...tile }));
}
