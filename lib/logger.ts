import pino, { type Logger } from "pino";
import { sharedEnv } from "./env";

export type { Logger };

/**
 * Lines are collected up to 4 KB and written at least every second, not one write per line:
 * one line per request would otherwise cost a system call per request. Whatever is left is
 * written when the process exits. Under vitest nothing is buffered (and nothing logged).
 */
const destination = pino.destination({ dest: 1, sync: false, minLength: process.env.VITEST ? 0 : 4096 });
setInterval(() => destination.flush(), 1000).unref();
process.on("exit", () => destination.flushSync());

/**
 * The one logger of the web tier and the reference API: JSON lines on stdout with an ISO time,
 * `level` as a word and `msg`. LOG_LEVEL chooses how much (default "info"; "silent" in tests).
 * A module names itself with `scope` so a line says where it came from.
 */
export const logger: Logger = pino(
  {
    level: sharedEnv().LOG_LEVEL ?? (process.env.VITEST ? "silent" : "info"),
    base: null,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  },
  destination
);

export const scopedLogger = (scope: string): Logger => logger.child({ scope });
