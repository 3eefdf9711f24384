import { z } from "zod";
import { SUPPORTED_LOCALES } from "../i18n/locales";

/** SPEC §1: niche numbers and their names. */
export const NICHES = { 1: "general", 2: "she", 3: "bdsm", 4: "bbw", 5: "gilf", 6: "milf", 7: "gay" } as const;

const hostName = z
  .string()
  .regex(/^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/, {
    message: "must be a lower-case host name without scheme, port or path",
  });

/** Colours end up in CSS: only plain colour syntax is accepted, never arbitrary CSS. */
const cssColor = z.string().regex(/^(#[0-9a-fA-F]{3}|#[0-9a-fA-F]{6}|(rgb|hsl)a?\(\s*[\d.%\s,/]+\))$/, {
  message: "must be #rgb, #rrggbb, rgb(…) or hsl(…)",
});

const themeColorNames = [
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
] as const;

export const TenantThemeSchema = z
  .object({
    colors: z
      .object(
        Object.fromEntries(themeColorNames.map((n) => [n, cssColor.optional()])) as Record<
          (typeof themeColorNames)[number],
          z.ZodOptional<typeof cssColor>
        >
      )
      .strict()
      .optional(),
    fontFamily: z
      .string()
      .regex(/^[\w\s,'"-]+$/, { message: "must be a plain font-family list" })
      .optional(),
    radius: z
      .string()
      .regex(/^\d+(\.\d+)?(px|rem)$/, { message: "must be a length like 12px or 0.75rem" })
      .optional(),
  })
  .strict();

const locale = z.enum(SUPPORTED_LOCALES);
const country = z.string().regex(/^[A-Z]{2}$/, { message: "must be a two-letter country code in capitals" });

/** One brand: `tenants/<id>.json`. Documented field by field in tenants/README.md. */
export const TenantSchema = z
  .object({
    id: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: "must be kebab-case (a-z, 0-9, -)" }),
    name: z.string().trim().min(1).max(60),
    domains: z.array(hostName).min(1),
    niche: z.number().int().min(1).max(7),
    theme: TenantThemeSchema.optional(),
    languages: z.array(locale).min(1),
    defaultLanguage: locale,
    signupPolicy: z.enum(["all", "with_trafficsource", "invite_only"]),
    entryWarningCountries: z.array(country).default(["NL", "DE"]),
    api: z
      .object({
        baseUrl: z
          .string()
          .url()
          .refine((u) => /^https?:\/\//.test(u), { message: "must be an http(s) URL" })
          .optional(),
        timeoutMs: z.number().int().min(100).max(60_000).optional(),
      })
      .strict()
      .default({}),
    logo: z
      .object({ text: z.string().min(1).max(40).optional() })
      .strict()
      .optional(),
    partnerRedirectUrl: z.string().url().optional(),
  })
  .strict()
  .refine((t) => t.languages.includes(t.defaultLanguage), {
    message: "must be one of the tenant's languages",
    path: ["defaultLanguage"],
  });

export type Tenant = z.infer<typeof TenantSchema>;

/** "niche: Number must be less than or equal to 7" — a zod error as the operator reads it. */
export function describeIssues(error: z.ZodError): string {
  return error.issues.map((i) => `${i.path.length ? i.path.join(".") : "(file)"}: ${i.message}`).join("; ");
}
