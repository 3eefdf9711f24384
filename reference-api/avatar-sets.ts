import { lorelei, micah, notionists, openPeeps } from "@dicebear/collection";
import { createAvatar } from "@dicebear/core";

export type AvatarGender = "female" | "male";

/**
 * One demo portrait: the seed fixes the person (face, hair), `nth` (0 for the main photo) another
 * picture of the same person (another expression or background).
 */
type Draw = (seed: string, gender: AvatarGender, nth: number) => string;

/** All of a list for the main photo (the seed picks), one fixed item for the later ones. */
const pick = <T>(list: readonly T[], nth: number): T[] => (nth === 0 ? [...list] : [list[nth % list.length]]);
const variants = (...numbers: number[]) => numbers.map((n) => `variant${String(n).padStart(2, "0")}`);

// Hair and faces picked by looking at the drawings: adult, varied, no cartoon gags (no tongues,
// drool, heart eyes or pacifiers), long and short styles by gender.
const NOTIONISTS_HAIR = {
  female: variants(4, 8, 10, 23, 28, 36, 37, 39, 41, 46, 47, 48, 57, 58),
  male: variants(1, 5, 6, 12, 13, 15, 16, 21, 22, 24, 25, 27, 29, 30, 34, 35, 38, 52, 54, 55),
};
const LORELEI_HAIR = {
  female: variants(10, 13, 14, 16, 18, 19, 21, 23, 24, 31, 32, 35, 37, 38, 40, 41, 42, 45, 48),
  male: variants(1, 4, 7, 8, 9, 12, 22, 25, 39, 44, 47),
};
const LORELEI_MOUTHS = ["happy01", "happy02", "happy04", "happy05", "happy08", "happy13", "happy14", "happy18"];
const OPEN_PEEPS_FACES = ["calm", "smile", "cute", "driven"];
const OPEN_PEEPS_HAIR = {
  female: ["bun", "bun2", "long", "longBangs", "longCurly", "medium1", "medium2", "mediumBangs", "mediumStraight", "twists", "bangs", "longAfro"],
  male: ["short1", "short2", "short3", "short4", "short5", "pomp", "flatTop", "noHair1", "noHair2", "shaved2", "afro", "dreads1"],
  silver: { female: ["grayBun", "grayMedium", "grayShort"], male: ["grayShort", "noHair1", "noHair2", "noHair3"] },
}; // prettier-ignore
const MICAH_HAIR = {
  female: ["full", "pixie", "dannyPhantom"],
  male: ["fonze", "dougFunny", "mrClean", "dannyPhantom"],
};
const MICAH_MOUTHS = ["smile", "smirk", "laughing"];

/** Line art with the upper body (notionists), on a background palette. */
const notionistsOn =
  (backgrounds: string[]): Draw =>
  (seed, gender, nth) =>
    createAvatar(notionists, {
      seed,
      backgroundColor: pick(backgrounds, nth),
      hair: NOTIONISTS_HAIR[gender] as never,
      beardProbability: gender === "male" ? 35 : 0,
      gestureProbability: 0,
      bodyIconProbability: 0,
      glassesProbability: 12,
    }).toString();

/** Hand-drawn people (open-peeps) in clothes of the palette; `silver` for grey and white hair. */
const openPeepsIn =
  (backgrounds: string[], clothing: string[], { silver = false } = {}): Draw =>
  (seed, gender, nth) =>
    createAvatar(openPeeps, {
      seed,
      backgroundColor: pick(backgrounds, nth),
      clothingColor: clothing,
      head: (silver ? OPEN_PEEPS_HAIR.silver[gender] : OPEN_PEEPS_HAIR[gender]) as never,
      ...(silver ? { headContrastColor: ["e5e7eb", "d1d5db", "cbd5e1", "f3f4f6", "9ca3af"] } : {}),
      face: pick(OPEN_PEEPS_FACES, nth) as never,
      facialHairProbability: gender === "male" ? 35 : 0,
      facialHair: ["chin", "full", "full2", "goatee1", "moustache1", "moustache2"],
      accessories: ["glasses", "glasses2", "glasses3", "glasses4"],
      accessoriesProbability: silver ? 35 : 10,
      maskProbability: 0,
    }).toString();

