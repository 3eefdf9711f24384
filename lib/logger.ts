import pino, { type Logger } from "pino";

export type { Logger };

/**
 * The one logger of the web tier and the reference API: JSON lines on stdout with an ISO time,
 * `level` as a word and `msg`. LOG_LEVEL chooses how much (default "info"; "silent" in tests).
 * A module names itself with `scope` so a line says where it came from.
 */
export const logger: Logger = pino({
  level: process.env.LOG_LEVEL ?? (process.env.VITEST ? "silent" : "info"),
  base: null,
  timestamp: pino.stdTimeFunctions.isoTime,
  formatters: { level: (label) => ({ level: label }) },
});

export const scopedLogger = (scope: string): Logger => logger.child({ scope });
