/** Product messages (toasts) stay on screen for 2 seconds (spec §9). */
export const TOAST_DURATION_MS = 2000;

/** Default request cache time of 60 s (spec §9), used as React Query's stale time. */
export const REQUEST_CACHE_MS = 60_000;
