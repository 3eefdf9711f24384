import { Hono } from "hono";
import type { AppEnv } from "../app-env";
import { photoFile } from "./store";

/**
 * Uploaded photos under the cdn prefix: /cdn/photos/<key>.webp and <key>-thumb.webp. Needs the
 * options (db) in the context on /cdn/* (reference-api/server.ts sets them).
 */
export function photoFileRoutes() {
  const routes = new Hono<AppEnv>();
  routes.get("/:file{[A-Za-z0-9_-]{1,64}\\.webp}", async (c) => {
    const options = c.get("options");
    if (!options) return c.json({ error: "not_found" }, 404);
    const file = await photoFile(options.db, `photos/${c.req.param("file")}`);
    if (!file) return c.json({ error: "not_found" }, 404);
    return c.body(new Uint8Array(file.data), 200, {
      "Content-Type": file.content_type,
      // The name changes with every upload: the bytes under one name never do.
      "Cache-Control": "public, max-age=31536000, immutable",
      "X-Content-Type-Options": "nosniff",
    });
  });
  return routes;
}
