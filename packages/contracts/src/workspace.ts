import { z } from 'zod';
import { CONTENT_KINDS, RICH_TEXT_MAX } from './content.ts';

/** The editors' workspace home: what needs attention (GET /admin/workspace/summary). */
export const workspaceSummarySchema = z.object({
  /** Contact-form leads nobody has called back yet. */
  newLeads: z.number().int(),
  /** Unpublished content items per kind. */
  drafts: z.record(z.enum(CONTENT_KINDS), z.number().int()),
  /** Activity pages never published, or with versions saved after the published one. */
  activityDrafts: z.number().int(),
  activityPages: z.number().int(),
  /** Published activity pages, newest first (at most 10), for "campaigns running", with their window (null: open on that side). */
  campaigns: z.array(
    z.object({
      id: z.string(),
      slug: z.string().nullable(),
      title: z.string(),
      publishedAt: z.string().nullable(),
      updatedAt: z.string(),
      startsAt: z.string().nullable(),
      endsAt: z.string().nullable(),
    }),
  ),
});
export type WorkspaceSummary = z.infer<typeof workspaceSummarySchema>;

/** POST /admin/content/sanitize: the server's own sanitizer, so the editor's preview is what parents get. */
export const sanitizeInputSchema = z.strictObject({
  html: z.strictObject({ 'zh-CN': z.string().max(RICH_TEXT_MAX), 'en-US': z.string().max(RICH_TEXT_MAX) }),
});
export const sanitizeResultSchema = z.object({ html: z.object({ 'zh-CN': z.string(), 'en-US': z.string() }) });
export type SanitizeResult = z.infer<typeof sanitizeResultSchema>;
