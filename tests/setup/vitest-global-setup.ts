import { ensureSchemaSnapshot, ensureSchemaTemplate } from "../../reference-api/testing/db";

/**
 * Builds the reference API's migrated schema once per run (reused while the migrations stay): the
 * PGlite dump, and the template database on the PostgreSQL server when TEST_DATABASE_URL names one.
 */
export default async function globalSetup() {
  await ensureSchemaSnapshot();
  if (process.env.TEST_DATABASE_URL) await ensureSchemaTemplate(process.env.TEST_DATABASE_URL);
}
