import { z } from 'zod';
import { defineCalls } from '../call-schemas.ts';
import { mediaItemSchema, mediaListQuerySchema, mediaPageSchema, mediaParamsSchema, mediaUploadQuerySchema } from '../media.ts';
import { mediaRoutes } from '../routes/media.ts';

export const mediaCalls = defineCalls(mediaRoutes, {
  upload: {
    summary: 'Upload an image or a PDF',
    description:
      'The body is the file itself, sent with its Content-Type (PNG, JPEG, WebP, GIF up to 5 MB; PDF up to 10 MB). The type is checked from the file’s first bytes. The same bytes uploaded again answer the media already stored.',
    query: mediaUploadQuerySchema,
    response: mediaItemSchema,
  },
  list: { summary: 'The media library, newest first', query: mediaListQuerySchema, response: mediaPageSchema },
  remove: {
    summary: 'Delete a media item',
    description: 'Refused (409) while a page, article, clinic or doctor still shows it.',
    params: mediaParamsSchema,
    response: z.object({ id: z.string() }),
  },
});
