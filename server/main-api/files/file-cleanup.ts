// Stored objects are removed after the rows that name them are gone: deletions are queued in
// `file_deletions` inside the transaction that drops the rows, carried out right after it commits, and
// retried by the sweeper when the storage was not available. The sweeper also drops uploads that no
// application took within a day (an abandoned form), so storage does not fill with them.
import type { FastifyBaseLogger } from 'fastify';
import type { Queryable } from '#server/db/database.ts';
import type { FileStorage } from './storage.ts';

/** How long an upload may wait for the form it was made for. */
export const ABANDONED_UPLOAD_AGE_MS = 24 * 60 * 60 * 1000;
const SWEEP_BATCH = 200;

export interface FileCleanup {
  db: Queryable;
  storage: FileStorage;
  log: FastifyBaseLogger;
}

/**
 * Removes the queued objects (`keys`, or a batch of the queue, least recently tried first); failures
 * stay queued, counted and stamped with the attempt, so they move behind the keys not yet tried and a
 * batch of keys that always fail cannot keep the rest of the queue waiting forever.
 */
export async function removeQueuedFiles({ db, storage, log }: FileCleanup, keys?: readonly string[]): Promise<number> {
  const targets =
    keys ??
    (
      await db.query<{ storage_key: string }>(
        'select storage_key from file_deletions order by last_attempt_at nulls first, requested_at limit $1',
        [SWEEP_BATCH],
      )
    ).rows.map((row) => row.storage_key);
  let removed = 0;
  for (const key of targets) {
    try {
      await storage.remove(key);
      await db.query('delete from file_deletions where storage_key = $1', [key]);
      removed += 1;
    } catch (error) {
      log.warn({ err: error, storageKey: key }, 'could not remove a stored file; the sweeper retries');
      await db.query('update file_deletions set attempts = attempts + 1, last_attempt_at = clock_timestamp() where storage_key = $1', [
        key,
      ]);
    }
  }
  return removed;
}

/** Queues the uploads older than `ABANDONED_UPLOAD_AGE_MS` that no application has, and removes them. */
export async function sweepFiles(cleanup: FileCleanup, now: Date = new Date()): Promise<{ abandoned: number; removed: number }> {
  const { rows } = await cleanup.db.query<{ storage_key: string }>(
    // `for update skip locked` passes over a file that an application is being attached to right now
    // (the attaching insert holds a key-share lock on it): deleting it would cascade into the new link.
    `with candidates as (
       select f.id from files f
       where f.created_at < $1
         and not exists (select 1 from project_application_files a where a.file_id = f.id)
         and not exists (select 1 from contest_application_files a where a.file_id = f.id)
       for update skip locked
     ), abandoned as (
       delete from files f using candidates c where f.id = c.id
       returning f.storage_key
     )
     insert into file_deletions (storage_key) select storage_key from abandoned
     on conflict (storage_key) do nothing
     returning storage_key`,
    [new Date(now.getTime() - ABANDONED_UPLOAD_AGE_MS)],
  );
  const removed = await removeQueuedFiles(cleanup);
  return { abandoned: rows.length, removed };
}
