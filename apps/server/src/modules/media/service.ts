import { MEDIA_PATH_PREFIX, type MediaContentType, type MediaItem } from '@sprout/contracts';
import type { AppDeps } from '../../deps.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { checkUpload } from './checked-file.ts';
import './messages.ts';
import { mediaRepository, type MediaRow } from './repository.ts';
import { mediaStorage } from './storage.ts';

export const mediaItemOf = (row: MediaRow): MediaItem => ({
  id: row.id,
  kind: row.kind,
  contentType: row.contentType as MediaContentType,
  sizeBytes: row.sizeBytes,
  sha256: row.sha256,
  filename: row.filename,
  path: `${MEDIA_PATH_PREFIX}${row.id}`,
  createdAt: row.createdAt.toISOString(),
});

/** Upload, list, serve and delete media (issue 30 items 10 and 11). */
export function mediaService(deps: Pick<AppDeps, 'db' | 'config'>) {
  const repo = mediaRepository(deps.db);
  const storage = mediaStorage(deps.config.s3);
  return {
    async upload(input: { bytes: Buffer | undefined; declaredType: string; filename: string; uploaderId: string }): Promise<MediaItem> {
      const { bytes, contentType: actual, kind, sha256 } = checkUpload(input.bytes, input.declaredType);
      const existing = await repo.bySha(sha256);
      if (existing) return mediaItemOf(existing);
      const storageKey = await storage.put(sha256, actual, bytes);
      const { row } = await repo.insert({
        kind,
        contentType: actual,
        sizeBytes: bytes.length,
        sha256,
        filename: input.filename,
        uploadedBy: input.uploaderId,
        data: storageKey ? null : bytes,
        storageKey,
      });
      return mediaItemOf(row);
    },
    async list(query: { start: number; limit: number; kind?: 'image' | 'document' | undefined }) {
      const page = await repo.page(query.start, query.limit, query.kind);
      return { total: page.total, list: page.list.map(mediaItemOf) };
    },
    /** The file to serve, or null for an unknown id. */
    async file(id: string): Promise<{ item: MediaItem; bytes: Buffer } | null> {
      const row = await repo.withData(id);
      if (!row) return null;
      const bytes = row.data ?? (await storage.get(row.storageKey!));
      return { item: mediaItemOf(row), bytes };
    },
    async remove(id: string): Promise<{ id: string }> {
      if (await repo.referenced(id)) throw new AppError('RECORD_EXISTS', 'media.inUse');
      const row = await repo.remove(id);
      if (!row) throw notFound('media.notFound');
      if (row.storageKey) await storage.remove(row.storageKey);
      return { id };
    },
  };
}
