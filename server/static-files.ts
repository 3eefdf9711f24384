import express, { type Express } from "express";
import expressStaticGzip from "express-static-gzip";
import fs from "node:fs";

/** The build's assets and the public files, answered before any site is looked up. */
export function mountStaticFiles(app: Express) {
  // Fingerprinted build assets never change; they are sent precompressed (scripts/precompress.mjs).
  app.use(
    "/build",
    // A path that does not decode (overlong UTF-8, a lone %): a clean JSON 400, where the file
    // server would answer its error's plain text.
    (req, res, next) => {
      try {
        decodeURIComponent(req.path);
      } catch {
        return void res.status(400).set("Cache-Control", "no-store").json({ error: "bad_request" });
      }
      next();
    },
    expressStaticGzip("public/build", {
      enableBrotli: true,
      orderPreference: ["br", "gz"],
      serveStatic: { immutable: true, maxAge: "1y", index: false },
    })
  );
  // The other public files (the service worker) are few and known at start: only their paths
  // reach the static middleware, so pages are not slowed by a file-system look-up each.
  const publicFiles = new Set(
    fs
      .readdirSync("public", { withFileTypes: true })
      .filter((entry) => entry.isFile())
      .map((entry) => `/${entry.name}`)
  );
  const servePublic = express.static("public", {
    maxAge: "1h",
    index: false,
    setHeaders: (res, file) => {
      // The service worker must be revalidated so a new deployment reaches every browser quickly.
      if (file.endsWith("sw-push.js")) res.setHeader("Cache-Control", "no-cache");
    },
  });
  app.use((req, res, next) => (publicFiles.has(req.path) ? servePublic(req, res, next) : next()));
}
