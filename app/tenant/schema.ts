import { z } from "zod";
import { SUPPORTED_LOCALES } from "../i18n/locales";
import { BUILT_IN_PAGES } from "./built-in-pages";

// One brand = one `tenants/<id>.json`. Field by field documentation: tenants/README.md.
// Relative imports only: scripts/tenant-check.ts runs this file under tsx, which has no `~` alias.

/** docs/product.md#sites-and-niches: niche numbers and their names. The niche picks the theme (themes/niche-N). */
export const NICHES = { 1: "general", 2: "she", 3: "bdsm", 4: "bbw", 5: "gilf", 6: "milf", 7: "gay" } as const;
export type Niche = keyof typeof NICHES;

export { SUPPORTED_LOCALES };

/** The theme colours a tenant may override (names of the app/styles theme contract). */
export const THEME_COLOR_NAMES = [
  "primary",
  "secondary",
  "success",
  "dark",
  "unread",
  "warning",
  "danger",
  "background",
  "surface",
  "text",
  // The placeholder tile of a member without a photo: its gradient and its initials.
  "tileFrom",
  "tileTo",
  "onTile",
] as const;

const HOST_LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const hostName = z
  .string()
  .max(253)
  .regex(new RegExp(`^${HOST_LABEL}(?:\\.${HOST_LABEL})*$`), {
    message: "must be a lower-case host name such as www.example.com (no scheme, port, path or trailing dot)",
  });

/** `new URL`, or undefined for a string that is no URL (zod's own `.url()` reports that). */
function tryUrl(value: string): URL | undefined {
  try {
    return new URL(value);
  } catch {
    return undefined;
  }
}

/** http(s) only: `z.string().url()` alone would let `javascript:` through. */
const httpUrl = z
  .string()
  .url()
  .refine((value) => !tryUrl(value) || /^https?:$/.test(tryUrl(value)!.protocol), {
    message: "must be an http:// or https:// URL",
  });

// Theme values are injected into a <style> element: accept plain colour/length syntax only, never
// anything that could close a declaration (`;`, `}`, `<`).
const NUMBER = String.raw`-?(?:\d+\.?\d*|\.\d+)`;
const cssColor = z
  .string()
  .regex(
    new RegExp(
      String.raw`^(?:#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|(?:rgb|hsl)a?\(\s*${NUMBER}(?:deg|%)?(?:\s*[,/\s]\s*${NUMBER}%?){2,3}\s*\))$`
    ),
    { message: "must be a colour: #rgb, #rrggbb, rgb(…) or hsl(…)" }
  );

export const TenantThemeSchema = z
  .object({
    colors: z
      .object(
        Object.fromEntries(THEME_COLOR_NAMES.map((name) => [name, cssColor.optional()])) as Record<
          (typeof THEME_COLOR_NAMES)[number],
          z.ZodOptional<typeof cssColor>
        >
      )
      .strict()
      .optional(),
    fontFamily: z
      .string()
      .max(200)
      .regex(/^[\w\s,'"-]+$/, { message: "must be a plain font-family list, e.g. \"'Inter', system-ui, sans-serif\"" })
      .optional(),
    radius: z
      .string()
      .regex(/^\d{1,3}(\.\d+)?(px|rem|em)$/, { message: "must be a length such as 12px or 0.75rem" })
      .optional(),
  })
  .strict();

const locale = z.enum(SUPPORTED_LOCALES);

const regionNames = new Intl.DisplayNames(["en"], { type: "region" });
/** Codes Intl knows but that are no country a geo-IP lookup answers (UK is GB in ISO 3166-1). */
const NOT_COUNTRIES = new Set(["UK", "EU", "EZ", "UN", "QO", "XA", "XB"]);
/** Asked once per code: Intl's look-up was a fifth of validating 25,000 files (docs/decisions/024). */
const knownCountries = new Map<string, boolean>();
const isCountry = (code: string) => {
  let known = knownCountries.get(code);
  if (known === undefined) {
    known = !NOT_COUNTRIES.has(code) && ![code, "Unknown Region"].includes(regionNames.of(code) ?? code);
    knownCountries.set(code, known);
  }
  return known;
};
const country = z
  .string()
  .regex(/^[A-Z]{2}$/, { message: "must be a two-letter ISO 3166-1 country code in capitals, e.g. NL" })
  .refine(
    (code) =>
      !/^[A-Z]{2}$/.test(code) || // the regex above reports it
      isCountry(code),
    {
      message: "is not an ISO 3166-1 country code (the United Kingdom is GB)",
    }
  );

/** Reports every value that occurs twice in an array, at its second position. */
function unique<T extends z.ZodTypeAny>(array: z.ZodArray<T, "many" | "atleastone">) {
  return array.superRefine((values, ctx) => {
    values.forEach((value, index) => {
      if (values.indexOf(value) !== index) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [index], message: `"${value}" is listed twice` });
      }
    });
  });
}

