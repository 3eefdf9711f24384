import crypto from "node:crypto";
import { declaredErrors } from "../../app/api/endpoints";
import {
  PaymentErrorCode as E,
  type Currency,
  type DiscountCode,
  type PaymentMethodId,
} from "../../app/api/schemas/payments";
import type { SiteRow } from "../app-env";
import type { Db } from "../db";
import { HttpError } from "../http";
import type { MemberRow } from "../members";
import { advancePayment } from "./ledger";
import { percentText } from "./prices";
import { setProviderStatus } from "./provider";

/*
 * Discount codes (docs/decisions/017-payments.md, "Discount codes"): the operator's codes, the
 * time bonus TIMEBONUS25, the welcome code WELCOME10 and the account-deletion offer's personal
 * code. Once-per-user codes are held by one payment of the member (discount_code_uses, primary key
 * (code, member)), so two tabs paying at once cannot both spend one.
 */

type Q = Pick<Db, "query">;

export const TIME_BONUS_CODE = "TIMEBONUS25";
/** 25 % off the first purchase during the first 4 hours after signup. */
export const TIME_BONUS_SECONDS = 14_400;
const TIME_BONUS_HUNDREDTHS = 2500;
/** 10 % off the first purchase once the time bonus is over. */
export const WELCOME_CODE = "WELCOME10";
const WELCOME_HUNDREDTHS = 1000;
/** The deletion offer's personal code works this long after it is made. */
export const DELETE_OFFER_DAYS = 7;

type CodeKind = "code" | "time_bonus" | "welcome" | "delete_offer";

export interface CodeRow {
  id: number;
  site_id: number;
  code: string;
  kind: CodeKind;
  country: string | null;
  member_id: number | null;
  expires_at: Date | null;
  percent_hundredths: number;
  currency: Currency | null;
  minimum_order_value: number | null;
  validity: "once-per-user" | "unlimited";
  paymentmethods: PaymentMethodId[];
}

/** What a code is checked against: who pays, from where, and (when known) the method and the package's price. */
export interface CodeContext {
  member: MemberRow | undefined;
  country: string;
  currency: Currency;
  method?: PaymentMethodId;
  /** The list price of the package in `currency`. */
  listAmount?: number;
  now: Date;
}

type CodeError = (typeof E)[
  | "codeNotFound"
  | "codeUsed"
  | "codeExpired"
  | "codeMinimumOrder"
  | "codeCountry"
  | "codeMethod"];

export const refuse = (code: CodeError) => new HttpError(declaredErrors("getDiscountCode")[code], { error: code });

const BUILTIN: Record<string, { kind: CodeKind; hundredths: number }> = {
  [TIME_BONUS_CODE]: { kind: "time_bonus", hundredths: TIME_BONUS_HUNDREDTHS },
  [WELCOME_CODE]: { kind: "welcome", hundredths: WELCOME_HUNDREDTHS },
};

/** A built-in code's row on the site, made on first use (every site has them). */
async function builtinCode(tx: Q, siteId: number, code: string): Promise<CodeRow> {
  const { kind, hundredths } = BUILTIN[code];
  await tx.query(
    `INSERT INTO discount_codes (site_id, code, kind, percent_hundredths, validity)
     VALUES ($1, $2, $3, $4, 'once-per-user') ON CONFLICT DO NOTHING`,
    [siteId, code, kind, hundredths]
  );
  const [row] = await tx.query<CodeRow>("SELECT * FROM discount_codes WHERE site_id = $1 AND upper(code) = $2", [
    siteId,
    code,
  ]);
  return row;
}

async function findCode(tx: Q, site: SiteRow, text: string): Promise<CodeRow | undefined> {
  const upper = text.trim().toUpperCase();
  if (BUILTIN[upper]) return builtinCode(tx, site.id, upper);
  const [row] = await tx.query<CodeRow>("SELECT * FROM discount_codes WHERE site_id = $1 AND upper(code) = $2", [
    site.id,
    upper,
  ]);
  return row;
}

/** When the time bonus of a member ends: signup plus 4 hours, by the API's clock. */
export const timeBonusEnd = (member: MemberRow) =>
  new Date(new Date(member.signup_date).getTime() + TIME_BONUS_SECONDS * 1000);

const expiryOf = (code: CodeRow, member: MemberRow | undefined) =>
  code.kind === "time_bonus" && member ? timeBonusEnd(member) : code.expires_at ? new Date(code.expires_at) : null;

/** The payment holding a once-per-user code of the member, with its state. */
async function holder(tx: Q, codeId: number, memberId: number) {
  const [row] = await tx.query<{ payment_id: number; status: string; provider_id: string | null }>(
    `SELECT u.payment_id, p.status, p.provider_id FROM discount_code_uses u JOIN payments p ON p.id = u.payment_id
     WHERE u.code_id = $1 AND u.member_id = $2`,
    [codeId, memberId]
  );
  return row;
}

/** Why `code` does not apply in `ctx`, or null. A code held by an open payment counts as free here (see holdCode). */
async function refusal(tx: Q, code: CodeRow, ctx: CodeContext): Promise<CodeError | null> {
  const { member } = ctx;
  // Another member's personal code, or a member's code asked for by a visitor: no such code.
  if (code.member_id !== null && code.member_id !== member?.id) return E.codeNotFound;
  if (code.kind !== "code" && !member) return E.codeNotFound;
  // The time bonus and the welcome code are for the first purchase.
  if ((code.kind === "time_bonus" || code.kind === "welcome") && member?.paid_user) return E.codeUsed;
  const expires = expiryOf(code, member);
  if (expires && expires <= ctx.now) return E.codeExpired;
  if (code.validity === "once-per-user" && member) {
    const held = await holder(tx, code.id, member.id);
    if (held && (held.status === "completed" || held.status === "pending")) return E.codeUsed;
  }
  if (code.country && code.country !== ctx.country) return E.codeCountry;
  if (code.paymentmethods.length > 0 && ctx.method && !code.paymentmethods.includes(ctx.method)) return E.codeMethod;
  if (ctx.listAmount !== undefined && !meetsMinimum(code, ctx.currency, ctx.listAmount)) return E.codeMinimumOrder;
  return null;
}

