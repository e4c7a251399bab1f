import { MEDIA_TYPES, type MediaContentType } from '@sprout/contracts/light';

const MB = 1024 * 1024;

/** Size in KB or MB, one decimal. */
export function formatSize(bytes: number): string {
  return bytes >= MB ? `${(bytes / MB).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

/** Why a chosen file cannot be sent (checked again by the server from its bytes), or null. */
export function fileProblem(file: {
  type: string;
  size: number;
}): { key: 'media.wrongType' } | { key: 'media.tooLarge'; max: number } | null {
  const rule = MEDIA_TYPES[file.type as MediaContentType];
  if (!rule) return { key: 'media.wrongType' };
  if (file.size > rule.maxBytes) return { key: 'media.tooLarge', max: rule.maxBytes / MB };
  return null;
}
