import { Worker, type WorkerOptions } from 'node:worker_threads';

/** A worker thread running one of this server's TypeScript files, compiled by tsx as the main thread's are. */
export function typeScriptWorker(path: string, options: Omit<WorkerOptions, 'eval'> = {}): Worker {
  return new Worker(`require('tsx/cjs/api').register(); require(${JSON.stringify(path)});`, { ...options, eval: true });
}
