import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { profileScreenAction } from "~/features/members/profile-screen/action.server";
import { profileScreenLoader } from "~/features/members/profile-screen/loader.server";
import { ProfileScreen } from "~/features/members/profile-screen/profile-screen";
import { profileScreenTitle } from "~/features/members/profile-screen/title";

export const handle = { i18n: ["members", "profile"] };

/** SPEC §2 members-id: another member's profile and the actions on it. */
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  profileScreenLoader(request, context, params.id);
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  profileScreenAction(request, context, params.id);
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [profileScreenTitle(data, matches)];
export default ProfileScreen;
