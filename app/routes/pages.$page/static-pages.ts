import type { CompanyInfo } from "~/api/schemas/catalog";
import type { Settings } from "~/api/schemas/settings";
import { BUILT_IN_PAGES } from "~/tenant/built-in-pages";

export const STATIC_PAGES = BUILT_IN_PAGES;
export type StaticPage = (typeof STATIC_PAGES)[number];

/** docs/product.md#static-pages: the terms are dated at least 2023-12-01 12:00 UTC, or the company's added date if later. */
export const TERMS_MINIMUM_DATE = new Date(Date.UTC(2023, 11, 1, 12, 0, 0));
export function termsVersionDate(companyAdded: string): Date {
  const added = new Date(companyAdded);
  return added.getTime() > TERMS_MINIMUM_DATE.getTime() ? added : TERMS_MINIMUM_DATE;
}

/** docs/product.md#static-pages: the support phone is used without dashes and spaces. */
export const cleanPhone = (phone: string) => phone.replace(/[-\s]/g, "");

/** The values the static page texts interpolate. */
export function staticPageValues({
  company,
  settings,
  siteName,
  formatDate,
}: {
  company: CompanyInfo;
  settings: Settings;
  siteName: string;
  formatDate: (d: Date) => string;
}) {
  return {
    siteName,
    company: company.name,
    address: `${company.address}, ${company.city}, ${company.country}`,
    kvk: company.kvk,
    vat: company.vat_numbers.join(", "),
    phone: cleanPhone(company.support_phone || settings.support_phone),
    email: settings.support_email,
    refundDays: settings.refund_days,
    termsDate: formatDate(termsVersionDate(company.added)),
  };
}

export type StaticPageValues = ReturnType<typeof staticPageValues>;
