import { createHash } from 'node:crypto';
import { MEDIA_TYPES, type MediaContentType } from '@sprout/contracts';
import { AppError, fieldError } from '../../http/errors.ts';
import './messages.ts';
import { sniffMediaType } from './sniff.ts';

const MB = 1024 * 1024;

export interface CheckedFile {
  bytes: Buffer;
  contentType: MediaContentType;
  kind: 'image' | 'document';
  sha256: string;
}

/**
 * An upload's bytes as what they are (media and report attachments alike): the type from the first bytes, equal
 * to the declared Content-Type, within that type's size limit. Anything else is refused with the field named.
 */
export function checkUpload(bytes: Buffer | undefined, declaredType: string): CheckedFile {
  if (!bytes || bytes.length === 0) throw fieldError('body', 'media.empty');
  const actual = sniffMediaType(bytes);
  if (!actual) throw fieldError('body', 'media.unknownType');
  if (actual !== declaredType) throw fieldError('Content-Type', 'media.typeMismatch', { actual });
  const { kind, maxBytes } = MEDIA_TYPES[actual];
  if (bytes.length > maxBytes) throw new AppError('TOO_LARGE', 'media.tooLarge', [], { max: maxBytes / MB });
  return { bytes, contentType: actual, kind, sha256: createHash('sha256').update(bytes).digest('hex') };
}

/** The Content-Type an upload declares, without its parameters. */
export const declaredTypeOf = (header: string | string[] | undefined): string =>
  String(header ?? '')
    .split(';', 1)[0]!
    .trim()
    .toLowerCase();

/** A Content-Disposition naming the file safely: an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(type: 'inline' | 'attachment', filename: string): string {
  const ascii = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  return `${type}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(filename)}`;
}
