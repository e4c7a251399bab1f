import { z } from 'zod';
import { activityPageDescriptionSchema } from './activity-page.ts';
import { langQueryField, LANGUAGES, textSchema } from './common.ts';
import { pageQuerySchema } from './envelope.ts';

/**
 * The activity pages API (prefix /app-web2). Editors (role admin) write under /admin/activity_pages; anyone
 * reads a published page at /activity_pages/{id}. Every save is a new version; publishing points the page's
 * published version at one of them.
 */

/** A slug names a page in links (/activityHtmls?id=summer-myopia-check-zh); lower-case words and digits. */
export const ACTIVITY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const activitySlugSchema = z.string().min(3).max(64).regex(ACTIVITY_SLUG_PATTERN, 'validation.slug');

/**
 * Create and update take the page description itself as the body, so a problem is reported at the path of
 * the node inside the description (`containers.0.widgets.2.areas.1.link`). A new page's slug is a query
 * parameter.
 */
export const activityPageBodySchema = activityPageDescriptionSchema;
export const activityPageCreateQuerySchema = z.object({ slug: activitySlugSchema.optional(), ...langQueryField });

/** Publish a given version, or the latest when none is named. */
export const activityPagePublishSchema = z.strictObject({ version: z.number().int().min(1).optional() }).nullish();

export const activityPageParamsSchema = z.object({ pageId: z.uuid() });
/** Public read: a page id or its slug. */
export const activityPagePublicParamsSchema = z.object({ idOrSlug: textSchema({ min: 1, max: 64 }) });
export const activityPagePublicQuerySchema = z.object({
  /** '1' or 'true': the latest version, published or not (editors only; the route's policy enforces it). */
  draft: z.enum(['0', '1', 'true', 'false']).optional(),
  ...langQueryField,
});
export const activityPageListQuerySchema = pageQuerySchema.extend(langQueryField);

/**
 * When a campaign runs: from `startsAt` (inclusive) to `endsAt` (exclusive), ISO date-times with an offset;
 * null means open on that side. Outside the window the public read says the campaign has not started or has
 * ended instead of showing it.
 */
const windowDateTime = z.iso.datetime({ offset: true }).nullable();
export const activityPageWindowSchema = z
  .strictObject({ startsAt: windowDateTime, endsAt: windowDateTime })
  .refine((w) => w.startsAt === null || w.endsAt === null || Date.parse(w.startsAt) < Date.parse(w.endsAt), {
    message: 'validation.endsBeforeStart',
    path: ['endsAt'],
  });
export type ActivityPageWindow = z.infer<typeof activityPageWindowSchema>;

/** Where now falls in a page's window. */
export const ACTIVITY_AVAILABILITY = ['open', 'notStarted', 'ended'] as const;
export type ActivityAvailability = (typeof ACTIVITY_AVAILABILITY)[number];

/** The availability of a window at `now` (start inclusive, end exclusive). */
export function activityAvailability(window: { startsAt: string | null; endsAt: string | null }, now: Date): ActivityAvailability {
  const t = now.getTime();
  if (window.startsAt !== null && t < Date.parse(window.startsAt)) return 'notStarted';
  if (window.endsAt !== null && t >= Date.parse(window.endsAt)) return 'ended';
  return 'open';
}

export const activityPageSummarySchema = z.object({
  id: z.string(),
  slug: z.string().nullable(),
  title: z.string(),
  language: z.enum(LANGUAGES),
  published: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  currentVersion: z.number().int(),
  publishedVersion: z.number().int().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ActivityPageSummary = z.infer<typeof activityPageSummarySchema>;

/** An editor's view: the summary and the latest version's description. */
export const activityPageDraftSchema = activityPageSummarySchema.extend({ description: z.unknown() });
export type ActivityPageDraft = z.infer<typeof activityPageDraftSchema>;

export const activityPageVersionSchema = z.object({
  version: z.number().int(),
  schemaVersion: z.number().int(),
  editedBy: z.string().nullable(),
  /** The editor's name, for the version history ("who and when"). */
  editedByName: z.string().nullable(),
  editedAt: z.string(),
  published: z.boolean(),
});
export type ActivityPageVersion = z.infer<typeof activityPageVersionSchema>;

/**
 * What anyone reads. `description` is typed loosely on purpose: a client validates it itself, node by node
 * (parseActivityPageLeniently), so that a page saved by a newer editor never breaks an older client. Outside
 * the page's window `availability` says why and `description` is null (an editor's `?draft=1` still gets it);
 * `title` and `language` are always there, for the "this campaign has ended" screen.
 */
export const activityPagePublicSchema = z.object({
  id: z.string(),
  slug: z.string().nullable(),
  version: z.number().int(),
  published: z.boolean(),
  title: z.string(),
  language: z.enum(LANGUAGES),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  availability: z.enum(ACTIVITY_AVAILABILITY),
  description: z.unknown(),
});
export type ActivityPagePublic = z.infer<typeof activityPagePublicSchema>;

/** Public list of the campaigns running now: `language` keeps the pages written in that language. */
export const activityPageRunningQuerySchema = z.object({
  language: z.enum(LANGUAGES).optional(),
  ...langQueryField,
});
/** One running campaign: enough to list it and link to /activityHtmls?id=<slug or id>. */
export const activityPageRunningSchema = z.object({
  id: z.string(),
  slug: z.string().nullable(),
  title: z.string(),
  language: z.enum(LANGUAGES),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type ActivityPageRunning = z.infer<typeof activityPageRunningSchema>;
