import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// The reference API shares only the contract and the domain rules with the web tier.
const appOutsideContract = {
  group: ["**/app/*", "!**/app/api", "!**/app/api/**", "!**/app/domain", "!**/app/domain/**", "~/*"],
  message: "The reference API imports from app/ only the contract (app/api) and app/domain.",
};

// Test kits (a `testing/` folder: databases, sites and members made to order, a push service)
// serve tests only; product code that imported one would ship it.
const testKits = {
  group: ["~/testing", "~/testing/*", "**/testing", "**/testing/*"],
  message:
    "Product code does not import test kits (testing/ folders): a test builds its world with them, the product never does.",
};

// The reference API's rules take a member's time as a parameter (member-time.ts); only where a
// request or a job starts is it read from the test suites' movable clocks.
const movableClocks = {
  group: ["**/member-clocks", "**/member-clocks.ts"],
  message:
    "Rules take the member's time as a parameter (member-time.ts: now, MemberNows, or MemberClocks where the request starts); only server.ts, live.ts, main.ts and the /dev tools read member-clocks.ts.",
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "public/build/**",
      "public/sw-push.js",
      ".cache/**",
      ".data/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "tests/artifacts/**",
      "bench/baseline/build/**",
      "bench/baseline/public/build/**",
      "bench/baseline/.cache/**",
      "bench/results/**",
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ["**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["reference-api/**/*.ts"],
    rules: { "no-restricted-imports": ["error", { patterns: [appOutsideContract] }] },
  },
  {
    // server.ts imports the routes; an import back would close a circle (types live in app-env.ts).
    files: ["reference-api/**/*.ts"],
    ignores: ["reference-api/main.ts", "reference-api/**/*.test.ts", "reference-api/testing/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          paths: [
            { name: "./server", message: "Import the types from ./app-env; only main.ts and tests import server.ts." },
            {
              name: "../server",
              message: "Import the types from ../app-env; only main.ts and tests import server.ts.",
            },
          ],
          patterns: [appOutsideContract],
        },
      ],
    },
  },
  {
    // The send footer's effects carry out what its reducer decided (send-footer-state.ts): a missing
    // dependency there is a message settled twice or never, so the rule fails the lint, not warns,
    // and no comment in these files can turn it off.
    files: ["app/features/chat/send-footer*.{ts,tsx}", "app/features/chat/use-held-sending.ts"],
    linterOptions: { noInlineConfig: true },
    rules: { "react-hooks/exhaustive-deps": "error" },
  },
  {
    // The contract is shared with the reference API: it must not pull in the web tier's helpers,
    // and the request context is built on top of the client, not under it.
    files: ["app/api/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/utils", "~/utils/*", "**/utils", "**/utils/*"],
              message: "app/api must not import app/utils: what the contract needs lives in app/api or app/domain.",
            },
            {
              group: ["~/context.server", "**/context.server"],
              message:
                "app/api must not import the request context: take what you need as a parameter (an interface of app/api that the context satisfies), or move the helper into app/api.",
            },
          ],
        },
      ],
    },
  },
  // The layering rules of docs/architecture.md#layering-rules. Tests are exempt: a test may drive a
  // feature through the route that uses it.
  {
    files: ["app/components/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/features", "~/features/*", "**/features", "**/features/*"],
              message:
                "Components do not import features: move the piece into app/features, or let the root or the route hand it in (a prop or a slot).",
            },
            {
              group: ["~/routes", "~/routes/*", "**/routes", "**/routes/*"],
              message:
                "Components do not import routes: what a component needs of a route moves to app/features or the contract.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/features/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/routes", "~/routes/*", "**/routes", "**/routes/*"],
              message:
                "Features do not import routes: take a resource route's data type from the contract (app/api/schemas) or declare it in the feature and let the route use it.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["app/utils/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "~/components",
                "~/components/*",
                "**/components",
                "**/components/*",
                "~/features",
                "~/features/*",
                "**/features",
                "**/features/*",
                "~/routes",
                "~/routes/*",
                "**/routes",
                "**/routes/*",
              ],
              message:
                "app/utils does not import UI (components, features, routes): move the helper it needs into app/utils, or move this code into the feature that uses it.",
            },
          ],
        },
      ],
    },
  },
  {
    // A rule of its own name, so the layer rules above (no-restricted-imports) still apply beside it.
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "reference-api/**/*.ts", "lib/**/*.ts"],
    ignores: ["**/*.test.{ts,tsx}", "**/testing/**"],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [testKits] }] },
  },
  {
    files: ["reference-api/**/*.ts"],
    ignores: [
      "**/*.test.ts",
      "**/testing/**",
      "reference-api/server.ts",
      "reference-api/live.ts",
      "reference-api/main.ts",
      "reference-api/routes/dev.ts",
    ],
    rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: [testKits, movableClocks] }] },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["tests/e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    // Browser tests wait for a state or an event the app gives, never for a length of time: a pause
    // is too short on a busy machine and wasted on an idle one. The few timers that are the thing
    // under test (a fake API answering late) say so where they stand, in an eslint-disable comment.
    files: ["tests/e2e/**/*.ts", "tests/screens/**/*.ts"],
    rules: {
      "no-restricted-properties": [
        "error",
        {
          property: "waitForTimeout",
          message: "Wait for what the page shows or emits (expect(...), waitForResponse, an attribute it sets).",
        },
      ],
      "no-restricted-syntax": [
        "error",
        {
          selector: "CallExpression[callee.name=/^(setTimeout|sleep|delay)$/]",
          message: "Wait for a state (expect(...).toPass, expect.poll, an event), not for a length of time.",
        },
        {
          selector: "ImportDeclaration[source.value=/timers.promises$/]",
          message: "Wait for a state (expect(...).toPass, expect.poll, an event), not for a length of time.",
        },
      ],
    },
  },
  {
    files: ["**/*.{js,mjs}"],
    languageOptions: {
      globals: {
        process: "readonly",
        console: "readonly",
        URL: "readonly",
        setTimeout: "readonly",
        clearTimeout: "readonly",
      },
    },
  }
);
