import { join } from 'node:path';
import { typeScriptWorker } from '../lib/ts-worker';

export interface WalCheckpointerOptions {
  /** The SQLite database file (in WAL mode). */
  path: string;
  /** WAL pages not yet copied into the file that start a checkpoint. */
  pages: number;
  /** After a checkpoint, and until the WAL starts over, the pages that start the next one. */
  morePages: number;
  /** How often the WAL is looked at. */
  intervalMs: number;
}

export interface WalCheckpointer {
  /** Ends the thread, once the checkpoint it may be running has returned. */
  stop(): Promise<void>;
}

/**
 * Copies the WAL of a database file into the file from a thread of its own (db/wal-checkpoint-worker.ts), once
 * `pages` pages not yet copied have piled up, then each `morePages`. The thread never keeps the process alive.
 *
 * Why: a connection's automatic checkpoint runs inside the COMMIT that crosses its bound, and blocks the writer
 * while it copies the WAL and waits for the disk (at 966k imported offers, six checkpoints of 1 GB held the
 * importing thread 9.4 s, 6 s of it off the CPU). Copied from here, nearly all the WAL is in the file when the
 * writer's own checkpoint comes, which then copies only the last `morePages` or fewer. The writer must keep its
 * automatic checkpoint: the WAL starts over only when a write transaction begins with all of it copied, and this
 * thread never writes.
 */
export function startWalCheckpointer(options: WalCheckpointerOptions): WalCheckpointer {
  const worker = typeScriptWorker(join(__dirname, 'wal-checkpoint-worker.ts'), { workerData: options });
  worker.unref();
  worker.on('error', (error) =>
    console.error('The WAL checkpoint thread failed; the connection checkpoints on its own from now on', error),
  );
  return {
    async stop() {
      await worker.terminate();
    },
  };
}
