/** SPEC §2 members-id: another member's profile and the actions on it. */
export {
  action,
  default,
  handle,
  loader,
  meta,
  shouldRevalidate,
} from "~/features/members/profile-screen/screen-route";