/** Reports every item whose `key` an earlier item already has, at the later item's `key`. */
function uniqueBy<K extends string>(key: K) {
  return (items: Record<K, string>[], ctx: z.RefinementCtx) => {
    items.forEach((item, index) => {
      if (items.findIndex((other) => other[key] === item[key]) !== index) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, path: [index, key], message: `"${item[key]}" is listed twice` });
      }
    });
  };
}

/** Optional web analytics; validated strictly because the id ends up in a script tag and the CSP. */
export const TenantAnalyticsSchema = z.discriminatedUnion("provider", [
  z
    .object({ provider: z.literal("gtm"), id: z.string().regex(/^GTM-[A-Z0-9]{4,12}$/, "must look like GTM-XXXXXXX") })
    .strict(),
  z
    .object({ provider: z.literal("ga4"), id: z.string().regex(/^G-[A-Z0-9]{4,16}$/, "must look like G-XXXXXXXXXX") })
    .strict(),
  z
    .object({
      provider: z.literal("plausible"),
      /** The site name in Plausible; usually the main domain. */
      id: hostName,
      /** Self-hosted Plausible; default https://plausible.io/js/script.js. */
      scriptUrl: httpUrl.optional(),
    })
    .strict(),
]);

/** docs/product.md#cookie-consent-and-tracking-scripts: what a tracking script is for, as the cookie page names it. */
export const TRACKING_PURPOSES = ["analytics", "marketing"] as const;
export type TrackingPurpose = (typeof TRACKING_PURPOSES)[number];

/** The most tracking scripts a site loads, and the longest inline snippet (in characters). */
export const TRACKING_SCRIPTS_MAX = 10;
export const TRACKING_INLINE_MAX = 10_000;

/**
 * A script every visitor's browser fetches after consent: https only (an http one would be blocked
 * on an https page, and could be altered on the way), no credentials in the address.
 */
const httpsScriptUrl = z
  .string()
  .max(2048)
  .url()
  .refine((value) => !tryUrl(value) || tryUrl(value)!.protocol === "https:", { message: "must be an https:// URL" })
  .refine((value) => !tryUrl(value)?.username && !tryUrl(value)?.password, {
    message: "must not carry a user name or password",
  });

/** A CSP source for connect-src: an https origin, its host optionally `*.` for any subdomain. */
const connectSource = z
  .string()
  .max(300)
  .regex(new RegExp(`^https://(?:\\*\\.)?${HOST_LABEL}(?:\\.${HOST_LABEL})*(?::\\d{1,5})?$`), {
    message: "must be an https origin such as https://collect.example.com or https://*.example.com (no path)",
  });

/**
 * The snippet is written into the page inside a <script> element: `</script` would end it early
 * and `<!--` changes how the browser finds its end, so either could turn the rest into markup.
 */
const inlineScript = z
  .string()
  .trim()
  .min(1)
  .max(TRACKING_INLINE_MAX)
  .refine((code) => !/<\/script|<!--/i.test(code), {
    message: "must not contain </script or <!-- (the code is written into the page inside a <script> element)",
  });

