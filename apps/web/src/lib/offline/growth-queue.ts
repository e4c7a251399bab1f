import type { GrowthSaveBody } from '@sprout/contracts';

/**
 * Growth records a parent saved without a network (issue 18 part 6), kept on the phone in IndexedDB until they
 * are sent. IndexedDB, not a service worker's background sync: inside WeChat service workers are not dependable,
 * and the page itself sends the queue when the network returns or the app opens again. Each entry keeps the
 * Idempotency-Key of the parent's tap, so a send whose reply is lost and is sent again is one record.
 */
export interface QueuedGrowthSave {
  /** The Idempotency-Key of the parent's save, also the entry's key. */
  key: string;
  familyMemberId: string;
  body: GrowthSaveBody;
  queuedAt: string;
  /** Set when the server refused the record (e.g. a date that already has another record): the parent decides. */
  error?: string;
}

const DB_NAME = 'sprout-offline';
const STORE = 'growthSaves';
/** Told to every screen of this page when the queue changes (queued, sent, discarded). */
export const QUEUE_CHANGED_EVENT = 'sprout:growth-queue';

function open(): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE, { keyPath: 'key' });
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('indexedDB'));
  });
}

async function run<T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => IDBRequest<T>): Promise<T> {
  const db = await open();
  try {
    return await new Promise<T>((resolve, reject) => {
      const tx = db.transaction(STORE, mode);
      const request = work(tx.objectStore(STORE));
      tx.oncomplete = () => resolve(request.result);
      tx.onerror = () => reject(tx.error ?? new Error('indexedDB'));
    });
  } finally {
    db.close();
  }
}

const changed = () => window.dispatchEvent(new Event(QUEUE_CHANGED_EVENT));

export async function enqueueGrowthSave(entry: QueuedGrowthSave): Promise<void> {
  await run('readwrite', (store) => store.put(entry));
  changed();
}

export async function queuedGrowthSaves(): Promise<QueuedGrowthSave[]> {
  if (typeof indexedDB === 'undefined') return [];
  const all = await run('readonly', (store) => store.getAll() as IDBRequest<QueuedGrowthSave[]>);
  return all.sort((a, b) => a.queuedAt.localeCompare(b.queuedAt));
}

export async function removeGrowthSave(key: string): Promise<void> {
  await run('readwrite', (store) => store.delete(key));
  changed();
}

export async function markGrowthSaveFailed(entry: QueuedGrowthSave, error: string): Promise<void> {
  await run('readwrite', (store) => store.put({ ...entry, error }));
  changed();
}
