/** Any path no route matches: the 404 page of SPEC §2, inside the site's layout. */
export function loader() {
  throw new Response(null, { status: 404, statusText: "Not Found" });
}

export default function NotFound() {
  return null;
}
