import type { ActivityPageDescription, ActivityPageWindow } from '@sprout/contracts/activity';
import type { AppDb } from '../../db/client.ts';
import { AppError, fieldError } from '../../http/errors.ts';
import { activityImageFields, assertImagePathsResolve } from '../media/image-paths.ts';
import { activityRepository } from './repository.ts';

/**
 * The rules of editing activity pages: every save is a new version written in one transaction with the
 * page's pointer; publishing names an existing version; a slug names one page.
 */
export function activityService(db: AppDb) {
  const repo = activityRepository(db);

  async function draftOrNotFound(pageId: string) {
    const draft = await repo.draft(pageId);
    if (!draft) throw new AppError('NOT_FOUND');
    return draft;
  }

  return {
    repo,
    draftOrNotFound,

    async create(slug: string | undefined, description: ActivityPageDescription, editorId: string) {
      await assertImagePathsResolve(db, activityImageFields(description));
      if (slug && (await repo.slugTaken(slug)))
        throw new AppError('RECORD_EXISTS', 'activity.slugTaken', [{ field: 'slug', messageKey: 'activity.slugTaken' }]);
      const id = await db.transaction((tx) => repo.create(tx, { slug: slug ?? null, description, editorId }));
      return draftOrNotFound(id);
    },

    async update(pageId: string, description: ActivityPageDescription, editorId: string) {
      await assertImagePathsResolve(db, activityImageFields(description));
      // The answer is the version this save wrote, read in its own transaction under the page's lock: read after
      // the commit, a save made at the same moment on another connection could show through (both answered n+2).
      const draft = await db.transaction(async (tx) =>
        (await repo.addVersion(tx, pageId, description, editorId)) === null ? null : repo.draft(pageId, tx),
      );
      if (!draft) throw new AppError('NOT_FOUND');
      return draft;
    },

    async publish(pageId: string, version: number | undefined) {
      const outcome = await db.transaction((tx) => repo.publish(tx, pageId, version));
      if (outcome === 'noPage') throw new AppError('NOT_FOUND');
      if (outcome === 'noVersion') throw fieldError('version', 'activity.noSuchVersion');
      return draftOrNotFound(pageId);
    },

    async setWindow(pageId: string, window: ActivityPageWindow) {
      if (!(await repo.setWindow(pageId, window))) throw new AppError('NOT_FOUND');
      return draftOrNotFound(pageId);
    },

    async unpublish(pageId: string) {
      if (!(await repo.unpublish(pageId))) throw new AppError('NOT_FOUND');
      return draftOrNotFound(pageId);
    },
  };
}
