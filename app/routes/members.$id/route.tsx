/** /members/{id} (docs/product.md#member-profile): another member's profile and the actions on it. */
export {
  action,
  default,
  handle,
  loader,
  meta,
  shouldRevalidate,
} from "~/features/members/profile-screen/screen-route";

export { RouteErrorBoundary as ErrorBoundary } from "~/components/error-page";
