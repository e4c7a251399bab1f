import type { ContentKind, ContentVersion } from '@sprout/contracts';
import { useContentVersions } from '../api/get-content-versions.ts';
import { VersionList } from './version-list.tsx';

/** A content item's saved versions (who and when, compare two, load one into the form). */
export function VersionHistory({
  kind,
  itemId,
  onRestore,
}: {
  kind: ContentKind;
  itemId: string;
  onRestore: (version: ContentVersion) => void;
}) {
  const versions = useContentVersions(kind, itemId);
  const list = versions.data ?? [];
  return (
    <VersionList
      versions={list.map((v) => ({ version: v.version, by: v.editedBy?.name ?? null, at: v.editedAt, data: v.data }))}
      onRestore={(n) => {
        const found = list.find((v) => v.version === n);
        if (found) onRestore(found);
      }}
    />
  );
}
