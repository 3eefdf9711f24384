import { defineConfig } from "@playwright/test";

/**
 * e2e against the built app and a fresh reference API (tests/setup/global-setup.ts starts both on
 * free ports). Chromium comes from Debian (/usr/bin/chromium); nothing is downloaded.
 */
export default defineConfig({
  testDir: "tests/e2e",
  outputDir: "test-results",
  globalSetup: "./tests/setup/global-setup.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  // A ceiling, not a wait: the suite must pass on a machine twice as slow as the ones it was written
  // on. E2E_CPU_THROTTLE (tests/e2e/support.ts) slows the pages, not the server: more time to wait.
  timeout: process.env.E2E_CPU_THROTTLE ? 90_000 : 60_000,
  expect: { timeout: process.env.E2E_CPU_THROTTLE ? 15_000 : 7_000 },
  // The run, test by test; then the ten slowest spec files, where the suite's time goes.
  reporter: [["list"], ["./tests/setup/slowest-specs-reporter.ts"]],
  use: {
    // Traced on the retry of a failed test (CI retries once): tracing every test cost an eighth of the run.
    trace: "on-first-retry",
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-quic",
        "--no-first-run",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
      ],
    },
  },
  // Every journey runs with JavaScript. Without it, only the tests tagged @no-js: those that post a
  // form or follow links that must work from the server's HTML alone (docs/decisions/032).
  // @no-js-only: a journey whose JavaScript twin is another test.
  projects: [
    { name: "js", use: { javaScriptEnabled: true }, grepInvert: /@no-js-only/ },
    { name: "no-js", use: { javaScriptEnabled: false }, grep: /@no-js/ },
  ],
});
