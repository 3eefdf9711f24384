import type { DiscountCode, Package, PackagesResponse, Payment, PaymentMethod } from "../../app/api/schemas/payments";

/** The four packages in euros, as docs/decisions/017-payments.md prices them. */
export const packagesFixture = (discountedP2: number | null = null): Package[] => [
  { id: "p0", credits: 50, amount: 995, discounted_amount: null, popular: false },
  { id: "p1", credits: 120, amount: 1995, discounted_amount: null, popular: false },
  { id: "p2", credits: 300, amount: 3995, discounted_amount: discountedP2, popular: true },
  { id: "p3", credits: 800, amount: 8995, discounted_amount: null, popular: false },
];

export const methodsNL: PaymentMethod[] = [
  {
    id: "ideal",
    banks: [
      { id: "ing", name: "ING" },
      { id: "rabobank", name: "Rabobank" },
    ],
    fee: 0,
  },
  { id: "creditcard", banks: [], fee: 0 },
  { id: "paypal", banks: [], fee: 0 },
  { id: "sdd", banks: [], fee: 0 },
  { id: "paysafecard", banks: [], fee: 100 },
];

export const packagesResponse = (overrides: Partial<PackagesResponse> = {}): PackagesResponse => ({
  country: "NL",
  currency: "EUR",
  countries: ["NL", "BE", "DE"],
  packages: packagesFixture(),
  methods: methodsNL,
  stored_card: null,
  discount: null,
  ...overrides,
});

/** Package p1 bought with iDEAL (ING) in the Netherlands at its list price, as a payment states it. */
export const p1IdealPurchase = {
  package: "p1",
  credits: 120,
  method: "ideal",
  bank: "ing",
  country: "NL",
  currency: "EUR",
  amount: 1995,
  transaction_fee: 0,
  list_amount: 1995,
  discount: null,
} satisfies Partial<Payment>;

export const paymentFixture = (overrides: Partial<Payment> = {}): Payment => ({
  payment_id: 41,
  status: "open",
  package: "p2",
  credits: 300,
  method: "ideal",
  bank: "ing",
  country: "NL",
  currency: "EUR",
  amount: 3995,
  transaction_fee: 0,
  list_amount: 3995,
  discount: null,
  created_at: "2026-03-01T12:00:00.000Z",
  completed_at: null,
  ...overrides,
});

/** A code as the API describes it: any member, any country and method, never expiring. */
export const discountCodeFixture = (overrides: Partial<DiscountCode> = {}): DiscountCode => ({
  code: "SPRING25",
  country: null,
  user_id: null,
  expires: null,
  value_percentage: "25.0",
  currency: null,
  minimum_order_value: null,
  status: "active",
  validity: "once-per-user",
  expired: false,
  paymentmethods: [],
  ...overrides,
});
