import { PaymentErrorCode as E } from "../../app/api/schemas/payments";

/**
 * IBAN checks for SEPA direct debit: the ISO 13616 check digits (mod 97) and the SEPA area, whose
 * countries' IBAN lengths are fixed.
 */
const SEPA_IBAN_LENGTHS: Record<string, number> = {
  AD: 24,
  AT: 20,
  BE: 16,
  BG: 22,
  CH: 21,
  CY: 28,
  CZ: 24,
  DE: 22,
  DK: 18,
  EE: 20,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  GI: 23,
  GR: 27,
  HR: 21,
  HU: 28,
  IE: 22,
  IS: 26,
  IT: 27,
  LI: 21,
  LT: 20,
  LU: 20,
  LV: 21,
  MC: 27,
  MT: 31,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  RO: 24,
  SE: 24,
  SI: 19,
  SK: 24,
  SM: 27,
  VA: 22,
};

/** The IBAN as typed, without spaces, in capitals. */
export const normalizeIban = (typed: string) => typed.replace(/[\s-]+/g, "").toUpperCase();

/** ISO 13616: the country and check digits moved to the end, letters as 10–35, the number mod 97 is 1. */
function checksumValid(iban: string): boolean {
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let rest = 0;
  for (const ch of rearranged) {
    const value = ch >= "A" ? String(ch.charCodeAt(0) - 55) : ch;
    for (const digit of value) rest = (rest * 10 + Number(digit)) % 97;
  }
  return rest === 1;
}

/** Why the (normalised) IBAN cannot be debited: iban_invalid, iban_country (outside the SEPA area), or null. */
export function ibanProblem(iban: string): typeof E.ibanInvalid | typeof E.ibanCountry | null {
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban) || !checksumValid(iban)) return E.ibanInvalid;
  const length = SEPA_IBAN_LENGTHS[iban.slice(0, 2)];
  if (!length) return E.ibanCountry;
  return iban.length === length ? null : E.ibanInvalid;
}
