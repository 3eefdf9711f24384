/** Lower case without accents: "Théâtre" is found by "theatre", "Köln" by "koln". */
export const foldText = (text: string) => text.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase();

/**
 * The values of the choices whose label holds every word typed, in any order and anywhere in it
 * ("toy sex" finds "Sex toys", "each" finds "Beach"); nothing typed keeps them all.
 */
export function filterChoices(choices: readonly { value: string; text: string }[], query: string): Set<string> {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  return new Set(
    choices.filter(({ text }) => words.every((word) => foldText(text).includes(word))).map(({ value }) => value)
  );
}
