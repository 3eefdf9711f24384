import { AVATAR_SETS, isAvatarSet } from "./avatar-sets";

/**
 * The demo cam and offer tiles' pictures (seed/promo-tiles.ts), drawn here like the members'
 * portraits, so nothing is downloaded: `promo/cam-<set>-<seed>-<gender>.svg` is a performer of
 * the niche's portrait set on a dark cam screen, `promo/offer-<motif>.svg` a partner's poster.
 * The file name says everything; unknown names are undefined (404).
 */
export function promoImage(file: string): string | undefined {
  const cam = /^cam-([a-z]{1,20})-([a-z0-9-]{1,60})-(female|male)\.svg$/.exec(file);
  if (cam) {
    const [, set, seed, gender] = cam;
    return isAvatarSet(set) ? camScreen(AVATAR_SETS[set](seed, gender as "female" | "male", 0)) : undefined;
  }
  const offer = /^offer-([a-z]{1,20})\.svg$/.exec(file);
  return offer && isOfferMotif(offer[1]) ? poster(offer[1]) : undefined;
}

/** The portrait inside a dark frame with a recording light: a webcam's picture, not a profile photo. */
function camScreen(portrait: string): string {
  const inner = portrait.replace(
    /^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/,
    '<svg x="14" y="14" width="212" height="212"'
  );
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240">' +
    '<rect width="240" height="240" fill="#14101a"/>' +
    inner +
    '<rect x="14" y="14" width="212" height="212" fill="none" stroke="#000" stroke-opacity=".35" stroke-width="2"/>' +
    '<path d="M24 44V24h20M196 24h20v20M216 196v20h-20M44 216H24v-20" fill="none" stroke="#fff" stroke-width="3" stroke-opacity=".85"/>' +
    '<circle cx="206" cy="34" r="7" fill="#ef4444"/>' +
    "</svg>"
  );
}

const MOTIFS = {
  /** Two hearts: a partner dating site. */
  hearts: {
    colors: ["#be185d", "#f97316"],
    shape:
      '<path d="M96 150c-30-22-48-40-48-60a22 22 0 0 1 48-10 22 22 0 0 1 48 10c0 20-18 38-48 60z" fill="#fff" fill-opacity=".9"/>' +
      '<path d="M160 190c-20-15-32-27-32-40a15 15 0 0 1 32-7 15 15 0 0 1 32 7c0 13-12 25-32 40z" fill="#fff" fill-opacity=".6"/>',
  },
  /** Speech bubbles: a partner chat service. */
  chat: {
    colors: ["#4338ca", "#0ea5e9"],
    shape:
      '<rect x="40" y="56" width="120" height="76" rx="18" fill="#fff" fill-opacity=".9"/><path d="M64 132l-6 26 30-26z" fill="#fff" fill-opacity=".9"/>' +
      '<rect x="96" y="112" width="104" height="64" rx="16" fill="#fff" fill-opacity=".6"/><path d="M176 176l8 22-28-22z" fill="#fff" fill-opacity=".6"/>',
  },
  /** A gift box: a partner's trial or present. */
  gift: {
    colors: ["#047857", "#84cc16"],
    shape:
      '<rect x="60" y="104" width="120" height="88" rx="8" fill="#fff" fill-opacity=".9"/><rect x="52" y="84" width="136" height="28" rx="6" fill="#fff"/>' +
      '<rect x="112" y="84" width="16" height="108" fill="#047857" fill-opacity=".5"/><path d="M120 84c-20-30-46-20-36-4 6 8 24 6 36 4zm0 0c20-30 46-20 36-4-6 8-24 6-36 4z" fill="#fff"/>',
  },
  /** A star burst: a partner's premium offer. */
  spark: {
    colors: ["#7c2d12", "#eab308"],
    shape: '<path d="M120 44l18 52 54 2-42 34 15 52-45-30-45 30 15-52-42-34 54-2z" fill="#fff" fill-opacity=".9"/>',
  },
} as const;
export type OfferMotif = keyof typeof MOTIFS;
const isOfferMotif = (name: string): name is OfferMotif => Object.hasOwn(MOTIFS, name);

function poster(motif: OfferMotif): string {
  const { colors, shape } = MOTIFS[motif];
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240">' +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors[0]}"/><stop offset="1" stop-color="${colors[1]}"/></linearGradient></defs>` +
    '<rect width="240" height="240" fill="url(#g)"/>' +
    '<circle cx="200" cy="40" r="60" fill="#fff" fill-opacity=".08"/><circle cx="30" cy="220" r="70" fill="#fff" fill-opacity=".08"/>' +
    shape +
    "</svg>"
  );
}
