import type { AppDb } from '../db/client.ts';
import { insertAuditEvents, type AuditRow } from './repository.ts';

/** At most this many rows in one INSERT. */
const MAX_BATCH = 500;

interface Waiting {
  row: AuditRow;
  resolve: () => void;
  reject: (error: unknown) => void;
}

/**
 * The audit rows of concurrent answers written together (group commit), each answer still sent only once its row
 * is committed (the audit fails closed). A row is written at once when no write is under way, so a lone request
 * waits no longer than before; rows that arrive while one is under way go together in the next INSERT. Under the
 * doctor's list at 20 connections this is one INSERT for several answers instead of one each (issue 28: a round
 * trip to PostgreSQL, and its commit's flush to disk, per staff read). A batch that fails is written again row by
 * row, so one bad row fails its own answer only.
 */
function auditBatch(db: AppDb) {
  let queue: Waiting[] = [];
  let writing = false;

  async function writeEach(batch: Waiting[]): Promise<void> {
    for (const item of batch) {
      await insertAuditEvents(db, [item.row]).then(item.resolve, item.reject);
    }
  }

  async function drain(): Promise<void> {
    writing = true;
    try {
      while (queue.length > 0) {
        const batch = queue.slice(0, MAX_BATCH);
        queue = queue.slice(MAX_BATCH);
        try {
          await insertAuditEvents(
            db,
            batch.map((item) => item.row),
          );
          for (const item of batch) item.resolve();
        } catch (error) {
          if (batch.length === 1) batch[0]!.reject(error);
          else await writeEach(batch);
        }
      }
    } finally {
      writing = false;
    }
  }

  return (row: AuditRow): Promise<void> =>
    new Promise<void>((resolve, reject) => {
      queue.push({ row, resolve, reject });
      if (!writing) void drain();
    });
}

const batches = new WeakMap<AppDb, (row: AuditRow) => Promise<void>>();

/** Writes one audit row with the others of the moment (see auditBatch); resolves once it is committed. */
export function writeAuditRow(db: AppDb, row: AuditRow): Promise<void> {
  let write = batches.get(db);
  if (!write) {
    write = auditBatch(db);
    batches.set(db, write);
  }
  return write(row);
}
