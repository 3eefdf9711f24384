import type { SerializeFrom } from "@remix-run/node";
import { pageTitle } from "~/utils/meta";
import type { profileScreenLoader } from "./loader.server";

type Data = SerializeFrom<typeof profileScreenLoader> | undefined;

/** The page title: the member's name (or nothing more than the site for a refusal). */
export const profileScreenTitle = (data: Data, matches: Parameters<typeof pageTitle>[0]) =>
  pageTitle(matches, data?.kind === "profile" ? data.member.profile.name : undefined);
