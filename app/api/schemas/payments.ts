import { z } from "zod";
import { CountryCodeSchema, IdSchema, textSchema } from "./common";

/*
 * Money (docs/product.md#payments): packages, payment methods by country, payments through the
 * operator's payment service provider, discount codes, the time bonus, repeat orders and SEPA
 * direct debit. Every amount is an integer in the currency's minor unit (cents, øre, grosz…) from
 * the API to the page; only Intl.NumberFormat turns it into text. The API decides every price:
 * the web tier sends a package id, never an amount.
 */

/** The payment methods the API may offer (docs/product.md#payment-methods); `prezelewy24` is spelt as the API spells it. */
export const PAYMENT_METHODS = [
  "ideal",
  "bancontact",
  "sofort",
  "giropay",
  "eps",
  "blik",
  "prezelewy24",
  "swish",
  "vipps",
  "mobilepay",
  "dankort",
  "twint",
  "cartebancaire",
  "satispay",
  "nexi",
  "creditcard",
  "visa",
  "mastercard",
  "maestro",
  "paypal",
  "applepay",
  "paysafecard",
  "sdd",
  "sct",
] as const;
export const PaymentMethodIdSchema = z.enum(PAYMENT_METHODS);
export type PaymentMethodId = z.infer<typeof PaymentMethodIdSchema>;

/**
 * How a payment was paid, as the payments list reads it: a method above, or a card brand the
 * provider names that the list above does not know yet (a repeat order is paid with the card's
 * brand). Such a payment is still shown (as a card), never a broken page.
 */
export const PaidWithSchema = PaymentMethodIdSchema.or(z.string().regex(/^[a-z0-9_]{1,32}$/));

/** The method to pay the same way again: a card brand the list does not know is paid as a card. */
export const methodOf = (paidWith: string): PaymentMethodId =>
  PaymentMethodIdSchema.safeParse(paidWith).data ?? "creditcard";

/** The currencies prices are held in; each has two minor digits. */
export const CURRENCIES = ["EUR", "PLN", "SEK", "NOK", "DKK", "CHF", "GBP", "USD"] as const;
export const CurrencySchema = z.enum(CURRENCIES);
export type Currency = z.infer<typeof CurrencySchema>;

/** An amount in minor units (1995 = 19.95). Never a float. */
export const MinorAmountSchema = z.number().int().min(0).max(100_000_000);

/** The four packages (tiers p0 to p3): credits bought; any purchase makes the member premium. */
export const PACKAGE_IDS = ["p0", "p1", "p2", "p3"] as const;
export const PackageIdSchema = z.enum(PACKAGE_IDS);
export type PackageId = z.infer<typeof PackageIdSchema>;

/** A discount code as the member types it: letters, digits, dash and underscore. */
export const DiscountCodeTextSchema = z
  .string()
  .trim()
  .min(1)
  .max(32)
  .regex(/^[A-Za-z0-9_-]+$/);

/** docs/product.md#discount-codes: a discount code as the API describes it. */
export const DiscountCodeSchema = z.object({
  code: z.string(),
  /** Only members of this country may use it. */
  country: CountryCodeSchema.nullable(),
  /** A code made for one member (the account-deletion offer's). */
  user_id: IdSchema.nullable(),
  /** ISO 8601; null: never expires. */
  expires: z.string().datetime({ offset: true }).nullable(),
  /** The discount in percent as a decimal string ("25.0"). */
  value_percentage: z.string().regex(/^\d{1,2}(\.\d{1,2})?$|^100(\.0{1,2})?$/),
  /** The currency of minimum_order_value; null when the code has none. */
  currency: CurrencySchema.nullable(),
  /** The smallest package price (minor units of `currency`) the code applies to; null: any. */
  minimum_order_value: MinorAmountSchema.nullable(),
  status: z.literal("active"),
  validity: z.enum(["once-per-user", "unlimited"]),
  expired: z.boolean(),
  /** Only payments with these methods; empty: any method. */
  paymentmethods: z.array(PaymentMethodIdSchema),
});
export type DiscountCode = z.infer<typeof DiscountCodeSchema>;

/** A package at the member's price. */
export const PackageSchema = z.object({
  id: PackageIdSchema,
  credits: z.number().int().positive(),
  /** The list price in minor units of the answer's currency. */
  amount: MinorAmountSchema,
  /** The price with the answer's discount, when that discount applies to this package; else null. */
  discounted_amount: MinorAmountSchema.nullable(),
  /** Carries the "popular" ribbon. */
  popular: z.boolean(),
});
export type Package = z.infer<typeof PackageSchema>;

