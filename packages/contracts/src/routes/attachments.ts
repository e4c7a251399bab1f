import { API_PREFIX } from '../paths.ts';

const attachments = `${API_PREFIX.app}/family_members/:familyMemberId/attachments`;

/**
 * A child's report attachments (schemas: calls/attachments.ts). Each file is served at
 * `attachments/:attachmentId` (attachmentFilePath), answered with the file rather than the envelope.
 */
export const attachmentRoutes = {
  upload: { id: 'attachments.upload', method: 'POST', path: attachments },
  list: { id: 'attachments.list', method: 'GET', path: attachments },
} as const;
