import { parentPort } from 'node:worker_threads';
import { type ParseJob, type ToWorker, type WorkerMessage, parseFeedChunks } from './parallel-parse';

/**
 * Worker thread body: parses one feed file at a time and posts its records in chunks, at most
 * `aheadChunks` ahead of the importer (each chunk the importer takes grants one more back), so memory stays
 * bounded. A cancelled job stops at its next chunk. The thread stays up for the next job, which may come
 * while the importer still works through the last one's chunks (its late grants are then ignored).
 */
const port = parentPort;
if (port === null) throw new Error('parse-worker must run in a worker thread');

/** The job being parsed; a run whose job is no longer current (cancelled or replaced) stops at its next chunk. */
let current = 0;
let credit = 0;
let granted: (() => void) | null = null;

async function run(id: number, job: ParseJob): Promise<void> {
  current = id;
  credit = job.aheadChunks;
  for await (const message of parseFeedChunks(job)) {
    while (credit === 0 && current === id) await new Promise<void>((resolve) => (granted = resolve));
    if (current !== id) return;
    if (message.type === 'chunk') credit--;
    port?.postMessage({ ...message, id } satisfies WorkerMessage);
  }
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'more') {
    if (message.id !== current) return;
    credit += message.chunks;
    granted?.();
    return;
  }
  if (message.type === 'cancel') {
    if (current === message.id) current = 0;
    granted?.();
    return;
  }
  run(message.id, message.job).catch((error: unknown) => {
    port.postMessage({ type: 'error', id: message.id, message: error instanceof Error ? (error.stack ?? error.message) : String(error) } satisfies WorkerMessage);
  });
});
