import { ensureSchemaSnapshot } from "../../reference-api/test-db";

/** Builds the reference API's migrated schema once per run (reused while the migrations stay). */
export default async function globalSetup() {
  await ensureSchemaSnapshot();
}
