// The environment schemas of both processes (lib/env.ts) and README.md's table of variables.
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { apiEnvSchema, apiVariables, readEnv, webEnvSchema, webVariables } from "../../lib/env";

const root = path.resolve(__dirname, "../..");

describe("the web tier's environment", () => {
  it("starts with nothing set, on the documented defaults", () => {
    expect(readEnv(webEnvSchema, {})).toMatchObject({
      PORT: 3000,
      HOST: "0.0.0.0",
      API_PORT: 4000,
      SESSION_SECRET: [],
      WEB_CONCURRENCY: 1,
      PAGE_CACHE_SECONDS: 60,
      TENANTS_DIR: "tenants",
      LOCALES_DIR: "locales",
      BUILD_DIR: "build",
      TRUST_PROXY: false,
      EVENT_STREAMS_PER_IP: 100,
    });
  });

  it("reads what the operator set, typed", () => {
    const secret = "s".repeat(32);
    const env = readEnv(webEnvSchema, {
      NODE_ENV: "production",
      PORT: "8080",
      SESSION_SECRET: `${secret}, ${"t".repeat(40)}`,
      TRUST_PROXY: "loopback, 10.0.0.0/8",
      EVENT_STREAMS_PER_IP: "5000",
      DEFAULT_TENANT: "flirthaven",
    });
    expect(env).toMatchObject({
      PORT: 8080,
      SESSION_SECRET: [secret, "t".repeat(40)],
      TRUST_PROXY: ["loopback", "10.0.0.0/8"],
      EVENT_STREAMS_PER_IP: 5000,
      DEFAULT_TENANT: "flirthaven",
    });
  });

  it.each([
    [{ TRUST_PROXY: "abc" }, "TRUST_PROXY: expected a number of hops or a comma-separated list of proxy addresses"],
    [{ TRUST_PROXY: "11" }, 'TRUST_PROXY: expected at most 10 proxy hops (got "11")'],
    [{ PORT: "eighty" }, 'PORT: expected a whole number from 0 to 65535 (got "eighty")'],
    [{ PORT: "70000" }, 'PORT: expected a whole number from 0 to 65535 (got "70000")'],
    [{ WEB_CONCURRENCY: "0" }, 'WEB_CONCURRENCY: expected a whole number from 1 to 64 (got "0")'],
    [{ EVENT_STREAMS_PER_IP: "lots" }, "EVENT_STREAMS_PER_IP: expected a whole number from 1 to 1000000"],
    [{ EVENT_STREAMS_PER_IP: "0" }, "EVENT_STREAMS_PER_IP: expected a whole number from 1 to 1000000"],
    [{ LOG_LEVEL: "loud" }, 'LOG_LEVEL: expected one of fatal, error, warn, info, debug, trace, silent (got "loud")'],
    [{ API_URL: "api.example" }, 'API_URL: expected an absolute http or https URL (got "api.example")'],
    [{ NODE_ENV: "production" }, "SESSION_SECRET: required when NODE_ENV=production"],
  ])("refuses %j, naming the variable", (env, message) => {
    expect(() => readEnv(webEnvSchema, env)).toThrow(`Invalid environment: ${message}`);
  });

  it("names a short secret without printing it", () => {
    const secret = "too-short-to-sign-anything";
    const read = () => readEnv(webEnvSchema, { SESSION_SECRET: secret });
    expect(read).toThrow("Invalid environment: SESSION_SECRET: expected comma-separated secrets of at least 32");
    expect(read).not.toThrow(secret);
  });

  it("names every bad variable at once", () => {
    expect(() => readEnv(webEnvSchema, { PORT: "x", HOST: "", WEB_CONCURRENCY: "100" })).toThrow(
      'Invalid environment: PORT: expected a whole number from 0 to 65535 (got "x"); WEB_CONCURRENCY: expected a whole number from 1 to 64 (got "100")'
    );
  });
});

describe("the reference API's environment", () => {
  it("starts with nothing set, on the documented defaults", () => {
    expect(readEnv(apiEnvSchema, {})).toMatchObject({
      API_PORT: 4000,
      API_HOST: "127.0.0.1",
      DATA_DIR: ".data/pglite",
      SMTP_FROM: "no-reply@localhost",
      WEB_PORT: 3000,
      API_TEST_MODE: false,
      EVENT_STREAMS_PER_IP: 100,
    });
  });

  it.each([
    [{ API_PORT: "four thousand" }, 'API_PORT: expected a whole number from 0 to 65535 (got "four thousand")'],
    [{ API_TEST_MODE: "yes" }, 'API_TEST_MODE: expected 1 (on) or 0 (off) (got "yes")'],
    [{ WEB_URL_TEMPLATE: "https://example.com" }, "WEB_URL_TEMPLATE: expected an address containing {domain}"],
    [{ PUBLIC_URL: "localhost:4000" }, 'PUBLIC_URL: expected an absolute http or https URL (got "localhost:4000")'],
    [{ SEED_MEMBERS: "many" }, 'SEED_MEMBERS: expected a whole number from 0 to 10000000 (got "many")'],
    [{ DATABASE_URL: "postgres" }, "DATABASE_URL: expected an absolute postgres or postgresql URL"],
  ])("refuses %j, naming the variable", (env, message) => {
    expect(() => readEnv(apiEnvSchema, env)).toThrow(`Invalid environment: ${message}`);
  });

  it("never prints a credential it refuses", () => {
    const read = () => readEnv(apiEnvSchema, { SMTP_URL: "user:password@mail.example" });
    expect(read).toThrow("Invalid environment: SMTP_URL: expected an absolute smtp or smtps URL");
    expect(read).not.toThrow("password");
  });
});

/** The variable names of README.md's "Environment variables" table (a row may name several). */
function readmeVariables(): string[] {
  const readme = fs.readFileSync(path.join(root, "README.md"), "utf8");
  const section = readme.split("### Environment variables")[1]?.split(/\n#{2,3} /)[0] ?? "";
  const rows = section.split("\n").filter((line) => line.startsWith("| `"));
  return rows.flatMap((row) => [...row.split("|")[1].matchAll(/`([A-Z0-9_]+)`/g)].map((match) => match[1]));
}

describe("README.md's table of environment variables", () => {
  const documented = readmeVariables();
  const read = [...new Set([...Object.keys(webVariables.shape), ...Object.keys(apiVariables.shape)])];

  it("lists every variable either process reads", () => {
    expect(read.filter((name) => !documented.includes(name))).toEqual([]);
  });

  it("lists no variable that neither process reads", () => {
    expect(documented.length).toBeGreaterThan(20);
    expect(documented.filter((name) => !read.includes(name))).toEqual([]);
  });
});
