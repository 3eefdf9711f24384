import { useTranslation } from "react-i18next";
import type { PaymentMethodId } from "~/api/schemas/payments";
import sprite from "./method-logos.svg";

/**
 * A payment method's mark from the local sprite (docs/decisions/017-payments.md: no image from a
 * third party), fetched once with a fingerprinted, immutable URL. Decorative: the method's name
 * stands next to it.
 */
export function MethodLogo({ method, className }: { method: PaymentMethodId; className?: string }) {
  return (
    <svg aria-hidden="true" focusable="false" className={className} viewBox="0 0 48 32" data-method={method}>
      <use href={`${sprite}#${method}`} />
    </svg>
  );
}

/** Methods named by their brand, the same in every language; the others are translated (credits:methods.*). */
const BRAND_NAMES: Partial<Record<PaymentMethodId, string>> = {
  ideal: "iDEAL",
  bancontact: "Bancontact",
  sofort: "Sofort",
  giropay: "giropay",
  eps: "EPS",
  blik: "BLIK",
  prezelewy24: "Przelewy24",
  swish: "Swish",
  vipps: "Vipps",
  mobilepay: "MobilePay",
  dankort: "Dankort",
  twint: "TWINT",
  cartebancaire: "Carte Bancaire",
  satispay: "Satispay",
  nexi: "Nexi",
  visa: "Visa",
  mastercard: "Mastercard",
  maestro: "Maestro",
  paypal: "PayPal",
  applepay: "Apple Pay",
  paysafecard: "paysafecard",
};

/** Methods named in the member's language (credits:methods.*). */
const TRANSLATED: readonly string[] = ["creditcard", "sdd", "sct"] satisfies PaymentMethodId[];

/**
 * A method's (or a card brand's) name as the member reads it: a brand as the brand writes it, the
 * others translated; a card brand the product does not know yet is "Card" in the member's language,
 * never the provider's lower-case id.
 */
export function useMethodName() {
  const { t } = useTranslation("credits");
  return (method: string) =>
    BRAND_NAMES[method as PaymentMethodId] ?? t(TRANSLATED.includes(method) ? `methods.${method}` : "methods.card");
}

/** A method's mark and name (and a card's brand): in the method tiles, the pay step, the stored card. */
export function MethodLabel({ method, logoClassName }: { method: PaymentMethodId; logoClassName?: string }) {
  const methodName = useMethodName();
  return (
    <>
      <MethodLogo method={method} className={logoClassName} />
      <span>{methodName(method)}</span>
    </>
  );
}
