/** docs/product.md#page-loading: the progress bar appears after 200 ms of navigation, creeps for 5 s, hides 500 ms after the end. */
export const PROGRESS_THROTTLE_MS = 200;
export const PROGRESS_DURATION_MS = 5_000;
export const PROGRESS_HIDE_MS = 500;
