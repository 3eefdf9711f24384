import type { CompanyInfo } from "~/api/schemas/catalog";

/**
 * The operating company as the pages of one site name it: the legal company trading as this site.
 * The API answers every trade name the company holds, but a member of one site must not learn the
 * operator's other sites (a member of a straight site would read the name of a gay one), so
 * receipts, statements and legal pages see only the site's own name.
 */
export function companyOfSite(company: CompanyInfo, siteName: string): CompanyInfo {
  return { ...company, tradenames: [siteName] };
}
