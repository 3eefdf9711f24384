/**
 * The web tier is too busy to serve the page now (docs/decisions/026-overload-and-metrics.md): the
 * 503 page's reason (its status text), which says so and asks to come back in a moment. A module
 * of its own: the error page's script needs this, not the rest of the API's errors.
 */
export const OVERLOADED = "overloaded";
