/**
 * Family trust (issue 18), zod-free so that the web's pages can use the values: what a share may carry, how long
 * it may last, and the words of the access log.
 */
export const SHARE_SECTIONS = ['growth', 'eye', 'record'] as const;
export type ShareSection = (typeof SHARE_SECTIONS)[number];
/** A share lasts 1 hour to 30 days. */
export const SHARE_MIN_HOURS = 1;
export const SHARE_MAX_HOURS = 720;
/** The page a share link opens (the token follows in the fragment, which no server or log ever sees). */
export const SHARED_PAGE_PATH = '/shared';

/** Who touched the child's data, as the parent's access log names them. */
export const ACCESS_ACTOR_ROLES = ['doctor', 'editor', 'parent', 'shareLink'] as const;
export type AccessActorRole = (typeof ACCESS_ACTOR_ROLES)[number];
/** What was touched. */
export const ACCESS_SUBJECTS = ['growth', 'eye', 'record', 'advice', 'profile', 'share', 'other'] as const;
export type AccessSubject = (typeof ACCESS_SUBJECTS)[number];
export const SHARE_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];
