import { z } from 'zod';
import { MEDIA_CONTENT_TYPES, type MediaContentType } from './media-rules.ts';

/**
 * A child's report attachment (a PDF or an image a clinic doctor uploaded): what the report forms and the family's
 * report view show of it. The file itself is at `path`, for those who may read the child's record only.
 */
export const attachmentItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['image', 'document']),
  contentType: z.enum(MEDIA_CONTENT_TYPES as [MediaContentType, ...MediaContentType[]]),
  sizeBytes: z.number().int(),
  filename: z.string(),
  /** `/app-web2/family_members/<member>/attachments/<id>`: what a report's `attachments` names. */
  path: z.string(),
  createdAt: z.string(),
});
export type AttachmentItem = z.infer<typeof attachmentItemSchema>;
