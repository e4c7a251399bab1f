import { attachmentItemSchema } from '../attachments.ts';
import { defineCalls } from '../call-schemas.ts';
import { pageOf, pageQuerySchema } from '../envelope.ts';
import { healthRecordParamsSchema } from '../health-record.ts';
import { mediaUploadQuerySchema } from '../media.ts';
import { attachmentRoutes } from '../routes/attachments.ts';

export const attachmentCalls = defineCalls(attachmentRoutes, {
  upload: {
    summary: 'Upload a report attachment (a PDF or an image) for a child',
    description:
      'For the clinic doctors of the child while consent holds. The body is the file itself, sent with its Content-Type (PNG, JPEG, WebP, GIF up to 5 MB; PDF up to 10 MB), checked from its first bytes. The same bytes uploaded again for the same child answer the attachment already stored. The answer’s `path` goes into a report’s `attachments`; the file is served there only to those who may read the child’s health record.',
    params: healthRecordParamsSchema,
    query: mediaUploadQuerySchema,
    response: attachmentItemSchema,
  },
  list: {
    summary: 'A child’s report attachments, newest first (names and kinds for the report views)',
    params: healthRecordParamsSchema,
    query: pageQuerySchema,
    response: pageOf(attachmentItemSchema),
  },
});
