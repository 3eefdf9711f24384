import type { Endpoint } from "../endpoint";

/** Password reset, login throttling, e-mail and password change, account deletion and its undo (issue 4). */
export const accountEndpoints = {} as const satisfies Record<string, Endpoint>;
