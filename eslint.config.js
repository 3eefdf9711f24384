import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import tseslint from "typescript-eslint";

// The reference API shares only the contract and the domain rules with the web tier.
const appOutsideContract = {
  group: ["**/app/*", "!**/app/api", "!**/app/api/**", "!**/app/domain", "!**/app/domain/**", "~/*"],
  message: "The reference API imports from app/ only the contract (app/api) and app/domain.",
};

export default tseslint.config(
  {
    ignores: [
      "build/**",
      "public/build/**",
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
    ignores: ["reference-api/main.ts", "reference-api/**/*.test.ts", "reference-api/test-site.ts"],
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
    // The contract is shared with the reference API: it must not pull in the web tier's helpers.
    files: ["app/api/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: ["~/utils", "~/utils/*", "**/utils", "**/utils/*"],
              message: "app/api must not import app/utils.",
            },
          ],
        },
      ],
    },
  },
  {
    // Playwright fixtures call `use`, which is not React's hook.
    files: ["tests/e2e/**/*.ts"],
    rules: { "react-hooks/rules-of-hooks": "off" },
  },
  {
    files: ["public/**/*.js"],
    languageOptions: {
      globals: {
        self: "readonly",
        caches: "readonly",
        fetch: "readonly",
        Request: "readonly",
        Response: "readonly",
        indexedDB: "readonly",
        FormData: "readonly",
        File: "readonly",
      },
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
