import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';
import type { AttachmentItem } from '@sprout/contracts';
import { ATTACHMENT_PATH, attachmentRoutes, PAGE_MAX_LIMIT } from '@sprout/contracts/light';
import { callApi, fetchFile, handOver } from '../../lib/request/index.ts';

/**
 * A child's report attachments (docs/decisions/3600-private-attachments.md). The files are served only with the
 * session's token header, so the page fetches them and shows them from memory (an object URL): a plain link or
 * <img src> to the path would carry no token and be refused.
 */

/** Under the member's key, so a write to the member (['family', id]) refreshes the names too. */
export const attachmentKeys = {
  list: (familyMemberId: string) => ['family', familyMemberId, 'attachments'] as const,
};

/** The member an attachment path belongs to, or null for an https address or any other path. */
export function attachmentMember(path: string): string | null {
  return ATTACHMENT_PATH.exec(path)?.[1]?.toLowerCase() ?? null;
}

/** Names and kinds of the child's attachments by path (the newest PAGE_MAX_LIMIT: a report holds at most 20). */
export function useAttachmentIndex(familyMemberId: string | null): Map<string, AttachmentItem> {
  const list = useQuery({
    queryKey: attachmentKeys.list(familyMemberId ?? ''),
    queryFn: () => callApi(attachmentRoutes.list, { params: { familyMemberId: familyMemberId! }, query: { limit: PAGE_MAX_LIMIT } }),
    enabled: Boolean(familyMemberId),
    meta: { silentError: true },
  });
  return useMemo(() => new Map((list.data?.list ?? []).map((item) => [item.path.toLowerCase(), item])), [list.data]);
}

/** An image attachment as an object URL for an <img>, or null while it loads (or when it cannot be read). */
export function useAttachmentImage(path: string | null): string | null {
  const file = useQuery({
    queryKey: ['attachmentFile', path],
    queryFn: () => fetchFile(path!),
    enabled: Boolean(path),
    // Held only while shown: the server forbids caching a child's file, and memory is not a cache to keep.
    gcTime: 0,
    staleTime: Infinity,
    meta: { silentError: true },
  });
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!file.data) return;
    const objectUrl = URL.createObjectURL(file.data.blob);
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [file.data]);
  return url;
}

/** Fetches an attachment with the session and opens it in a new tab (the browser shows a PDF or an image). */
export async function openAttachment(path: string): Promise<void> {
  const { blob } = await fetchFile(path);
  handOver(blob, { open: true });
}