/** Stylised portraits (micah) in a palette of backgrounds and shirts. */
const micahIn =
  (backgrounds: string[], shirts: string[], { facialHair = 35 } = {}): Draw =>
  (seed, gender, nth) =>
    createAvatar(micah, {
      seed,
      backgroundColor: pick(backgrounds, nth),
      shirtColor: shirts,
      hair: MICAH_HAIR[gender] as never,
      hairProbability: 100,
      mouth: pick(MICAH_MOUTHS, nth) as never,
      facialHairProbability: gender === "male" ? facialHair : 0,
      earringsProbability: gender === "female" ? 50 : 10,
      eyebrows: gender === "female" ? ["eyelashesUp", "eyelashesDown"] : ["up", "down"],
      glassesProbability: 10,
    }).toString();

/** Feminine line art (lorelei): flowers and earrings now and then. */
const loreleiOn =
  (backgrounds: string[], { accessories = true } = {}): Draw =>
  (seed, gender, nth) =>
    createAvatar(lorelei, {
      seed,
      backgroundColor: pick(backgrounds, nth),
      hair: LORELEI_HAIR[gender] as never,
      mouth: pick(LORELEI_MOUTHS, nth) as never,
      beardProbability: gender === "male" ? 30 : 0,
      hairAccessoriesProbability: accessories && gender === "female" ? 20 : 0,
      earringsProbability: gender === "female" ? 40 : 0,
      glassesProbability: 10,
      frecklesProbability: 10,
    }).toString();

/**
 * The demo portrait set of each niche (its name is the folder of the photo's file name,
 * `avatars/<set>/<seed>-<gender>.svg`): a style and a mood that fit the site's theme.
 */
export const AVATAR_SETS = {
  /** Friendly line art on the product's coral, pink and peach. */
  general: notionistsOn(["fde2e4", "fad2e1", "ffe5d9", "fcd5ce", "f8edeb"]),
  /** Line-art women (and men) with flowers and earrings, on lilac and rose. */
  she: loreleiOn(["f3e8ff", "fae8ff", "fce7f3", "ede9fe", "fbcfe8"]),
  /** Black-and-white line art on leather black and deep crimson. */
  bdsm: loreleiOn(["2b1d25", "3b1220", "1f1a24", "4a1a2c", "161216"], { accessories: false }),
  /** Warm, rounded hand-drawn people in peach, apricot and tangerine. */
  bbw: openPeepsIn(["ffedd5", "fed7aa", "fde68a", "fecaca", "ffe4e6"], ["f97316", "fb923c", "e11d48", "f59e0b"]),
  /** Silver and grey hair, glasses, in calm teal and stone. */
  gilf: openPeepsIn(["e6f4f1", "d5e0df", "e2e8f0", "f1f5f9", "ccfbf1"], ["0f766e", "475569", "64748b", "134e4a"], {
    silver: true,
  }),
  /** Stylish portraits on wine, blush and gold. */
  milf: micahIn(["ffe4e6", "fecdd3", "fde68a", "f5d0c5", "fbcfe8"], ["9f1239", "881337", "b45309", "4c0519"]),
  /** Bold portraits on electric blue, violet and cyan. */
  gay: micahIn(["bfdbfe", "c4b5fd", "a5f3fc", "ddd6fe", "93c5fd"], ["1d4ed8", "6d28d9", "0f172a", "0891b2"], {
    facialHair: 55,
  }),
} satisfies Record<string, Draw>;

export type AvatarSetName = keyof typeof AVATAR_SETS;

/** Niche number (docs/product.md#sites-and-niches) → its portrait set. */
const NICHE_SETS: Record<number, AvatarSetName> = {
  1: "general",
  2: "she",
  3: "bdsm",
  4: "bbw",
  5: "gilf",
  6: "milf",
  7: "gay",
};

export function avatarSetOf(niche: number): AvatarSetName {
  return NICHE_SETS[niche] ?? "general";
}

export const isAvatarSet = (name: string): name is AvatarSetName => Object.hasOwn(AVATAR_SETS, name);
