/**
 * IBAN checks for SEPA direct debit (docs/product.md#sepa-direct-debit): the form says what is
 * wrong before the API is asked, and the API checks the same again. Zod-free and browser-safe.
 */

/** IBAN length by country, for the countries of the SEPA area (the only ones direct debit takes). */
// prettier-ignore
export const SEPA_IBAN_LENGTHS: Readonly<Record<string, number>> = {
  AD: 24, AT: 20, BE: 16, BG: 22, CH: 21, CY: 28, CZ: 24, DE: 22, DK: 18, EE: 20, ES: 24, FI: 18,
  FR: 27, GB: 22, GI: 23, GR: 27, HR: 21, HU: 28, IE: 22, IS: 26, IT: 27, LI: 21, LT: 20, LU: 20,
  LV: 21, MC: 27, MT: 31, NL: 18, NO: 15, PL: 28, PT: 25, RO: 24, SE: 24, SI: 19, SK: 24, SM: 27,
  VA: 22,
};

export type IbanProblem = "iban_invalid" | "iban_country";

/** What a member typed, as the bank writes it: no spaces or dashes, capitals ("nl91 abna…" → "NL91ABNA…"). */
export const normalizeIban = (typed: string): string => typed.replace(/[\s-]+/g, "").toUpperCase();

/** ISO 13616 mod 97 on the rearranged IBAN, a few digits at a time so no number outgrows an integer. */
function checksumHolds(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    // A letter counts as two digits (A = 10 … Z = 35).
    const value = char >= "A" ? char.charCodeAt(0) - 55 : Number(char);
    remainder = (remainder * (value >= 10 ? 100 : 10) + value) % 97;
  }
  return remainder === 1;
}

/**
 * Why an IBAN cannot be used for direct debit, or null when it can: `iban_invalid` when it is
 * not an IBAN (shape, length of its country, checksum), `iban_country` when it is a valid IBAN of
 * an account outside the SEPA area.
 */
export function ibanProblem(typed: string): IbanProblem | null {
  const iban = normalizeIban(typed);
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban) || !checksumHolds(iban)) return "iban_invalid";
  const length = SEPA_IBAN_LENGTHS[iban.slice(0, 2)];
  if (length === undefined) return "iban_country";
  return iban.length === length ? null : "iban_invalid";
}
