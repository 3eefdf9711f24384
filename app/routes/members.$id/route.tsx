/** SPEC §2 members-id: another member's profile and the actions on it. */
export { action, default, handle, loader, meta } from "~/features/members/profile-screen/screen-route";
