/**
 * Admits at most `concurrency` tasks at once and queues at most `maxQueued` more; beyond that a task is
 * refused at once with RenderBusyError, so a flood of cache misses waits in a short line or is told to
 * come back, instead of piling up work that starves every other request.
 */
export interface RenderGate {
  run<T>(task: () => Promise<T>): Promise<T>;
}

/** The render queue is full; the client should retry after `retryAfterSeconds`. */
export class RenderBusyError extends Error {
  override readonly name = 'RenderBusyError';
  readonly retryAfterSeconds = 1;
  constructor() {
    super('Too many images are being rendered; try again shortly');
  }
}

export function createRenderGate(options: { concurrency: number; maxQueued: number }): RenderGate {
  const { concurrency, maxQueued } = options;
  let running = 0;
  const waiting: (() => void)[] = [];

  const release = (): void => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };

  return {
    async run(task) {
      if (running < concurrency) running++;
      else if (waiting.length < maxQueued) await new Promise<void>((resolve) => waiting.push(resolve));
      else throw new RenderBusyError();
      try {
        return await task();
      } finally {
        release();
      }
    },
  };
}
