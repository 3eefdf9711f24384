/** Builds the service worker once; resolves with the written file's path (relative to `root`), rejects when esbuild fails. */
export function buildServiceWorker(root: string): Promise<string>;
