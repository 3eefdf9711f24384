import { defineConfig } from "@playwright/test";
import gate from "./playwright.config";

/**
 * `npm run screens`: the screens docs/themes.md shows, shot into docs/screens/ (committed) and
 * tests/artifacts/screenshots/. Not part of `npm test`: a picture is for people to look at; what
 * the suite asserts about the looks is in tests/e2e (members-look, site-looks, payments-pages).
 */
export default defineConfig({
  ...gate,
  testDir: "tests/screens",
  reporter: [["list"]],
  projects: [{ name: "screens", use: { javaScriptEnabled: true } }],
});
