import type { Endpoint } from "../endpoint";

/** The member's own profile and photos (issue 4). */
export const profileEndpoints = {} as const satisfies Record<string, Endpoint>;