/** `data-*` attributes some scripts read from their own tag (Plausible's data-domain). */
const dataAttributes = z
  .record(
    z.string().regex(/^[a-z][a-z0-9-]{0,39}$/, { message: "must be a lower-case attribute name such as domain" }),
    z.string().max(200)
  )
  .refine((data) => Object.keys(data).length <= 10, { message: "may hold at most 10 attributes" });

/**
 * One of the operator's tracking scripts (docs/decisions/021): loaded on every page, for visitors
 * and members, only after the visitor accepted the cookie banner. An external script (`src`), an
 * inline snippet, or both (the snippet runs first: it usually prepares the queue the script reads).
 */
export const TrackingScriptSchema = z
  .object({
    id: z
      .string()
      .max(40)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: "must be kebab-case (a-z, 0-9 and -)" }),
    purpose: z.enum(TRACKING_PURPOSES),
    src: httpsScriptUrl.optional(),
    inline: inlineScript.optional(),
    data: dataAttributes.optional(),
    /** Where the script sends what it measures (fetch, XHR, beacons): added to the site's CSP connect-src. */
    connectSrc: unique(z.array(connectSource).max(10)).optional(),
  })
  .strict()
  .refine((script) => script.src !== undefined || script.inline !== undefined, {
    message: "needs src, inline or both",
  });
export type TrackingScriptConfig = z.infer<typeof TrackingScriptSchema>;

/** The most pages of its own a site lists, and the longest text of one page in one language. */
export const SITE_PAGES_MAX = 10;
export const SITE_PAGE_BODY_MAX = 20_000;

/** A text per language; the site's default language must be among them (checked with the tenant). */
const textByLanguage = (max: number) =>
  z
    .record(locale, z.string().trim().min(1).max(max))
    .refine((texts) => Object.keys(texts).length > 0, { message: "needs a text in at least one language" });

/**
 * A static page of the site's own at /pages/<token> (docs/product.md#static-pages): an imprint,
 * safety tips, a press page. Plain text, shown escaped: paragraphs apart by a blank line, a line
 * starting with "## " a heading. No markup, so an operator's file can never put a script on a page.
 */
export const SitePageSchema = z
  .object({
    token: z
      .string()
      .max(40)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: "must be kebab-case (a-z, 0-9 and -)" })
      .refine((token) => !(BUILT_IN_PAGES as readonly string[]).includes(token), {
        message: `must not be the name of a built-in page (${BUILT_IN_PAGES.join(", ")})`,
      }),
    title: textByLanguage(80),
    body: textByLanguage(SITE_PAGE_BODY_MAX),
  })
  .strict();
export type SitePage = z.infer<typeof SitePageSchema>;

