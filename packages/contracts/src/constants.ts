/**
 * Values the web app's shell needs at run time, with no zod behind them: importing them costs bytes, not a
 * schema library. `@sprout/contracts/light` re-exports this file (and the other zod-free modules); the
 * schema modules re-export these values, so server code keeps importing from the package index.
 */

/** The success code of every call (spec §4 and §9): the string '1', with HTTP 200. */
export const SUCCESS_CODE = '1';

export const LANGUAGES = ['zh-CN', 'en-US'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'zh-CN';

/** Paging of API.md: `start` is an offset (default 0), `limit` defaults to 10 and is at most 100. */
export const PAGE_DEFAULT_LIMIT = 10;
export const PAGE_MAX_LIMIT = 100;

export const OTP_LENGTH = 6;
