import { z } from "zod";
import { EVENT_STREAMS_PER_IP } from "../app/domain/chat";
import { parseProxyTrust } from "./proxy-trust";

/*
 * The environment of both processes, in one place: every variable the web tier (server/, app/)
 * and the reference API (reference-api/) read, with its default and meaning, checked once at
 * start. Code reads the typed objects of webEnv() and apiEnv(), never process.env. Exceptions: the
 * test runners' own variables (VITEST, TEST_DATABASE_URL …), which no operator sets, and the
 * scripts that start the stack (scripts/start.mjs, scripts/stack.mjs), which pass these on.
 * README.md's table lists exactly these variables (tests/unit/env.test.ts keeps them in step).
 */

/** An unset or empty variable takes its default. */
const text = (fallback: string) => z.string().default(fallback);

function wholeNumber<Fallback extends number | undefined>(fallback: Fallback, min: number, max: number) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      if (raw === undefined) return fallback;
      const value = Number(raw);
      if (/^\d+$/.test(raw.trim()) && value >= min && value <= max) return value as number | Fallback;
      ctx.addIssue({ code: "custom", message: `expected a whole number from ${min} to ${max}` });
      return z.NEVER;
    });
}

const port = (fallback: number) => wholeNumber(fallback, 0, 65535);

/** An absolute URL of one of these schemes (`localhost:4000` would parse, as the scheme "localhost:"). */
const url = (...schemes: string[]) =>
  z
    .string()
    .refine(
      (value) => URL.canParse(value) && schemes.includes(new URL(value).protocol.slice(0, -1)),
      `expected an absolute ${schemes.join(" or ")} URL`
    )
    .optional();

/** Read by both processes (lib/logger.ts, the event streams). */
const sharedVariables = {
  NODE_ENV: z
    .string()
    .optional()
    .describe(
      "production: the web tier requires SESSION_SECRET; the reference API has no /dev pages and stops checking its answers"
    ),
  LOG_LEVEL: z
    .enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"], {
      errorMap: () => ({ message: "expected one of fatal, error, warn, info, debug, trace, silent" }),
    })
    .optional()
    .describe("how much the JSON logs say; info (silent under vitest) when unset"),
  API_PORT: port(4000).describe("the reference API's port (and the default API of tenants without api.baseUrl)"),
  EVENT_STREAMS_PER_IP: wholeNumber(EVENT_STREAMS_PER_IP, 1, 1_000_000).describe(
    "live event streams one client address may hold open at once, over all its members"
  ),
  EVENTS_KEY: z
    .string()
    .min(32, "expected at least 32 characters")
    .optional()
    .describe(
      "the web tier's server-to-server key for the API's site event stream (one stream per web process); unset: a stream per member"
    ),
};

export const webVariables = z.object({
  ...sharedVariables,
  PORT: port(3000).describe("the web server's port"),
  HOST: text("0.0.0.0").describe("the web server's address"),
  API_URL: url("http", "https").describe(
    "the API base URL of tenants without api.baseUrl; http://127.0.0.1:$API_PORT when unset"
  ),
  SESSION_SECRET: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const secrets = (raw ?? "")
        .split(",")
        .map((secret) => secret.trim())
        .filter(Boolean);
      if (secrets.some((secret) => secret.length < 32)) {
        ctx.addIssue({ code: "custom", message: "expected comma-separated secrets of at least 32 characters each" });
      }
      return secrets;
    })
    .describe("signs the auth cookie; comma-separated for rotation (the first signs)"),
  WEB_CONCURRENCY: wholeNumber(1, 1, 64).describe("web worker processes on one port (node cluster)"),
  PAGE_CACHE_SECONDS: wholeNumber(60, 0, 3600).describe(
    "how long a visitor's page (home, landers, static pages) is kept in each web process's memory; 0 turns the page cache off"
  ),
  WEB_MAX_IN_FLIGHT: wholeNumber(8, 1, 10_000).describe(
    "pages each web process works on at once; more wait for a turn (docs/decisions/026-overload-and-metrics.md)"
  ),
  WEB_MAX_WAITING: wholeNumber(64, 0, 100_000).describe(
    "requests each web process lets wait for a turn; one more gets the site's 503 page at once"
  ),
  WEB_MAX_WAIT_MS: wholeNumber(250, 0, 60_000).describe(
    "the longest a request waits for a turn before it gets the site's 503 page (milliseconds)"
  ),
  API_CALLS_PER_TENANT: wholeNumber(24, 1, 10_000).describe(
    "calls each web process makes to one site's API at once; a call that gets no turn by its page's deadline fails as 503"
  ),
  METRICS_PORT: wholeNumber(undefined, 0, 65535).describe(
    "the port of /metrics (Prometheus text), its own listener apart from the sites' port; unset: no metrics"
  ),
  METRICS_HOST: text("127.0.0.1").describe("the address the metrics listener binds to"),
  TENANTS_DIR: text("tenants").describe("the folder of tenant files"),
  SITES_URL: url("http", "https").describe(
    "the operator's site service, asked GET <url>?host= for each host's settings instead of reading TENANTS_DIR"
  ),
  SITES_TOKEN: z.string().optional().describe("sent to SITES_URL as Authorization: Bearer <token>"),
  DEFAULT_TENANT: z.string().optional().describe("the tenant served for hosts no file claims"),
  LOCALES_DIR: text("locales").describe("the folder of translations"),
  BUILD_DIR: text("build").describe("the folder of the built Remix server"),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((raw, ctx) => {
      const errors: string[] = [];
      const trust = parseProxyTrust(raw, errors);
      for (const message of errors) ctx.addIssue({ code: "custom", message });
      return trust;
    })
    .describe("the reverse proxies in front that are believed: a number of hops or a list of addresses"),
});

