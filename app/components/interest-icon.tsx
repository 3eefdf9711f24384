import type { InterestKey } from "~/api/interest-keys";

/**
 * SPEC §1 interest icons as emoji: no image requests and no SVG paths in the bundle (a few bytes
 * each), and every platform draws them in colour. Decorative: the label next to it names the interest.
 */
const ICONS: Record<InterestKey, string> = {
  adventure: "🧭",
  anal_sex: "🍑",
  animals: "🐾",
  art: "🎨",
  astrology: "♈",
  bbq: "🍖",
  beach: "🏖️",
  beer: "🍺",
  biking: "🚴",
  bondage: "⛓️",
  coffee: "☕",
  cooking: "🍳",
  dancing: "💃",
  exchanging_pictures: "📸",
  fashion: "👗",
  foodie: "🍽️",
  gardening: "🌱",
  gym: "🏋️",
  hiking: "🥾",
  hugging: "🤗",
  kissing: "💋",
  lingerie: "👙",
  massages: "💆",
  masturbating: "✋",
  movies: "🎬",
  music: "🎵",
  one_night_stand: "🌙",
  oral_sex: "👅",
  outdoors: "🏕️",
  party: "🎉",
  photography: "📷",
  politics: "🏛️",
  public_sex: "🌳",
  reading: "📚",
  relationship: "💞",
  sadomasochism: "🖤",
  safe_sex: "🛡️",
  sex: "🔥",
  sex_toys: "🎁",
  shopping: "🛍️",
  sports: "⚽",
  sushi: "🍣",
  tattoos: "🐉",
  tea: "🍵",
  theater: "🎭",
  threesome: "👥",
  travelling: "✈️",
  vegetarian: "🥗",
  video_games: "🎮",
  wine: "🍷",
};

export function InterestIcon({ interest, className }: { interest: string; className?: string }) {
  return (
    <span aria-hidden="true" className={className}>
      {ICONS[interest as InterestKey] ?? "★"}
    </span>
  );
}
