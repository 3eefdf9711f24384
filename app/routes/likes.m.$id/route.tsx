/** SPEC §2 likes-m-id: the profile screen opened from the likes page (the same screen as members-id). */
export {
  action,
  default,
  handle,
  loader,
  meta,
  shouldRevalidate,
} from "~/features/members/profile-screen/screen-route";