/** A bank the member chooses at a method with a bank step (iDEAL, EPS, Przelewy24…). */
export const BankSchema = z.object({ id: z.string().regex(/^[a-z0-9_-]{1,40}$/), name: z.string() });
export type Bank = z.infer<typeof BankSchema>;

export const PaymentMethodSchema = z.object({
  id: PaymentMethodIdSchema,
  /** Empty when the method has no bank step. */
  banks: z.array(BankSchema),
  /** The transaction fee the method adds, in minor units (0: none). */
  fee: MinorAmountSchema,
});
export type PaymentMethod = z.infer<typeof PaymentMethodSchema>;

/** The member's stored card, for a repeat order in one step. */
export const StoredCardSchema = z.object({
  brand: z.enum(["visa", "mastercard", "maestro", "creditcard"]),
  last4: z.string().regex(/^\d{4}$/),
  /** "MM/YY". */
  expires: z.string().regex(/^\d{2}\/\d{2}$/),
});
export type StoredCard = z.infer<typeof StoredCardSchema>;

/** GET /api/packages.php: the country to price in (default: the member's, else the visitor's geoip country) and a code to apply. */
export const PackagesQuerySchema = z.object({
  country: CountryCodeSchema.optional(),
  discountcode: DiscountCodeTextSchema.optional(),
});
export const PackagesResponseSchema = z.object({
  /** The country prices and methods are for (the member's `paymentCountry`). */
  country: CountryCodeSchema,
  currency: CurrencySchema,
  /** The countries the member may choose to pay from, the member's own (or the visitor's) first. */
  countries: z.array(CountryCodeSchema),
  packages: z.array(PackageSchema),
  /** The methods of `country`, in the order to show them. */
  methods: z.array(PaymentMethodSchema),
  /** Null for visitors and members without a stored card. */
  stored_card: StoredCardSchema.nullable(),
  /**
   * The discount the prices include: the code asked for, else the member's time bonus, else the
   * welcome code; null when none applies.
   */
  discount: DiscountCodeSchema.nullable(),
});
export type PackagesResponse = z.infer<typeof PackagesResponseSchema>;

/** GET /api/discountcode.php: check a code for a purchase, or the member's welcome code, or the deletion offer's code. */
export const DiscountCodeQuerySchema = z.object({
  code: DiscountCodeTextSchema.optional(),
  welcome: z.literal("true").optional(),
  /** The account-deletion offer's personal code. */
  offer: z.literal("delete").optional(),
  country: CountryCodeSchema.optional(),
  package: PackageIdSchema.optional(),
  method: PaymentMethodIdSchema.optional(),
});
export const DiscountCodeResponseSchema = z.object({ discountcode: DiscountCodeSchema });

/** GET /api/timebonus.php: TIMEBONUS25 while it lasts (docs/product.md#time-bonus). */
export const TimeBonusSchema = z.object({
  code: z.literal("TIMEBONUS25"),
  value_percentage: z.literal("25.0"),
  /** ISO 8601: signup_date + 14,400 s. */
  ends_at: z.string().datetime({ offset: true }),
  /** Seconds left by the API's clock, so a page never needs the API's clock to count down. */
  seconds_left: z.number().int().min(1).max(14_400),
});
export type TimeBonus = z.infer<typeof TimeBonusSchema>;
export const TimeBonusResponseSchema = z.object({ time_bonus: TimeBonusSchema.nullable() });

export const PaymentStatusSchema = z.enum(["open", "pending", "completed", "failed", "cancelled"]);
export type PaymentStatus = z.infer<typeof PaymentStatusSchema>;

/** docs/product.md#payments: one payment, as the transactions page and the receipt show it. */
export const PaymentSchema = z.object({
  payment_id: IdSchema,
  status: PaymentStatusSchema,
  package: PackageIdSchema,
  credits: z.number().int().positive(),
  method: PaidWithSchema,
  bank: z.string().nullable(),
  country: CountryCodeSchema,
  currency: CurrencySchema,
  /** What the member pays in minor units, discount and fee included. */
  amount: MinorAmountSchema,
  /** The transaction fee within `amount`. */
  transaction_fee: MinorAmountSchema,
  /** The list price before the discount. */
  list_amount: MinorAmountSchema,
  discount: z.object({ code: z.string(), value_percentage: z.string() }).nullable(),
  /** ISO 8601. */
  created_at: z.string().datetime({ offset: true }),
  completed_at: z.string().datetime({ offset: true }).nullable(),
});
export type Payment = z.infer<typeof PaymentSchema>;

