import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import type { ShouldRevalidateFunction } from "@remix-run/react";
import { profileScreenAction } from "./action.server";
import { profileScreenLoader } from "./loader.server";
import { profileScreenTitle } from "./title";

/**
 * The route module of the member profile screen, served at two addresses (docs/product.md#routes-and-layouts)
 * (members-id and likes-m-id): both route files re-export this.
 */
/** The installed app's Back button (app/components/pwa-back-button.tsx): a profile is opened from a list. */
export const handle = { i18n: ["members", "profile"], pwaBack: true };
export const loader = ({ request, context, params }: LoaderFunctionArgs) =>
  profileScreenLoader(request, context, params.id);
export const action = ({ request, context, params }: ActionFunctionArgs) =>
  profileScreenAction(request, context, params.id);
/**
 * A refused button changed nothing: the profile stays as it is with the refusal beside the buttons
 * (reading it again would turn a member who went away into the 404 page).
 */
export const shouldRevalidate: ShouldRevalidateFunction = ({ actionStatus, defaultShouldRevalidate }) =>
  actionStatus && actionStatus >= 400 ? false : defaultShouldRevalidate;
export const meta: MetaFunction<typeof loader> = ({ data, matches }) => [profileScreenTitle(data, matches)];
export { ProfileScreen as default } from "./profile-screen";
