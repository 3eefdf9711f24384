import type { Site } from "./site";
import { byName, type FileState } from "./tenant-file.server";

// A domain is served by one tenant file only. A domain already served is never taken over by
// another file; between two new claims, the file name that sorts first wins. The loser is reported
// (naming both files) and keeps its last good version, if any.

/**
 * Which version of each file serves, given the versions serving now. `held` files do not try
 * their new content this round (it could not be applied without taking a site down).
 */
function decideRound(
  files: ReadonlyMap<string, FileState>,
  previous: ReadonlyMap<string, Site>,
  held: ReadonlySet<string>,
  notes: Map<string, string>,
  shown: (file: string) => string
) {
  const nextServing = new Map<string, Site>();
  const errors = new Map<string, string>();
  const claimed = new Map<string, string>();
  const wants = (file: string) => (!held.has(file) && files.get(file)!.latest) || previous.get(file);
  // A domain served now stays reserved for its file until that file has been decided, unless
  // the file's new content lets it go.
  const reserved = new Map<string, string>();
  for (const [file, site] of previous) {
    if (!files.has(file)) continue;
    for (const domain of site.config.domains)
      if (wants(file)?.config.domains.includes(domain)) reserved.set(domain, file);
  }
  // Unchanged files first, then updates of serving files, then new files; by name within each.
  const phase = (file: string) => {
    const latest = files.get(file)!.latest;
    return !latest || held.has(file) || latest === previous.get(file) ? 0 : previous.has(file) ? 1 : 2;
  };
  const order = [...files.keys()].sort((a, b) => phase(a) - phase(b) || byName(a, b));

  for (const file of order) {
    const state = files.get(file)!;
    const current = previous.get(file);
    for (const domain of current?.config.domains ?? []) if (reserved.get(domain) === file) reserved.delete(domain);
    const clashOf = (site: Site) => {
      for (const domain of site.config.domains) {
        const owner = claimed.get(domain) ?? reserved.get(domain);
        if (owner && owner !== file) return { domain, owner };
      }
      return undefined;
    };
    const problems: string[] = state.error ? [state.error] : [];
    let accepted: Site | undefined;
    if (state.latest && !held.has(file)) {
      const clash = clashOf(state.latest);
      if (!clash) accepted = state.latest;
      else
        notes.set(
          file,
          `${shown(file)}: domains: "${clash.domain}" is already claimed by ${shown(
            clash.owner
          )} (a domain belongs to one file only)`
        );
    }
    if (!accepted && state.latest && notes.has(file)) problems.push(notes.get(file)!);
    if (!accepted && current && current !== state.latest && !clashOf(current)) accepted = current;
    if (accepted) {
      nextServing.set(file, accepted);
      for (const domain of accepted.config.domains) claimed.set(domain, file);
    }
    if (problems.length > 0) errors.set(file, problems.join("\n"));
  }
  return { nextServing, errors };
}

/**
 * Which version of each file serves after a change, given the versions serving now (`previous`),
 * and the errors of each file. A serving site never goes dark because of another file's edit: when
 * a round leaves one unserved, that file keeps its serving version and the round is decided again.
 * `contested`: some claim was refused, so the next change must be decided in full too.
 */
export function decideClaims(
  files: ReadonlyMap<string, FileState>,
  previous: ReadonlyMap<string, Site>,
  shown: (file: string) => string
) {
  const held = new Set<string>();
  const notes = new Map<string, string>();
  let round = decideRound(files, previous, held, notes, shown);
  for (;;) {
    const dark = [...previous.keys()].find((f) => files.has(f) && !held.has(f) && !round.nextServing.has(f));
    if (!dark) break;
    held.add(dark);
    round = decideRound(files, previous, held, notes, shown);
  }
  return { serving: round.nextServing, errors: round.errors, contested: notes.size > 0 };
}

/**
 * Whether the new content of a few files claims only domains that are free or already theirs:
 * then applying them in place reaches the outcome deciding every file would.
 */
export function claimsUnchallenged(
  names: string[],
  files: ReadonlyMap<string, FileState>,
  serving: ReadonlyMap<string, Site>,
  hosts: ReadonlyMap<string, Site>
): boolean {
  const claimed = new Map<string, string>();
  for (const name of names) {
    const latest = files.get(name)?.latest;
    if (!latest) continue;
    const current = serving.get(name);
    for (const domain of latest.config.domains) {
      const owner = hosts.get(domain);
      if ((owner && owner !== current) || (claimed.get(domain) ?? name) !== name) return false;
      claimed.set(domain, name);
    }
  }
  return true;
}
