/** /likes/m/{id} (docs/product.md#member-profile): the profile screen opened from the likes page (the same screen as members-id). */
export {
  action,
  default,
  handle,
  loader,
  meta,
  shouldRevalidate,
} from "~/features/members/profile-screen/screen-route";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";
