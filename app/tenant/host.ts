/** "FlirtHaven.Localhost:3000." → "flirthaven.localhost": how hosts are compared everywhere. */
export function normalizeHost(host: string): string {
  let h = host.trim().toLowerCase();
  if (h.startsWith("[")) return h.slice(0, h.indexOf("]") + 1); // IPv6 literal
  const colon = h.lastIndexOf(":");
  if (colon !== -1) h = h.slice(0, colon);
  return h.endsWith(".") ? h.slice(0, -1) : h;
}
