import { parentPort, workerData } from 'node:worker_threads';
import SQLite from 'better-sqlite3';
import type { WalCheckpointerOptions } from './wal-checkpointer';

/**
 * Worker thread body of wal-checkpointer.ts: with a connection of its own to the database file, checks the WAL
 * every `intervalMs` (a NOOP checkpoint, which takes no lock and copies nothing) and runs a PASSIVE checkpoint
 * (which copies the WAL into the file without waiting for the writer) once `pages` pages not yet copied have
 * piled up, and then, until the WAL starts over, each time `morePages` more have. The polling is here, not in
 * the writer's thread: a busy writer's event loop runs its timers late.
 */
if (parentPort === null) throw new Error('wal-checkpoint-worker must run in a worker thread');
const { path, pages, morePages, intervalMs } = workerData as WalCheckpointerOptions;
const sqlite = new SQLite(path);

setInterval(() => {
  const [wal] = sqlite.pragma('wal_checkpoint(NOOP)') as { log: number; checkpointed: number }[];
  if (wal !== undefined && wal.log - wal.checkpointed >= (wal.checkpointed > 0 ? morePages : pages))
    sqlite.pragma('wal_checkpoint(PASSIVE)');
}, intervalMs);
