import { growthRoutes } from '@sprout/contracts/light';
import { callApi, ERROR_SHOW_TYPE } from '../request/index.ts';
import { getToken } from '../session.ts';
import { queuedGrowthSaves } from './growth-queue.ts';
import { sendQueuedGrowthSaves } from './send-queue.ts';

/** Tells the screens that records went, so they read the growth data again. */
export const QUEUE_SENT_EVENT = 'sprout:growth-queue-sent';

/** Sends the queue now when signed in and online (the growth screen calls it when it opens). */
export async function sendQueuedNow(): Promise<void> {
  if (!getToken() || !navigator.onLine) return;
  if ((await queuedGrowthSaves()).length === 0) return;
  const sent = await sendQueuedGrowthSaves((entry) =>
    callApi(growthRoutes.save, { body: entry.body, idempotencyKey: entry.key, showType: ERROR_SHOW_TYPE.SILENT }),
  );
  if (sent > 0) window.dispatchEvent(new Event(QUEUE_SENT_EVENT));
}

/**
 * Loaded after the first screen (main.tsx): sends what was queued offline now and whenever the network comes
 * back, and registers the service worker that lets the app shell open offline where the browser allows it.
 */
export function startOffline(): void {
  void sendQueuedNow().catch(() => undefined);
  window.addEventListener('online', () => void sendQueuedNow().catch(() => undefined));
  if ('serviceWorker' in navigator && window.isSecureContext) {
    // Offline, the browser cannot fetch sw.js (and says so in the console): the worker is registered once online.
    const register = () => void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
    if (navigator.onLine) register();
    else window.addEventListener('online', register, { once: true });
  }
}
