import { notFound } from "~/utils/not-found";

/** Any path no route matches: the 404 page of SPEC §2, inside the site's layout. */
export function loader() {
  throw notFound();
}

export default function NotFound() {
  return null;
}
