/** API.md: bodies over 1 MiB are refused with 413 TOO_LARGE. */
export const BODY_LIMIT_BYTES = 1024 * 1024;

/** Wrong tries a sign-in code takes: the fifth wrong one kills it, and a new code starts a new count. */
export const OTP_TRIES_PER_CODE = 5;
/** BRIEF.md: a six-digit code (OTP_LENGTH of the contracts). */
export const OTP_DIGITS = 6;
/**
 * The most codes a phone may be sent in 24 hours for each of its two kinds of requester (devices that signed in
 * to it before, and all the others), so that guessing stays below 1 in 10,000 per phone per day (issue 29):
 * 2 kinds x 9 codes x 5 tries = 90 guesses at 10^6 codes, 1 in 11,111. 10 codes would make it exactly 1 in 10,000.
 */
export const OTP_SAFE_CODES_PER_DAY = Math.ceil(10 ** OTP_DIGITS / 10_000 / (2 * OTP_TRIES_PER_CODE)) - 1;

/**
 * Descriptors of the listening socket the event loop watches, the server's own included (http/accept-handles.ts,
 * decision 4500). libuv takes one connection off a watched descriptor each time its poll finds it readable, once per
 * turn of the loop (decision 2870): with four, a loaded turn accepts up to four.
 */
export const LISTENING_HANDLES = 4;