/** The web tier's environment (server/, app/). */
export const webEnvSchema = webVariables.superRefine((env, ctx) => {
  // Without it every restart logs everyone out, and several processes refuse each other's cookies.
  if (env.NODE_ENV === "production" && env.SESSION_SECRET.length === 0) {
    ctx.addIssue({ code: "custom", path: ["SESSION_SECRET"], message: "required when NODE_ENV=production" });
  }
});
export type WebEnv = z.output<typeof webEnvSchema>;

export const apiVariables = z.object({
  ...sharedVariables,
  API_HOST: text("127.0.0.1").describe("the address the reference API listens on"),
  DATA_DIR: text(".data/pglite").describe("the embedded database's folder; memory for a throw-away one"),
  DATABASE_URL: url("postgres", "postgresql").describe("a PostgreSQL server to use instead of the embedded database"),
  PUBLIC_URL: url("http", "https").describe(
    "how browsers reach the reference API; http://localhost:$API_PORT when unset"
  ),
  SMTP_URL: url("smtp", "smtps").describe("also deliver e-mails over this SMTP server"),
  SMTP_FROM: text("no-reply@localhost").describe("the sender address of e-mails"),
  DEV_TOOLS_KEY: z.string().optional().describe("the key of the /dev pages; random per start when unset"),
  WEB_URL_TEMPLATE: z
    .string()
    .refine((value) => value.includes("{domain}"), "expected an address containing {domain}")
    .optional()
    .describe("the address of a site in e-mail links, e.g. https://{domain}"),
  WEB_PORT: port(3000).describe("the web server's port in e-mail links when WEB_URL_TEMPLATE is unset"),
  API_TEST_MODE: z
    .enum(["0", "1"], { errorMap: () => ({ message: "expected 1 (on) or 0 (off)" }) })
    .optional()
    .transform((value) => value === "1")
    .describe("the test suites' tools: members made to order and each member's movable clock"),
  TENANT_SITES_DIR: z
    .string()
    .min(1)
    .optional()
    .describe(
      "outside production (npm start sets it): the tenants folder; a file whose domains the API does not know opens as a new demo site"
    ),
  SEED_MEMBERS: wholeNumber(undefined, 0, 10_000_000).describe(
    "on an empty database: that many members on flirthaven.localhost"
  ),
  SEED_STREAM_MEMBERS: wholeNumber(undefined, 0, 100_000).describe(
    "on an empty database: that many members who can log in, for the events benchmark"
  ),
});

/** The reference API's environment (reference-api/). */
export const apiEnvSchema = apiVariables;
export type ApiEnv = z.output<typeof apiEnvSchema>;

/** Their values are credentials: an error message names the variable, never the value. */
const SECRET_VARIABLES = new Set(["SESSION_SECRET", "EVENTS_KEY", "DEV_TOOLS_KEY", "DATABASE_URL", "SMTP_URL"]);

export class InvalidEnvironmentError extends Error {}

/**
 * The schema's variables from `source`; an empty one counts as unset. Throws one message naming
 * each bad variable, e.g. `Invalid environment: TRUST_PROXY: expected … (got "abc")`.
 */
export function readEnv<Schema extends z.ZodTypeAny>(
  schema: Schema,
  source: Record<string, string | undefined>
): z.output<Schema> {
  const values = Object.fromEntries(Object.entries(source).filter(([, value]) => value !== undefined && value !== ""));
  const result = schema.safeParse(values);
  if (result.success) return result.data;
  const problems = result.error.issues.map((issue) => {
    const name = String(issue.path[0]);
    const got = SECRET_VARIABLES.has(name) ? "" : name in values ? ` (got ${JSON.stringify(values[name])})` : "";
    return `${name}: ${issue.message}${got}`;
  });
  throw new InvalidEnvironmentError(`Invalid environment: ${problems.join("; ")}`);
}

/** Parsed once per process, at first use; a bad environment stops the process with the message. */
function loadOnce<Schema extends z.ZodTypeAny>(schema: Schema): () => z.output<Schema> {
  let env: z.output<Schema> | undefined;
  return () => {
    if (env) return env;
    try {
      env = readEnv(schema, process.env);
      return env;
    } catch (error) {
      if (!(error instanceof InvalidEnvironmentError)) throw error;
      console.error(error.message);
      process.exit(1);
    }
  };
}

export const webEnv = loadOnce(webEnvSchema);
export const apiEnv = loadOnce(apiEnvSchema);
/** What both processes read (the logger), before either knows which one it is. */
export const sharedEnv = loadOnce(z.object(sharedVariables));
