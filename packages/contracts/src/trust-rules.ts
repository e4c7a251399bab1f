/**
 * Family trust (issue 18), zod-free so that the web's pages can use the values: what a share may carry, how long
 * it may last, and the words of the access log.
 */
export const SHARE_SECTIONS = ['growth', 'eye', 'record'] as const;
export type ShareSection = (typeof SHARE_SECTIONS)[number];
/** A share lasts 1 hour to 30 days. */
export const SHARE_MIN_HOURS = 1;
export const SHARE_MAX_HOURS = 720;
/**
 * The page a share link opens. The token follows as the last path segment, so that the server can render the
 * view in the first answer (issue 31: a doctor opening the link on a phone sees it within a second); the server's
 * request log and its page-render log write the path through `withoutShareToken`, and the referrer policy sends
 * other sites the origin only. Links of the first version (`/shared#token`) still open, rendered by the browser.
 */
export const SHARED_PAGE_PATH = '/shared';

export function sharedLinkPath(token: string): string {
  return `${SHARED_PAGE_PATH}/${token}`;
}

/** A path as the logs may write it: a share link's token replaced. */
export function withoutShareToken(path: string): string {
  return path.startsWith(`${SHARED_PAGE_PATH}/`) ? `${SHARED_PAGE_PATH}/[token]` : path;
}

/** Who touched the child's data, as the parent's access log names them. */
export const ACCESS_ACTOR_ROLES = ['doctor', 'editor', 'parent', 'shareLink', 'guardian', 'caregiver'] as const;
export type AccessActorRole = (typeof ACCESS_ACTOR_ROLES)[number];
/** What was touched. */
export const ACCESS_SUBJECTS = ['growth', 'eye', 'record', 'advice', 'profile', 'share', 'people', 'other'] as const;
export type AccessSubject = (typeof ACCESS_SUBJECTS)[number];
export const SHARE_STATUSES = ['active', 'expired', 'revoked'] as const;
export type ShareStatus = (typeof SHARE_STATUSES)[number];
