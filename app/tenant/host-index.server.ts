import type { Site } from "./site";
import { byName } from "./tenant-file.server";

/** The sites serving now by host (lower-cased, no port) and by id: every lookup is O(1). */
export interface HostIndex {
  hosts: Map<string, Site>;
  ids: Map<string, Site>;
}

/** The index of the sites serving now; where two ids clash the later id by name wins. */
export function indexSites(serving: Iterable<Site>): HostIndex {
  const hosts = new Map<string, Site>();
  const ids = new Map<string, Site>();
  for (const site of [...serving].sort((a, b) => byName(a.id, b.id))) {
    ids.set(site.id, site);
    for (const domain of site.config.domains) hosts.set(domain, site);
  }
  return { hosts, ids };
}

/** Replaces one file's site in the index in place (`next` undefined: the file serves nothing now). */
export function swapInIndex(index: HostIndex, current: Site | undefined, next: Site | undefined) {
  for (const domain of current?.config.domains ?? [])
    if (index.hosts.get(domain) === current) index.hosts.delete(domain);
  if (current) index.ids.delete(current.id);
  if (next) {
    for (const domain of next.config.domains) index.hosts.set(domain, next);
    index.ids.set(next.id, next);
  }
}
