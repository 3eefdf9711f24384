// Under `npm start`, a tenant file the operator adds opens a working site: the reference API
// follows the tenants folder (TENANT_SITES_DIR) and opens each file's domains it does not know as
// a new demo site, with demo members like the seven demo sites (docs/decisions/024-sites-at-scale.md,
// "Trying a new tenant file"). An operator's own API sets its sites up itself; so does production.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { en, Faker } from "@faker-js/faker";
import { z } from "zod";
import { hashPassword } from "./auth";
import type { Db } from "./db";
import { SCHEMA_LOCK } from "./migrate";
import { ensureSitePushKeys } from "./push/keys";
import { DEMO_PASSWORD, demoEmail, insertSite, sitePlan, type DemoLogin } from "./seed";
import { seedFakers } from "./seed/members";
import { DEMO_SITES, settingsFor } from "./seed/sites";
import { SITE_TITLES } from "./seed/site-texts";

/** What the API reads of a tenant file; the web tier validates the rest (and refuses a bad file). */
const TenantSitesSchema = z.object({
  name: z.string().min(1).max(60),
  domains: z
    .array(z.string().regex(/^[a-z0-9.-]{1,253}$/))
    .min(1)
    .max(20),
  niche: z.number().int().min(1).max(7),
});
type TenantSites = z.infer<typeof TenantSitesSchema>;

export interface OpenedSite extends DemoLogin {
  name: string;
}

/**
 * The file's domains the API does not know: all of them → a new site with the niche's demo
 * members and a demo member (answered, for the terminal); some → more domains of the site that
 * has the others. A file that does not parse, or whose known domains belong to several sites, opens nothing.
 */
export async function openTenantSite(db: Db, tenant: TenantSites): Promise<OpenedSite | undefined> {
  const domains = tenant.domains.map((d) => d.toLowerCase());
  // Scrypt is slow: hashed before the transaction, and only when a site may be opened.
  const known = async (q: Pick<Db, "query">) =>
    q.query<{ domain: string; site_id: number }>(
      `SELECT domain, id AS site_id FROM sites WHERE domain = ANY($1)
       UNION ALL SELECT domain, site_id FROM site_domains WHERE domain = ANY($1)`,
      [domains]
    );
  const before = await known(db);
  if (before.length === domains.length) return undefined;
  const passwordHash = before.length === 0 ? await hashPassword(DEMO_PASSWORD) : "";
  return db.transaction(async (tx) => {
    // Several API processes may follow the same folder: one opens the site.
    await tx.query("SELECT pg_advisory_xact_lock($1)", [SCHEMA_LOCK]);
    const rows = await known(tx);
    const sites = new Set(rows.map((r) => r.site_id));
    if (sites.size > 1) return undefined;
    const missing = domains.filter((d) => !rows.some((r) => r.domain === d));
    if (missing.length === 0) return undefined;
    let siteId = [...sites][0];
    let opened: OpenedSite | undefined;
    if (siteId === undefined) {
      const [domain] = missing.splice(0, 1);
      siteId = await insertSite(tx, newSitePlan(domain, tenant), passwordHash, new Date());
      await ensureSitePushKeys(tx, siteId);
      opened = { site: domain, name: tenant.name, email: demoEmail(domain), password: DEMO_PASSWORD };
    }
    for (const domain of missing) {
      await tx.query("INSERT INTO site_domains (domain, site_id) VALUES ($1, $2)", [domain, siteId]);
    }
    return opened;
  });
}

/** A new site like the demo site of its niche (countries, languages, prices), under its own name. */
function newSitePlan(domain: string, tenant: TenantSites) {
  const template = DEMO_SITES.find((s) => s.niche === tenant.niche) ?? DEMO_SITES[0];
  const site = { ...template, domain, name: tenant.name, signups: "all" as const, memberResell: false };
  const titles = Object.fromEntries(
    Object.entries(SITE_TITLES[template.domain]).map(([language, title]) => [
      language,
      {
        indexTitle: title.indexTitle.replaceAll(template.name, tenant.name),
        description: title.description.replaceAll(template.name, tenant.name),
      },
    ])
  );
  // The same members every time for the same domain.
  const f = new Faker({ locale: [en] });
  seedFakers(crypto.createHash("sha1").update(domain).digest().readUInt32BE(0), f);
  return sitePlan(site, settingsFor(site, titles), f);
}

/** Parses one tenant file; undefined when it is not one (the web tier reports why). */
function readTenantFile(file: string): TenantSites | undefined {
  try {
    const parsed = TenantSitesSchema.safeParse(JSON.parse(fs.readFileSync(file, "utf8")));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

const isTenantFile = (name: string) => name.endsWith(".json") && !name.startsWith(".");

/**
 * Opens the sites of every file in `dir` now, then of each file added or changed (a watch event
 * names it; 100 ms after the last one), one file at a time. `close` stops following.
 */
export async function followTenantFiles(
  db: Db,
  dir: string,
  { log, onOpened }: { log: (entry: Record<string, unknown>) => void; onOpened: (site: OpenedSite) => void }
): Promise<{ close: () => void }> {
  let queue = Promise.resolve();
  const open = (name: string) => {
    queue = queue.then(async () => {
      const tenant = readTenantFile(path.join(dir, name));
      if (!tenant) return;
      try {
        const opened = await openTenantSite(db, tenant);
        if (opened) onOpened(opened);
      } catch (error) {
        log({ level: "error", msg: "cannot open the site of a tenant file", file: name, error: String(error) });
      }
    });
    return queue;
  };
  const names = () => (fs.existsSync(dir) ? fs.readdirSync(dir).filter(isTenantFile) : []);
  await Promise.all(names().map(open));
  const timers = new Map<string, NodeJS.Timeout>();
  let watcher: fs.FSWatcher | undefined;
  try {
    watcher = fs.watch(dir, (_event, name) => {
      const changed = name ? [String(name)].filter(isTenantFile) : names();
      for (const file of changed) {
        clearTimeout(timers.get(file));
        timers.set(
          file,
          setTimeout(() => {
            timers.delete(file);
            void open(file);
          }, 100)
        );
      }
    });
    watcher.on("error", (error) => log({ level: "warn", msg: "tenants folder watch lost", dir, error: String(error) }));
  } catch (error) {
    log({ level: "warn", msg: "cannot follow the tenants folder", dir, error: String(error) });
  }
  return {
    close: () => {
      watcher?.close();
      for (const timer of timers.values()) clearTimeout(timer);
    },
  };
}
