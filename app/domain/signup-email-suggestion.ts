/**
 * "Did you mean …?" for mistyped e-mail domains (docs/product.md#signup): a short list of common providers and
 * an edit distance of at most 2. Server-side only in practice; small enough to need no package.
 */
const COMMON_DOMAINS = [
  "gmail.com",
  "googlemail.com",
  "hotmail.com",
  "hotmail.co.uk",
  "hotmail.de",
  "hotmail.fr",
  "hotmail.it",
  "hotmail.es",
  "hotmail.nl",
  "outlook.com",
  "outlook.de",
  "live.com",
  "live.nl",
  "live.de",
  "msn.com",
  "yahoo.com",
  "yahoo.co.uk",
  "yahoo.de",
  "yahoo.fr",
  "yahoo.es",
  "yahoo.it",
  "ymail.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "mail.com",
  "gmx.de",
  "gmx.net",
  "gmx.com",
  "gmx.at",
  "gmx.ch",
  "web.de",
  "t-online.de",
  "freenet.de",
  "online.nl",
  "ziggo.nl",
  "kpnmail.nl",
  "planet.nl",
  "telenet.be",
  "skynet.be",
  "orange.fr",
  "wanadoo.fr",
  "free.fr",
  "laposte.net",
  "sfr.fr",
  "libero.it",
  "virgilio.it",
  "tiscali.it",
  "wp.pl",
  "onet.pl",
  "o2.pl",
  "interia.pl",
  "protonmail.com",
  "proton.me",
  "zoho.com",
  "comcast.net",
  "verizon.net",
  "btinternet.com",
  "sky.com",
  "telia.com",
  "online.no",
  "jubii.dk",
  "mail.dk",
];

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let prev = row[0];
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const next = Math.min(row[j] + 1, row[j - 1] + 1, prev + (a[i - 1] === b[j - 1] ? 0 : 1));
      prev = row[j];
      row[j] = next;
    }
  }
  return row[b.length];
}

/** The address with a corrected domain, or null when the domain is known or nothing is close. */
export function suggestEmail(email: string): string | null {
  const trimmed = email.trim().toLowerCase().replace(/,/g, ".");
  const at = trimmed.lastIndexOf("@");
  if (at < 1) return null;
  const local = trimmed.slice(0, at);
  const domain = trimmed.slice(at + 1);
  if (!domain) return null;
  // "gmail,com": the comma was the only mistake.
  if (COMMON_DOMAINS.includes(domain)) return email.includes(",") ? `${local}@${domain}` : null;
  let best: string | null = null;
  let bestDistance = 3;
  for (const candidate of COMMON_DOMAINS) {
    const d = distance(domain, candidate);
    if (d < bestDistance) [best, bestDistance] = [candidate, d];
  }
  // "gmail" without its TLD: the provider's usual one.
  if (!best && !domain.includes(".")) best = COMMON_DOMAINS.find((c) => c.startsWith(`${domain}.`)) ?? null;
  return best ? `${local}@${best}` : null;
}