/** Whether a package of `amount` in `currency` reaches the code's minimum (a minimum in another currency is not reached). */
export function meetsMinimum(code: CodeRow, currency: Currency, amount: number): boolean {
  if (code.minimum_order_value === null) return true;
  return code.currency?.trim() === currency && amount >= code.minimum_order_value;
}

/** The code the member typed, if it applies in `ctx`; its refusal (404, 409, 400 as the contract says) otherwise. */
export async function checkCode(tx: Q, site: SiteRow, text: string, ctx: CodeContext): Promise<CodeRow> {
  const code = await findCode(tx, site, text);
  if (!code) throw refuse(E.codeNotFound);
  const why = await refusal(tx, code, ctx);
  if (why) throw refuse(why);
  return code;
}

/** The time bonus while it lasts for the member, else undefined. */
export async function timeBonus(tx: Q, site: SiteRow, ctx: CodeContext): Promise<CodeRow | undefined> {
  if (!ctx.member) return undefined;
  const code = await builtinCode(tx, site.id, TIME_BONUS_CODE);
  return (await refusal(tx, code, ctx)) ? undefined : code;
}

/** The welcome code, for unpaid members once the time bonus is over; else undefined. */
export async function welcomeCode(tx: Q, site: SiteRow, ctx: CodeContext): Promise<CodeRow | undefined> {
  if (!ctx.member || (await timeBonus(tx, site, ctx))) return undefined;
  const code = await builtinCode(tx, site.id, WELCOME_CODE);
  return (await refusal(tx, code, ctx)) ? undefined : code;
}

/** The discount a purchase gets when the member names none: the time bonus, else the welcome code. */
export async function automaticDiscount(tx: Q, site: SiteRow, ctx: CodeContext): Promise<CodeRow | undefined> {
  return (await timeBonus(tx, site, ctx)) ?? (await welcomeCode(tx, site, ctx));
}

/**
 * The member's personal code of the account-deletion offer (the company's delete_discount percent,
 * once, for DELETE_OFFER_DAYS), made on first ask; undefined when the company offers none.
 */
export async function deleteOfferCode(
  tx: Q,
  site: SiteRow,
  member: MemberRow,
  now: Date
): Promise<CodeRow | undefined> {
  const percent = Number((site.company as { delete_discount?: unknown }).delete_discount ?? 0);
  if (!Number.isInteger(percent) || percent <= 0 || percent > 100) return undefined;
  const code = `STAY-${[...crypto.randomBytes(6)].map((b) => "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"[b % 32]).join("")}`;
  await tx.query(
    `INSERT INTO discount_codes (site_id, code, kind, member_id, expires_at, percent_hundredths, validity)
     VALUES ($1, $2, 'delete_offer', $3, $4, $5, 'once-per-user') ON CONFLICT DO NOTHING`,
    [site.id, code, member.id, new Date(now.getTime() + DELETE_OFFER_DAYS * 86_400_000), percent * 100]
  );
  const [row] = await tx.query<CodeRow>("SELECT * FROM discount_codes WHERE member_id = $1 AND kind = 'delete_offer'", [
    member.id,
  ]);
  return row;
}

/**
 * Holds a once-per-user code for the payment. A payment of the member still open at the provider
 * gives it up: the member started again (in another tab), and that payment is cancelled at the
 * provider first, so it cannot be paid with the code as well. One the provider already took money
 * for keeps it: 409 code_used. The table's primary key is what makes this hold under any race.
 */
export async function holdCode(tx: Q, code: CodeRow, memberId: number, paymentId: number, now: Date) {
  if (code.validity !== "once-per-user") return;
  const held = await holder(tx, code.id, memberId);
  if (held) {
    const released =
      held.status === "open" &&
      (!held.provider_id || (await setProviderStatus(tx, held.provider_id, ["open"], "canceled"))) &&
      (await advancePayment(tx, held.payment_id, "cancelled", now));
    if (!released) throw refuse(E.codeUsed);
  }
  const [claimed] = await tx.query(
    `INSERT INTO discount_code_uses (code_id, member_id, payment_id) VALUES ($1, $2, $3)
     ON CONFLICT DO NOTHING RETURNING 1`,
    [code.id, memberId, paymentId]
  );
  if (!claimed) throw refuse(E.codeUsed);
}

/** A code as the API describes it. */
export function describeCode(code: CodeRow, member: MemberRow | undefined, now: Date): DiscountCode {
  const expires = expiryOf(code, member);
  return {
    code: code.code,
    country: code.country?.trim() ?? null,
    user_id: code.member_id,
    expires: expires ? expires.toISOString() : null,
    value_percentage: percentText(code.percent_hundredths),
    currency: (code.currency?.trim() ?? null) as Currency | null,
    minimum_order_value: code.minimum_order_value,
    status: "active",
    validity: code.validity,
    expired: !!expires && expires <= now,
    paymentmethods: code.paymentmethods,
  };
}
