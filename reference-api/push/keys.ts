import webpush from "web-push";
import type { Db } from "../db";

type Q = Pick<Db, "query">;

/** A site's VAPID key pair (base64url), as web-push makes and reads it. */
export interface SitePushKeys {
  publicKey: string;
  privateKey: string;
}

/**
 * Gives every site without one a VAPID key pair of its own (the seed's sites when seeded, and
 * any site made before keys existed, at the next start): a site's pushes are signed with its own
 * key, and a browser subscribed on one site cannot be pushed to with another's.
 */
export async function ensureSitePushKeys(db: Q, siteId?: number): Promise<number> {
  const missing = await db.query<{ id: number }>(
    `SELECT s.id FROM sites s WHERE NOT EXISTS (SELECT 1 FROM site_push_keys k WHERE k.site_id = s.id)
       AND ($1::int IS NULL OR s.id = $1)`,
    [siteId ?? null]
  );
  for (const { id } of missing) {
    const { publicKey, privateKey } = webpush.generateVAPIDKeys();
    await db.query(
      "INSERT INTO site_push_keys (site_id, public_key, private_key) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING",
      [id, publicKey, privateKey]
    );
  }
  return missing.length;
}

/** The site's key pair; undefined when the site has none (pushes are then not offered). */
export async function sitePushKeys(db: Q, siteId: number): Promise<SitePushKeys | undefined> {
  const [row] = await db.query<{ public_key: string; private_key: string }>(
    "SELECT public_key, private_key FROM site_push_keys WHERE site_id = $1",
    [siteId]
  );
  return row && { publicKey: row.public_key, privateKey: row.private_key };
}
