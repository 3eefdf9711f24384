import { json, type LoaderFunctionArgs } from "@remix-run/node";
import { isApiError } from "~/api/errors";
import { GeocodeQuerySchema } from "~/api/schemas/notifications";

const noStore = { "Cache-Control": "private, no-store" };

/**
 * The settings page's "Use my location": the browser's position, reverse-geocoded by the API's
 * offline geodata. Answers `{ location }`, or `{ location: false }` when no place of the site's
 * countries is near, the position is not one or the API failed (the page says so and keeps the manual choice).
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  if (!(await context.user())) return json({ location: false as const }, { status: 401, headers: noStore });
  const url = new URL(request.url);
  const query = GeocodeQuerySchema.safeParse({
    // An empty or missing number is not 0 degrees.
    lat: url.searchParams.get("lat") || undefined,
    lon: url.searchParams.get("lon") || undefined,
  });
  if (!query.success) return json({ location: false as const }, { status: 400, headers: noStore });
  try {
    const { location } = await context.api.call("geocode", {
      query: { lat: String(query.data.lat), lon: String(query.data.lon) },
    });
    return json({ location }, { headers: noStore });
  } catch (error) {
    // Not found, or the API down (the client throws the site's error page for that): the page
    // says it could not find the place either way.
    if (isApiError(error)) return json({ location: false as const }, { status: error.status, headers: noStore });
    if (error instanceof Response && error.status >= 500)
      return json({ location: false as const }, { status: 503, headers: noStore });
    throw error;
  }
}
