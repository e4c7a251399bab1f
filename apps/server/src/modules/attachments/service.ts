import { API_PREFIX, attachmentFilePath, ATTACHMENT_PATH, type AttachmentItem, type MediaContentType } from '@sprout/contracts';
import type { AppDeps } from '../../deps.ts';
import { validation } from '../../http/errors.ts';
import { defineMessages } from '../../http/messages.ts';
import { checkUpload } from '../media/checked-file.ts';
import { mediaStorage } from '../media/storage.ts';
import { attachmentRepository, type AttachmentRow } from './repository.ts';

defineMessages({
  'validation.attachmentUnknown': {
    'zh-CN': '附件不存在或不属于该儿童，请重新上传',
    'en-US': 'names no attachment of this child: upload the file again',
  },
});

const itemOf = (row: AttachmentRow): AttachmentItem => ({
  id: row.id,
  kind: row.kind,
  contentType: row.contentType as MediaContentType,
  sizeBytes: row.sizeBytes,
  filename: row.filename,
  path: attachmentFilePath(row.familyMemberId, row.id),
  createdAt: row.createdAt.toISOString(),
});

/** Paths under this prefix are attachment paths: anything there that names no attachment of the child is refused. */
const MEMBER_PATHS = `${API_PREFIX.app}/family_members/`;

/**
 * A child's report attachments (docs/decisions/3600-private-attachments.md): checked and stored as media are
 * (modules/media), but each belongs to one child, is found only with that child's id, and is stored in the bucket
 * under `attachments/<member>/<sha256>`.
 */
export function attachmentService(deps: Pick<AppDeps, 'db' | 'config'>) {
  const repo = attachmentRepository(deps.db);
  const storage = mediaStorage(deps.config.s3, 'attachments');
  return {
    async upload(input: {
      memberId: string;
      bytes: Buffer | undefined;
      declaredType: string;
      filename: string;
      uploaderId: string;
    }): Promise<AttachmentItem> {
      const file = checkUpload(input.bytes, input.declaredType);
      const existing = await repo.bySha(input.memberId, file.sha256);
      if (existing) return itemOf(existing);
      const storageKey = await storage.put(`${input.memberId}/${file.sha256}`, file.contentType, file.bytes);
      const row = await repo.insert({
        familyMemberId: input.memberId,
        kind: file.kind,
        contentType: file.contentType,
        sizeBytes: file.bytes.length,
        sha256: file.sha256,
        filename: input.filename,
        uploadedBy: input.uploaderId,
        data: storageKey ? null : file.bytes,
        storageKey,
      });
      return itemOf(row);
    },
    async list(memberId: string, query: { start: number; limit: number }) {
      const page = await repo.page(memberId, query.start, query.limit);
      return { total: page.total, list: page.list.map(itemOf) };
    },
    /** The file to serve, or null when this child has no such attachment. */
    async file(memberId: string, id: string): Promise<{ item: AttachmentItem; bytes: Buffer } | null> {
      const row = await repo.withData(memberId, id);
      if (!row) return null;
      return { item: itemOf(row), bytes: row.data ?? (await storage.get(row.storageKey!)) };
    },
    /**
     * Runs an erasure of a member or of an account's members, then removes their files from S3: the rows go with
     * the members (ON DELETE CASCADE), the bucket's objects only here. A key that cannot be removed is logged
     * (without anything personal) and left: the erasure itself has happened.
     */
    async erasing<T>(
      owner: { memberId: string } | { accountId: string },
      log: { warn: (o: object, m: string) => void },
      erase: () => Promise<T>,
    ): Promise<T> {
      const keys = deps.config.s3 ? await repo.storageKeys(owner) : [];
      const result = await erase();
      if (result)
        for (const key of keys)
          await storage.remove(key).catch((error: unknown) => log.warn({ err: String(error) }, 'attachment file not removed from storage'));
      return result;
    },
    /**
     * Refuses (400, each bad entry named `attachments.<i>`) a report's attachments that name an attachment path
     * not of this child: another child's, or none at all. https addresses and other paths pass as before.
     */
    async assertReferences(memberId: string, attachments: readonly string[]): Promise<void> {
      const named = attachments.map((value, index) => ({ index, match: ATTACHMENT_PATH.exec(value), value }));
      const candidates = named.filter((n) => n.match && n.match[1]!.toLowerCase() === memberId).map((n) => n.match![2]!.toLowerCase());
      const found = await repo.existing(memberId, candidates);
      const bad = named.filter((n) =>
        n.match ? !(n.match[1]!.toLowerCase() === memberId && found.has(n.match[2]!.toLowerCase())) : n.value.startsWith(MEMBER_PATHS),
      );
      if (bad.length) throw validation(bad.map((n) => ({ field: `attachments.${n.index}`, messageKey: 'validation.attachmentUnknown' })));
    },
  };
}
