import { useRouteLoaderData } from "@remix-run/react";
import type { RootLoader } from "~/root";

/**
 * Whether this visitor may sign up (the root's answer: the site's policy and the visitor's traffic
 * source). Every signup call to action asks it, so a closed site offers none that leads nowhere.
 */
export function useSignupOpen(): boolean {
  return useRouteLoaderData<RootLoader>("root")?.site.signupOpen ?? false;
}
