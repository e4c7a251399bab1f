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

export const activityPageSummarySchema = z.object({
  id: z.string(),
  slug: z.string().nullable(),
  title: z.string(),
  language: z.enum(LANGUAGES),
  published: z.boolean(),
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
  editedAt: z.string(),
  published: z.boolean(),
});
export type ActivityPageVersion = z.infer<typeof activityPageVersionSchema>;

/**
 * What anyone reads. `description` is typed loosely on purpose: a client validates it itself, node by node
 * (parseActivityPageLeniently), so that a page saved by a newer editor never breaks an older client.
 */
export const activityPagePublicSchema = z.object({
  id: z.string(),
  slug: z.string().nullable(),
  version: z.number().int(),
  published: z.boolean(),
  description: z.unknown(),
});
export type ActivityPagePublic = z.infer<typeof activityPagePublicSchema>;