export const TenantSchema = z
  .object({
    /** kebab-case; equals the file name without `.json` (checked by the loader, which knows the name). */
    id: z
      .string()
      .max(63)
      .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: "must be kebab-case (a-z, 0-9 and -)" }),
    name: z.string().trim().min(1).max(60),
    domains: unique(z.array(hostName).min(1, { message: "must list at least one domain" })),
    niche: z
      .number()
      .int()
      .min(1)
      .max(7)
      .transform((n) => n as Niche),
    theme: TenantThemeSchema.optional(),
    languages: unique(z.array(locale).min(1, { message: "must list at least one language" })),
    defaultLanguage: locale,
    /** Visitors from these countries see the adult-content entry warning (docs/product.md#entry-warning: NL and DE). */
    entryWarningCountries: unique(z.array(country)).default(["NL", "DE"]),
    api: z
      .object({
        /**
         * The operator's PHP API, as an origin: the client appends `/api/<name>.php` to it, so a
         * path would be dropped silently; it is refused here instead. Absent: env API_URL, else
         * http://127.0.0.1:${API_PORT ?? 4000} (the reference API).
         */
        baseUrl: httpUrl
          .refine(
            (value) => {
              const url = tryUrl(value);
              return !url || (url.pathname === "/" && !url.search && !url.hash && !url.username && !url.password);
            },
            { message: "must be an origin such as https://api.example.com (no path, query or credentials)" }
          )
          .transform((value) => tryUrl(value)?.origin ?? value)
          .optional(),
        /** Per-attempt time-out of API calls, in ms. */
        timeoutMs: z.number().int().min(100).max(60_000).optional(),
      })
      .strict()
      .default({}),
    logo: z
      .object({ text: z.string().trim().min(1).max(40).optional() })
      .strict()
      .optional(),
    /** Where a member may go after deleting the account (docs/product.md#account-deletion). */
    partnerRedirectUrl: httpUrl.optional(),
    analytics: TenantAnalyticsSchema.optional(),
    /** The operator's analytics and ad scripts, loaded only with the visitor's consent (docs/decisions/021). */
    trackingScripts: z.array(TrackingScriptSchema).max(TRACKING_SCRIPTS_MAX).superRefine(uniqueBy("id")).optional(),
    /** Static pages of the site's own, listed in the footer after the built-in ones. */
    pages: z.array(SitePageSchema).max(SITE_PAGES_MAX).superRefine(uniqueBy("token")).optional(),
  })
  .strict()
  .superRefine((tenant, ctx) => {
    if (!tenant.languages.includes(tenant.defaultLanguage)) {
      ctx.addIssue({
        code: z.ZodIssueCode.custom,
        path: ["defaultLanguage"],
        message: `must be one of languages (${tenant.languages.join(", ")})`,
      });
    }
    // A visitor in any language falls back to the default language's text: it must exist.
    tenant.pages?.forEach((page, index) => {
      for (const field of ["title", "body"] as const) {
        if (!page[field][tenant.defaultLanguage]) {
          ctx.addIssue({
            code: z.ZodIssueCode.custom,
            path: ["pages", index, field],
            message: `needs a text in the default language (${tenant.defaultLanguage})`,
          });
        }
      }
    });
  });

/** A validated tenant, defaults applied. */
export type Tenant = z.infer<typeof TenantSchema>;
/** What an operator writes in the file. */
export type TenantFile = z.input<typeof TenantSchema>;

/** `theme.colors.primary`, `domains[1]`: a zod path as an operator reads it. */
function fieldPath(path: (string | number)[]): string {
  return path.reduce<string>(
    (out, part) => (typeof part === "number" ? `${out}[${part}]` : out ? `${out}.${part}` : part),
    ""
  );
}

/**
 * One line per problem, each "<file>: <field>: <message>", e.g.
 * `tenants/foo.json: niche: Number must be less than or equal to 7`. Unknown keys are reported per
 * key (`tenants/foo.json: nich: unknown field`), since a typo is their usual cause.
 */
export function describeIssues(file: string, error: z.ZodError): string[] {
  return error.issues.flatMap((issue) => {
    if (issue.code === z.ZodIssueCode.unrecognized_keys) {
      return issue.keys.map((key) => `${file}: ${fieldPath([...issue.path, key])}: unknown field`);
    }
    return [`${file}: ${fieldPath(issue.path) || "(whole file)"}: ${issue.message}`];
  });
}

/**
 * Validates the parsed JSON of one file; `fileId` is the file name without `.json` and `file` the
 * name used in messages. Returns the tenant or every problem found.
 */
export function parseTenant(
  raw: unknown,
  file: string,
  fileId: string
): { ok: true; tenant: Tenant } | { ok: false; errors: string[] } {
  const errors: string[] = [];
  const id = raw && typeof raw === "object" && "id" in raw ? (raw as { id: unknown }).id : undefined;
  if (typeof id === "string" && id !== fileId) {
    errors.push(`${file}: id: must equal the file name "${fileId}" (found "${id}")`);
  }
  const parsed = TenantSchema.safeParse(raw);
  if (!parsed.success) errors.push(...describeIssues(file, parsed.error));
  return parsed.success && errors.length === 0 ? { ok: true, tenant: parsed.data } : { ok: false, errors };
}
