import { notFound } from "~/utils/not-found";

/** Any path no route matches: the 404 page (docs/product.md#errors), inside the site's layout. */
export function loader() {
  throw notFound();
}

export default function NotFound() {
  return null;
}
