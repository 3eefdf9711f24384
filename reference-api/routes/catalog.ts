import type { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { respond } from "../http";
import { serveEndpoint } from "../serve-endpoint";
import type { CompanyInfo } from "../../app/api/schemas/catalog";
import type { Db } from "../db";

/** Whether `region` is one of regions.php's regions of `country` (names are only unique per country). */
export async function isRegionOf(db: Pick<Db, "query">, country: string, region: string): Promise<boolean> {
  const [known] = await db.query("SELECT 1 FROM regions WHERE country = $1 AND name = $2", [country, region]);
  return Boolean(known);
}

/** interests.php, regions.php, companyinfo.php: the data the web tier caches per site. */
export function catalogRoutes(app: Hono<AppEnv>) {
  serveEndpoint(app, "getInterests", async (c) => {
    const { db } = c.get("options");
    const offered = (c.get("site").settings as { interests: string[] }).interests;
    const interests = await db.query<{ id: number; key: string }>(
      "SELECT id, key FROM interests WHERE key = ANY($1) ORDER BY id",
      [offered]
    );
    return respond(c, "getInterests", { interests });
  });
  serveEndpoint(app, "getRegions", async (c) => {
    const { db } = c.get("options");
    const countries = (c.get("site").settings as { countries: string[] }).countries;
    const regions = await db.query<{ id: number; country: string; name: string }>(
      "SELECT id, country, name FROM regions WHERE country = ANY($1) ORDER BY country, name",
      [countries]
    );
    return respond(c, "getRegions", { regions: regions.map((r) => ({ ...r, country: r.country.trim() })) });
  });
  serveEndpoint(app, "getCompanyInfo", (c) =>
    respond(c, "getCompanyInfo", { company: c.get("site").company as CompanyInfo })
  );
}
