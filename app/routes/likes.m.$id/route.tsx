/** /likes/m/{id} (docs/product.md#member-profile): the profile screen opened from the likes page (the same screen as members-id). */
import { handle as profileHandle } from "~/features/members/profile-screen/screen-route";

export { action, default, loader, meta, shouldRevalidate } from "~/features/members/profile-screen/screen-route";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";

/** Back in the installed app leads to the likes when the app was opened on this profile. */
export const handle = { ...profileHandle, pwaBack: "/likes" };
