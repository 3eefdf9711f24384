/**
 * The one rule for e-mail addresses (docs/decisions/007, "E-mail addresses"), zod-free so the web
 * tier's forms, the contract and the reference API apply the same: signup, login, password reset,
 * the undo mail and the e-mail change all take an address in, and compare and store, this form.
 */

/** The longest address SMTP carries (RFC 5321: a 256-octet path less its angle brackets). */
export const EMAIL_MAX = 254;
/** What a form or the API reads before normalising: room for spaces and wide characters typed. */
export const EMAIL_INPUT_MAX = 512;
/** The longest part before the @, in UTF-8 octets (RFC 5321). */
const LOCAL_MAX_OCTETS = 64;

// A dot-separated run of the characters an unquoted local part may hold: RFC 5322's ASCII ones
// and, as RFC 6531 allows, letters, marks and digits of any script. Symbols, spaces and controls
// (zero-width and bidi characters included) are not.
const LOCAL = /^[\p{L}\p{M}\p{N}!#$%&'*+\-/=?^_`{|}~]+(\.[\p{L}\p{M}\p{N}!#$%&'*+\-/=?^_`{|}~]+)*$/u;
// A domain name in ASCII (after IDNA): labels of letters, digits and inner hyphens, and a TLD of
// letters or an IDN TLD (xn--…). IP literals and single labels are not addresses members have.
const LABEL = "(?!-)[a-z0-9-]{1,63}(?<!-)";
const DOMAIN = new RegExp(`^(${LABEL}\\.)+([a-z]{2,63}|xn--[a-z0-9-]{1,59})$`);
// What would end a host or change its meaning inside a URL: never part of a domain.
const NOT_IN_DOMAIN = /[\s/\\?#@:%[\]<>"'^|`{}]/u;

/**
 * The address in its normal form, or null when it is none that mail can be delivered to:
 * - trimmed and NFKC-normalised: full-width and other compatibility forms become the plain
 *   letters they stand for (`ｊｏｓé＠ｅｘａｍｐｌｅ．ｃｏｍ` is `josé@example.com`) and accents are
 *   composed, so one address typed on any keyboard is one account;
 * - lower-cased as a whole, as the site always compared addresses, now with the same Unicode
 *   rule in every process (a database's lower() may know only ASCII);
 * - the domain in ASCII (IDNA, `bücher.de` → `xn--bcher-kva.de`), the form every mail server
 *   takes; the part before the @ may be UTF-8 (RFC 6531, delivered with SMTPUTF8);
 * - refused when the part before the @ or the domain mixes Latin with Cyrillic or Greek letters
 *   (`pаypal` with a Cyrillic а): a look-alike of another address, not a mailbox anyone has.
 */
export function normalizeEmail(input: string): string | null {
  if (input.length > EMAIL_INPUT_MAX) return null;
  const address = input.trim().normalize("NFKC");
  const at = address.lastIndexOf("@");
  if (at < 1) return null;
  const local = address.slice(0, at).toLowerCase();
  const domain = address.slice(at + 1);
  if (!LOCAL.test(local) || new TextEncoder().encode(local).length > LOCAL_MAX_OCTETS) return null;
  if (mixesLookAlikeScripts(local) || mixesLookAlikeScripts(domain)) return null;
  const asciiDomain = domainToAscii(domain);
  if (!asciiDomain || !DOMAIN.test(asciiDomain) || asciiDomain.length > 253) return null;
  const normal = `${local}@${asciiDomain}`;
  return normal.length <= EMAIL_MAX ? normal : null;
}

/** The domain as IDNA's ASCII form (lower case; UTS #46 mapping, as browsers do), or null. */
function domainToAscii(domain: string): string | null {
  if (!domain || NOT_IN_DOMAIN.test(domain)) return null;
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return null;
  }
}

const LATIN = /\p{Script=Latin}/u;
const LOOK_ALIKE = /[\p{Script=Cyrillic}\p{Script=Greek}]/u;
const mixesLookAlikeScripts = (text: string) =>
  text.split(".").some((part) => LATIN.test(part) && LOOK_ALIKE.test(part));
