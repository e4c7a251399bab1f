import { isApiError, NETWORK_ERROR_CODE } from '../request/index.ts';
import { markGrowthSaveFailed, queuedGrowthSaves, removeGrowthSave, type QueuedGrowthSave } from './growth-queue.ts';

type Send = (entry: QueuedGrowthSave) => Promise<unknown>;

let sending: Promise<number> | null = null;

/**
 * Sends the waiting records, oldest first, each with its own Idempotency-Key, and returns how many went. No
 * network (or a busy server, 5xx) stops the round: they stay waiting for the next. A refusal (4xx) is kept with
 * its message for the parent to see and discard; it never blocks the records behind it. One round at a time.
 */
export function sendQueuedGrowthSaves(send: Send): Promise<number> {
  sending ??= (async () => {
    let sent = 0;
    for (const entry of await queuedGrowthSaves()) {
      if (entry.error) continue;
      try {
        await send(entry);
        await removeGrowthSave(entry.key);
        sent += 1;
      } catch (error) {
        const retryLater = !isApiError(error) || error.code === NETWORK_ERROR_CODE || error.status === 0 || error.status >= 500;
        if (retryLater) break;
        await markGrowthSaveFailed(entry, error.message);
      }
    }
    return sent;
  })().finally(() => {
    sending = null;
  });
  return sending;
}
