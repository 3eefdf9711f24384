/**
 * The choices that travel from the credits pages to checkout in the address (the product's
 * `paymentCountry` and `discountcode`, docs/product.md#credits-and-premium): a plain link or GET form carries them without JavaScript,
 * and the server reads them again at every step. Browser-safe.
 */
export interface OfferChoice {
  /** The country to pay from, when the member chose one (else the API's default). */
  country: string | null;
  /** The discount code as typed (trimmed, at most CODE_INPUT_MAX characters). */
  code: string;
  /** The account-deletion offer's personal code is to apply. */
  offer: "delete" | null;
}

/** Longer than any code (32) so a pasted one is shown back as typed and refused, not cut silently. */
export const CODE_INPUT_MAX = 64;

export function offerChoice(searchParams: URLSearchParams): OfferChoice {
  const country = (searchParams.get("country") ?? "").trim().toUpperCase();
  return {
    country: /^[A-Z]{2}$/.test(country) ? country : null,
    code: (searchParams.get("code") ?? "").trim().slice(0, CODE_INPUT_MAX),
    offer: searchParams.get("offer") === "delete" ? "delete" : null,
  };
}

/** "?country=NL&code=SUMMER" (or ""): the query a next step's link carries. */
export function choiceQuery({ country, code }: { country?: string | null; code?: string | null }): string {
  const query = new URLSearchParams();
  if (country) query.set("country", country);
  if (code) query.set("code", code);
  const text = query.toString();
  return text ? `?${text}` : "";
}
