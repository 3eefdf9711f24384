/** SPEC §1: the interests that have icons. Keys are stable identifiers; texts are translated. */
export const INTEREST_KEYS = [
  "adventure", "anal_sex", "animals", "art", "astrology", "bbq", "beach", "beer", "biking", "bondage",
  "coffee", "cooking", "dancing", "exchanging_pictures", "fashion", "foodie", "gardening", "gym", "hiking", "hugging",
  "kissing", "lingerie", "massages", "masturbating", "movies", "music", "one_night_stand", "oral_sex", "outdoors", "party",
  "photography", "politics", "public_sex", "reading", "relationship", "sadomasochism", "safe_sex", "sex", "sex_toys", "shopping",
  "sports", "sushi", "tattoos", "tea", "theater", "threesome", "travelling", "vegetarian", "video_games", "wine",
] as const;
export type InterestKey = (typeof INTEREST_KEYS)[number];