/**
 * POST /api/payment.php (with an Idempotency-Key): start paying for a package. The API prices it,
 * makes the payment at its provider and answers the provider's checkout page; the provider sends the
 * member back to the site's /credits/{package}/{method}?payment={id}, an address the API builds from
 * the site's domain.
 */
export const CreatePaymentRequestSchema = z.object({
  package: PackageIdSchema,
  method: PaymentMethodIdSchema,
  bank: BankSchema.shape.id.optional(),
  country: CountryCodeSchema,
  discountcode: DiscountCodeTextSchema.optional(),
});
export const CreatePaymentResponseSchema = z.object({
  payment: PaymentSchema,
  /** The provider's page the member goes to next (absolute URL on the provider's host). */
  checkout_url: z.string().url(),
});

export const PaymentQuerySchema = z.object({ id: z.coerce.number().pipe(IdSchema) });
export const PaymentResponseSchema = z.object({ payment: PaymentSchema });

/** GET /api/transactions.php: the member's payments, newest first (the last 100). */
export const TransactionsResponseSchema = z.object({ payments: z.array(PaymentSchema) });

/** POST /api/repeat-order.php (with an Idempotency-Key): buy a package again with the stored card, in one step. */
export const RepeatOrderRequestSchema = z.object({ package: PackageIdSchema });

/** SEPA direct debit: the mandate's details (docs/product.md#sepa-direct-debit). */
export const DirectDebitRequestSchema = z.object({
  package: PackageIdSchema,
  account_holder: textSchema(70, { min: 2, trim: true }),
  /** Spaces allowed; the API checks the checksum and that the country is in the SEPA area. */
  iban: textSchema(42, { min: 15, trim: true }),
  street: textSchema(70, { min: 1, trim: true }),
  house_number: textSchema(10, { min: 1, trim: true }),
  zip: textSchema(10, { min: 3, trim: true }),
  city: textSchema(50, { min: 1, trim: true }),
  /** International format, e.g. +31612345678 (spaces allowed). */
  phone: textSchema(20, { min: 8, trim: true }),
  discountcode: DiscountCodeTextSchema.optional(),
});
/** The mandate waiting for its SMS code. */
export const DirectDebitMandateSchema = z.object({
  mandate_id: IdSchema,
  /** The phone the code went to, mostly hidden: "+31 •• ••• •• 78". */
  phone_hint: z.string(),
  /** ISO 8601: the code stops working. */
  expires_at: z.string().datetime({ offset: true }),
});
export const DirectDebitResponseSchema = z.object({ mandate: DirectDebitMandateSchema });
export const ConfirmDirectDebitRequestSchema = z.object({
  mandate_id: IdSchema,
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
});
export const ResendDirectDebitCodeRequestSchema = z.object({ mandate_id: IdSchema });

export const PaymentErrorCode = {
  packageNotFound: "package_not_found",
  /** The method is not offered in the chosen country. */
  methodNotAvailable: "method_not_available",
  /** The method has a bank step and no (or an unknown) bank was chosen. */
  bankRequired: "bank_required",
  paymentNotFound: "payment_not_found",
  /** 429: too many payments started in the last hour. */
  tooManyPayments: "too_many_payments",
  codeNotFound: "code_not_found",
  codeUsed: "code_used",
  codeExpired: "code_expired",
  /** The package costs less than the code's minimum_order_value. */
  codeMinimumOrder: "code_minimum_order",
  /** The code is for members of another country. */
  codeCountry: "code_country",
  /** The code is for other payment methods. */
  codeMethod: "code_method",
  noStoredCard: "no_stored_card",
  /** 402: the stored card was declined (the failed payment is in the transactions). */
  cardDeclined: "card_declined",
  ibanInvalid: "iban_invalid",
  /** The IBAN's country is outside the SEPA area. */
  ibanCountry: "iban_country",
  directDebitBlocked: "directdebit_blocked",
  directDebitLimit: "directdebit_limit",
  /** 429 with `minutes`: too many SMS codes for the member, the phone number or the IP. */
  tooManySms: "too_many_sms",
  codeInvalid: "code_invalid",
  /** 409: the SMS code expired or was tried too often; ask for a new one. */
  mandateExpired: "mandate_expired",
  requestInProgress: "request_in_progress",
} as const;
