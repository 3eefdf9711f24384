/**
 * What the service worker posts to the site's open pages (docs/product.md#service-worker-and-offline):
 * a push arrived, or its notification was clicked. Kept apart from the payload's schema so a page
 * can listen without loading it.
 */
export const PUSH_MESSAGE = "NEW_PUSH_MESSAGE";
export const PUSH_CLICK = "NEW_PUSH_CLICK";
