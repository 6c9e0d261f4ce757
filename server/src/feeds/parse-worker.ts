import { parentPort } from 'node:worker_threads';
import { fileDigest, type ParseJob, type ToWorker, type WorkerMessage, parsePostedChunks } from './parallel-parse';

/**
 * Worker thread body: posts the digest of each feed file as soon as it is given (`fileDigest`, which the importer
 * compares with the shop's last feed), and parses its jobs one feed file at a time, in the order given, posting
 * each feed's records in chunks, at most `aheadChunks` ahead of the importer (each chunk the importer takes grants one
 * more back), so memory stays bounded. The next job starts as soon as a feed's last chunk is posted, while
 * the importer may still be working through it (its late grants then only count its chunks as taken). A
 * cancelled job stops at its next chunk, or is dropped before it starts. A feed that fails to parse fails only its own job.
 */
const port = parentPort;
if (port === null) throw new Error('parse-worker must run in a worker thread');

/** Jobs not started, each with the posting of its digest, which comes before its first chunk (false: the file could not be read, and the job has failed). */
const queue: { id: number; job: ParseJob; digestPosted: Promise<boolean> }[] = [];
/** The job being parsed; a run whose job is no longer current (cancelled) stops at its next chunk. */
let current = 0;
let credit = 0;
let granted: (() => void) | null = null;
/**
 * Chunks posted and not yet taken by the importer (granted back), per job and in all: with the feeds queued
 * behind the current one, the parser may be several feeds ahead while each small feed is still within its first chunks.
 */
const untaken = new Map<number, number>();
let untakenTotal = 0;

function taken(id: number, chunks: number): void {
  const left = untaken.get(id);
  if (left === undefined) return;
  const count = Math.min(left, chunks);
  untakenTotal -= count;
  if (left > count) untaken.set(id, left - count);
  else untaken.delete(id);
}

async function run(id: number, job: ParseJob): Promise<void> {
  current = id;
  credit = job.aheadChunks;
  /* More than half a feed's chunks ahead posted and not taken, over all feeds: the importer is the busier thread, so this one computes the slugs and title keys. */
  for await (const message of parsePostedChunks(job, () => untakenTotal * 2 > job.aheadChunks)) {
    while (credit === 0 && current === id) await new Promise<void>((resolve) => (granted = resolve));
    if (current !== id) return;
    if (message.type === 'chunk') {
      credit--;
      untaken.set(id, (untaken.get(id) ?? 0) + 1);
      untakenTotal++;
    }
    port?.postMessage({ ...message, id } satisfies WorkerMessage);
  }
}

let running = false;

const errorText = (error: unknown) => (error instanceof Error ? (error.stack ?? error.message) : String(error));

async function runQueue(): Promise<void> {
  running = true;
  for (let next = queue[0]; next; next = queue[0]) {
    const readable = await next.digestPosted;
    /* Cancelled while its digest was computed: it is no longer queued. */
    if (queue[0] !== next) continue;
    queue.shift();
    if (!readable) continue;
    const { id, job } = next;
    await run(id, job).catch((error: unknown) => {
      port?.postMessage({ type: 'error', id, message: errorText(error) } satisfies WorkerMessage);
    });
  }
  running = false;
}

port.on('message', (message: ToWorker) => {
  if (message.type === 'more') {
    taken(message.id, message.chunks);
    if (message.id !== current) return;
    credit += message.chunks;
    granted?.();
    return;
  }
  if (message.type === 'cancel') {
    taken(message.id, Infinity);
    const queued = queue.findIndex((entry) => entry.id === message.id);
    if (queued >= 0) queue.splice(queued, 1);
    if (current === message.id) {
      current = 0;
      granted?.();
    }
    return;
  }
  /* At once, between the chunks of the feed being parsed: the importer decides from it whether to import the feed. */
  const digestPosted = fileDigest(message.job.path).then(
    (digest) => {
      port.postMessage({ type: 'digest', id: message.id, digest } satisfies WorkerMessage);
      return true;
    },
    (error: unknown) => {
      port.postMessage({ type: 'error', id: message.id, message: errorText(error) } satisfies WorkerMessage);
      return false;
    },
  );
  queue.push({ id: message.id, job: message.job, digestPosted });
  if (!running) void runQueue();
});
