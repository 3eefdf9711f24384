/** Thrown by a loader: the 404 page of SPEC §2 ("This page could not be found"), inside the site's layout. */
export const notFound = () => new Response(null, { status: 404, statusText: "Not Found" });
