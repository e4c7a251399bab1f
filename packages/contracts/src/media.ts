import { z } from 'zod';
import { pageOf, pageQuerySchema } from './envelope.ts';
import { MEDIA_CONTENT_TYPES, type MediaContentType } from './media-rules.ts';

export const mediaItemSchema = z.object({
  id: z.string(),
  kind: z.enum(['image', 'document']),
  contentType: z.enum(MEDIA_CONTENT_TYPES as [MediaContentType, ...MediaContentType[]]),
  sizeBytes: z.number().int(),
  sha256: z.string(),
  filename: z.string(),
  /** `/media/<id>`: what an editor pastes into an image field. */
  path: z.string(),
  createdAt: z.string(),
});
export type MediaItem = z.infer<typeof mediaItemSchema>;

export const mediaUploadQuerySchema = z.object({
  /** The file's name as the editor's device called it (shown in the library; never used as a path). */
  filename: z
    .string()
    .trim()
    .min(1)
    .max(200)
    .regex(/^[^/\\\u0000-\u001f]+$/, 'validation.filename'),
});
export const mediaListQuerySchema = pageQuerySchema.extend({ kind: z.enum(['image', 'document']).optional() });
export const mediaParamsSchema = z.object({ id: z.uuid() });
export const mediaPageSchema = pageOf(mediaItemSchema);
