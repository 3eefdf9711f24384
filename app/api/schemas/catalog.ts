import { z } from "zod";
import { CountryCodeSchema } from "./common";

/** Data loaded once and cached (docs/product.md#data-from-the-api): interests, regions, company info. */

export const InterestSchema = z.object({ id: z.number().int(), key: z.string() });
export const InterestsResponseSchema = z.object({ interests: z.array(InterestSchema) });
export type Interest = z.infer<typeof InterestSchema>;

export const RegionSchema = z.object({ id: z.number().int(), country: CountryCodeSchema, name: z.string() });
export const RegionsResponseSchema = z.object({ regions: z.array(RegionSchema) });
export type Region = z.infer<typeof RegionSchema>;

/** Company info (docs/product.md#static-pages). */
export const CompanyInfoSchema = z.object({
  name: z.string(),
  address: z.string(),
  kvk: z.string(),
  city: z.string(),
  country: z.string(),
  tradenames: z.array(z.string()),
  vat_numbers: z.array(z.string()),
  support_phone: z.string(),
  /** Discount in percent offered to a member about to delete the account. */
  delete_discount: z.number().int().min(0).max(100),
  /** ISO 8601 date-time the company was added; feeds the terms version date. */
  added: z.string().datetime({ offset: true }),
});
export type CompanyInfo = z.infer<typeof CompanyInfoSchema>;
export const CompanyInfoResponseSchema = z.object({ company: CompanyInfoSchema });
