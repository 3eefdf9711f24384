/** Configuration comes only from the environment; it is checked once at start with clear errors. */
export interface ServerEnv {
  port: number;
  host: string;
  trustProxy: boolean;
  production: boolean;
  buildDir: string;
  /** Worker processes (WEB_CONCURRENCY); 1 = no cluster. */
  workers: number;
}

export function readServerEnv(env: NodeJS.ProcessEnv = process.env): ServerEnv {
  const errors: string[] = [];
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) errors.push(`PORT must be a port number, got "${env.PORT}"`);
  const production = env.NODE_ENV === "production";
  if (production && !env.SESSION_SECRET) {
    errors.push("SESSION_SECRET is required in production (comma-separated secrets; the first one signs)");
  }
  if (env.SESSION_SECRET && env.SESSION_SECRET.split(",").some((s) => s.trim().length < 32)) {
    errors.push("every SESSION_SECRET entry must be at least 32 characters");
  }
  const workers = Number(env.WEB_CONCURRENCY ?? 1);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64)
    errors.push(`WEB_CONCURRENCY must be a whole number from 1 to 64, got "${env.WEB_CONCURRENCY}"`);
  if (errors.length > 0) throw new Error(`Invalid configuration:\n- ${errors.join("\n- ")}`);
  return {
    port,
    host: env.HOST ?? "0.0.0.0",
    trustProxy: env.TRUST_PROXY === "1" || env.TRUST_PROXY === "true",
    production,
    buildDir: env.BUILD_DIR ?? "build",
    workers,
  };
}
