import { MEDIA_PATH, SHIPPED_IMAGE_PATHS } from '@sprout/contracts';
import type { AppDb, AppTx } from '../../db/client.ts';
import { validation, type FieldProblem } from '../../http/errors.ts';
import './messages.ts';
import { mediaRepository } from './repository.ts';

/** An image field of a save: its name as the 400 names it, and what the editor typed (null: none). */
export interface ImageField {
  field: string;
  value: string | null | undefined;
}

const SHIPPED = new Set(SHIPPED_IMAGE_PATHS);

/**
 * The one check every save of an image path goes through (articles' covers, activity pages' images, share card
 * and background, clinic photos, doctor photos): a path on this site must name an uploaded image (`/media/<id>`)
 * or a file the web build ships (contracts' SHIPPED_IMAGE_PATHS); anything else would be a broken image, so it is
 * a 400 naming each such field. An https address is another site's and is taken as given.
 */
export async function assertImagePathsResolve(db: AppDb | AppTx, fields: ImageField[]): Promise<void> {
  const problems: FieldProblem[] = [];
  const wanted: Array<{ field: string; id: string }> = [];
  for (const { field, value } of fields) {
    if (!value || !value.startsWith('/')) continue;
    const path = value.split(/[?#]/, 1)[0]!;
    if (SHIPPED.has(path)) continue;
    const media = MEDIA_PATH.exec(path);
    if (media) wanted.push({ field, id: media[1]!.toLowerCase() });
    else problems.push({ field, messageKey: 'validation.imagePathUnknown' });
  }
  if (wanted.length) {
    const found = await mediaRepository(db).existing([...new Set(wanted.map((w) => w.id))], 'image');
    for (const w of wanted) if (!found.has(w.id)) problems.push({ field: w.field, messageKey: 'validation.imagePathUnknown' });
  }
  if (problems.length) throw validation(problems);
}

/** The image fields of an activity page's description: every `src` (image widgets) and `imageUrl` (share card, background). */
export function activityImageFields(value: unknown, path: string[] = []): ImageField[] {
  if (Array.isArray(value)) return value.flatMap((v, i) => activityImageFields(v, [...path, String(i)]));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, v]) =>
    (key === 'src' || key === 'imageUrl') && typeof v === 'string'
      ? [{ field: [...path, key].join('.'), value: v }]
      : activityImageFields(v, [...path, key]),
  );
}
