import { showToast } from '../../../lib/feedback/toast.ts';
import { i18n } from '../../../lib/i18n/index.ts';
import { enqueueGrowthSave, type QueuedGrowthSave } from '../../../lib/offline/growth-queue.ts';

/** Keeps a record saved without a network on the phone and tells the parent so (issue 18 part 6). */
export async function queueOffline(entry: QueuedGrowthSave): Promise<void> {
  await enqueueGrowthSave(entry);
  void showToast({ content: i18n.t('offline:queued') });
}
