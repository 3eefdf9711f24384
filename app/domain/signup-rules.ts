/**
 * The signup rules (docs/product.md#signup), zod-free so the web tier's action and the reference API apply the
 * very same checks. Each returns an error code (translated by the web tier) or null.
 */

import { normalizeEmail } from "./email-address";

export const MIN_AGE = 18;
/** Older than this is taken as a typing mistake. */
export const MAX_AGE = 120;
export const NAME_MAX = 30;
export const PASSWORD_MIN = 6;
export const PASSWORD_MAX = 100;
export const MESSAGE_MAX = 500;
/** The longest city name the API stores (the contract's bound). */
export const CITY_MAX = 100;

export const SignupError = {
  invalidEmail: "invalid_email",
  emailTaken: "email_taken",
  pendingDeletion: "account_pending_deletion",
  nameRequired: "name_required",
  nameTooLong: "name_too_long",
  nameEqualsEmail: "name_equals_email",
  nameStartsWithAt: "name_starts_with_at",
  dateOfBirthUnderage: "date_of_birth_underage",
  dateOfBirthInvalid: "date_of_birth_invalid",
  passwordTooShort: "password_too_short",
  passwordTooLong: "password_too_long",
  messageTooLong: "message_too_long",
  countryRequired: "country_required",
  /** A region that is not one of the chosen country's. */
  invalidRegion: "invalid_region",
  /** A city longer than CITY_MAX: said on the location step, not refused later by the API. */
  cityTooLong: "city_too_long",
  /** The whole signup is closed: "{sitename} is currently invite-only". */
  inviteOnly: "invite_only",
} as const;

/** The address rule every form and the API share (app/domain/email-address.ts). */
export function emailError(email: string): string | null {
  return normalizeEmail(email) ? null : SignupError.invalidEmail;
}

export function nameError(name: string, email: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return SignupError.nameRequired;
  // The specific rules of docs/product.md#signup first: they say what to change.
  if (trimmed.startsWith("@")) return SignupError.nameStartsWithAt;
  if (email && trimmed.toLowerCase() === email.trim().toLowerCase()) return SignupError.nameEqualsEmail;
  if (trimmed.length > NAME_MAX) return SignupError.nameTooLong;
  return null;
}

/** "YYYY-MM-DD" that names a real day, as a UTC date; null otherwise (e.g. 31 February). */
export function parseDateOfBirth(value: string): Date | null {
  const m = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(value.trim());
  if (!m) return null;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const date = new Date(Date.UTC(y, mo - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== mo - 1 || date.getUTCDate() !== d) return null;
  return date;
}

export function ageOnDay(birth: Date, today: Date): number {
  let age = today.getUTCFullYear() - birth.getUTCFullYear();
  const m = today.getUTCMonth() - birth.getUTCMonth();
  if (m < 0 || (m === 0 && today.getUTCDate() < birth.getUTCDate())) age--;
  return age;
}

export function dateOfBirthError(value: string, today: Date): string | null {
  const birth = parseDateOfBirth(value);
  if (!birth || birth > today) return SignupError.dateOfBirthInvalid;
  const age = ageOnDay(birth, today);
  if (age > MAX_AGE) return SignupError.dateOfBirthInvalid;
  if (age < MIN_AGE) return SignupError.dateOfBirthUnderage;
  return null;
}

export function passwordError(password: string): string | null {
  if (password.length < PASSWORD_MIN) return SignupError.passwordTooShort;
  if (password.length > PASSWORD_MAX) return SignupError.passwordTooLong;
  return null;
}

/** docs/product.md#signup: open when signups is "all", or "with_trafficsource" with a tracking network. */
export function signupOpen(signups: string, network: string | null | undefined): boolean {
  if (signups === "all") return true;
  return signups === "with_trafficsource" && Boolean(network?.trim());
}
