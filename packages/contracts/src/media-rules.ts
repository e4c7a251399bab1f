// Zod-free: the web's editor pages check a file before sending it (exported from '@sprout/contracts/light').
import { API_PREFIX } from './paths.ts';

/**
 * Uploaded files (issue 30 items 10 and 11): images editors place on pages, and later report attachments. The
 * server checks each file's type from its first bytes, keeps it once per content (sha256), and serves it at
 * `/media/<id>` to anyone (what is on a public page is public).
 */
export const MEDIA_TYPES = {
  'image/png': { kind: 'image', maxBytes: 5 * 1024 * 1024 },
  'image/jpeg': { kind: 'image', maxBytes: 5 * 1024 * 1024 },
  'image/webp': { kind: 'image', maxBytes: 5 * 1024 * 1024 },
  'image/gif': { kind: 'image', maxBytes: 5 * 1024 * 1024 },
  'application/pdf': { kind: 'document', maxBytes: 10 * 1024 * 1024 },
} as const;
export type MediaContentType = keyof typeof MEDIA_TYPES;
export const MEDIA_CONTENT_TYPES = Object.keys(MEDIA_TYPES) as MediaContentType[];
export const MEDIA_IMAGE_TYPES = MEDIA_CONTENT_TYPES.filter((t) => MEDIA_TYPES[t].kind === 'image');
/** The largest upload of any type: the route's body limit. */
export const MEDIA_MAX_BYTES = Math.max(...Object.values(MEDIA_TYPES).map((t) => t.maxBytes));

/** Where an uploaded file is served: `/media/<uuid>`. */
export const MEDIA_PATH_PREFIX = '/media/';
export const MEDIA_PATH = /^\/media\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * A child's report attachment (docs/decisions/3600-private-attachments.md): checked like media but tied to the
 * child and served only here, to those who may read the child's health record. Reports name it by this path.
 */
export const attachmentFilePath = (familyMemberId: string, attachmentId: string): string =>
  `${API_PREFIX.app}/family_members/${familyMemberId}/attachments/${attachmentId}`;
/** How many attachments one report may name. */
export const MAX_ATTACHMENTS = 20;
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
/** An attachment path: groups 1 and 2 are the member's and the attachment's ids. */
export const ATTACHMENT_PATH = new RegExp(`^${API_PREFIX.app}/family_members/(${UUID})/attachments/(${UUID})$`, 'i');

/**
 * Images the web build ships in apps/web/public (a server test keeps this list equal to the folder): a relative
 * image path names one of these or an uploaded file, anything else is refused.
 */
export const SHIPPED_IMAGE_PATHS: readonly string[] = [
  '/favicon.svg',
  '/share-icon.png',
  ...[
    'growth-banner',
    'growth-tab-bone',
    'growth-tab-food',
    'growth-tab-height',
    'myopia-hero',
    'myopia-slide-1',
    'myopia-slide-2',
    'myopia-slide-3',
  ].flatMap((name) => [`/activity/${name}-en.svg`, `/activity/${name}-zh.svg`]),
  '/activity/growth-share.svg',
  '/activity/myopia-share.svg',
  ...['pudong-eye-room', 'pudong-waiting-room', 'xuhui-play-area', 'xuhui-reception'].map((n) => `/clinic-photos/${n}.svg`),
  ...['chen', 'lin', 'zhao'].map((n) => `/doctor-photos/${n}.svg`),
];
