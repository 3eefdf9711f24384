// Types of data-lock.mjs (plain ESM, run by `npm start` without a compiler) for the reference API.
export interface LockHolder {
  pid: number;
  url: string;
  what?: string;
}
export declare function lockFileOf(dataDir: string): string;
export declare function holderOf(dataDir: string): LockHolder | undefined;
export declare function alreadyRunning(holder: LockHolder, dataDir: string): string;
export declare function claimDataDir(
  dataDir: string,
  info: { url: string; what: string }
): { holder: LockHolder } | { holder?: undefined; release(): void; update(fields: Partial<LockHolder>): void };
