/**
 * Characters that change how a text reads without being seen: bidi embeddings, overrides, isolates
 * and marks (a name posing as another, a message reversing the words around it) and zero-width
 * characters. Names, places and messages other members read go without them.
 */
const HIDDEN = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
/**
 * The same in a message, but for the zero-width joiner inside an emoji sequence: a family, a
 * rainbow flag or a profession with a skin tone are pictographs joined by U+200D.
 */
const HIDDEN_IN_MESSAGE =
  /[\u061c\u200b\u200c\u200e\u200f\u202a-\u202e\u2060-\u2069\ufeff]|(?<!\p{Extended_Pictographic}(?:\ufe0f|\p{Emoji_Modifier})?)\u200d|\u200d(?!\p{Extended_Pictographic})/gu;

/** A name or a place as other members see it. */
export const withoutHiddenCharacters = (text: string) => text.replace(HIDDEN, "");

/** A message as its reader sees it: emoji sequences stay whole. */
export const messageWithoutHiddenCharacters = (text: string) => text.replace(HIDDEN_IN_MESSAGE, "");
