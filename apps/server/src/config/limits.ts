/** API.md: bodies over 1 MiB are refused with 413 TOO_LARGE. */
export const BODY_LIMIT_BYTES = 1024 * 1024;
