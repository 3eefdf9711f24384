import type { Bank, PaymentMethod, PaymentMethodId } from "../../app/api/schemas/payments";

/*
 * Payment methods by country (docs/decisions/017-payments.md): the API decides which methods a
 * country is offered, in the order shown (the one most people there use first), with the banks of
 * methods that have a bank step and each method's fee.
 */

/** The methods offered in every SEPA country without a list of its own (ES, PT, IE, LU, FI …). */
const SEPA_DEFAULT: PaymentMethodId[] = ["creditcard", "paypal", "applepay", "sdd", "sct", "paysafecard"];
/** Everywhere else. */
const ELSEWHERE: PaymentMethodId[] = ["creditcard", "paypal", "applepay"];

const BY_COUNTRY: Record<string, PaymentMethodId[]> = {
  NL: ["ideal", "creditcard", "paypal", "applepay", "sdd", "sct", "paysafecard"],
  BE: ["bancontact", "creditcard", "paypal", "applepay", "sdd", "sct", "paysafecard"],
  DE: ["sofort", "giropay", "paypal", "creditcard", "applepay", "sdd", "sct", "paysafecard"],
  AT: ["eps", "sofort", "creditcard", "paypal", "applepay", "sdd", "sct", "paysafecard"],
  PL: ["blik", "prezelewy24", "creditcard", "paypal", "applepay", "paysafecard"],
  SE: ["swish", "creditcard", "paypal", "applepay", "paysafecard"],
  NO: ["vipps", "creditcard", "paypal", "applepay", "paysafecard"],
  DK: ["mobilepay", "dankort", "creditcard", "paypal", "applepay", "paysafecard"],
  CH: ["twint", "creditcard", "paypal", "applepay", "paysafecard"],
  FR: ["cartebancaire", "creditcard", "paypal", "applepay", "sdd", "sct", "paysafecard"],
  IT: ["satispay", "nexi", "creditcard", "paypal", "applepay", "sdd", "sct", "paysafecard"],
  GB: ["creditcard", "paypal", "applepay", "paysafecard"],
};

/** Euro countries of the SEPA area without a list of their own: the SEPA default. */
const OTHER_SEPA_EURO = new Set(["ES", "PT", "IE", "LU", "FI", "EE", "LV", "LT", "SK", "SI", "GR", "CY", "MT", "HR"]);

/** Countries whose people have methods of their own, offered in every country choice. */
export const LOCAL_METHOD_COUNTRIES = Object.keys(BY_COUNTRY);

/** The banks of methods with a bank step. */
export const BANKS: Partial<Record<PaymentMethodId, Bank[]>> = {
  ideal: [
    { id: "abnamro", name: "ABN AMRO" },
    { id: "asnbank", name: "ASN Bank" },
    { id: "bunq", name: "bunq" },
    { id: "ing", name: "ING" },
    { id: "knab", name: "Knab" },
    { id: "rabobank", name: "Rabobank" },
    { id: "regiobank", name: "RegioBank" },
    { id: "revolut", name: "Revolut" },
    { id: "snsbank", name: "SNS" },
    { id: "triodos", name: "Triodos Bank" },
  ],
  eps: [
    { id: "erste", name: "Erste Bank und Sparkassen" },
    { id: "raiffeisen", name: "Raiffeisen Bank" },
    { id: "bankaustria", name: "Bank Austria" },
    { id: "bawag", name: "BAWAG P.S.K." },
    { id: "volksbank", name: "Volksbank" },
    { id: "oberbank", name: "Oberbank" },
  ],
  prezelewy24: [
    { id: "pkobp", name: "PKO Bank Polski" },
    { id: "mbank", name: "mBank" },
    { id: "ing", name: "ING Bank Śląski" },
    { id: "santander", name: "Santander Bank Polska" },
    { id: "pekao", name: "Bank Pekao" },
    { id: "millennium", name: "Bank Millennium" },
    { id: "alior", name: "Alior Bank" },
  ],
};

/** paysafecard adds the voucher's cost, 1.00 in the currency; every other method is free. */
const FIXED_FEES: Partial<Record<PaymentMethodId, number>> = { paysafecard: 100 };

/** The methods offered in `country`, in the order to show them. */
export function methodIdsFor(country: string): PaymentMethodId[] {
  return BY_COUNTRY[country] ?? (OTHER_SEPA_EURO.has(country) ? SEPA_DEFAULT : ELSEWHERE);
}

/** The fee `method` adds, in minor units of the payment's currency. */
export const methodFee = (method: PaymentMethodId) => FIXED_FEES[method] ?? 0;

/** The methods of `country` as packages.php answers them. */
export function methodsFor(country: string): PaymentMethod[] {
  return methodIdsFor(country).map((id) => ({ id, banks: BANKS[id] ?? [], fee: methodFee(id) }));
}

/** The bank a payment names, when the method has a bank step: undefined when missing or unknown. */
export function bankOf(method: PaymentMethodId, bankId: string | undefined): Bank | undefined {
  return BANKS[method]?.find((b) => b.id === bankId);
}

/** Whether `method` asks for a bank before the checkout. */
export const hasBankStep = (method: PaymentMethodId) => (BANKS[method]?.length ?? 0) > 0;

/**
 * The countries a member may pay from, the member's own first: the member's, the site's, and every
 * country with methods of its own (someone living abroad pays the way people there do).
 */
export function paymentCountries(own: string, siteCountries: readonly string[] = []): string[] {
  return [...new Set([own, ...siteCountries, ...LOCAL_METHOD_COUNTRIES, "US"])];
}
