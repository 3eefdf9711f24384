import type { Endpoint } from "../endpoint";

/** Signup, the signup policy, tracking and activation (issue 4). */
export const signupEndpoints = {} as const satisfies Record<string, Endpoint>;
