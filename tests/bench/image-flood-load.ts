/**
 * The render flood of image-flood.bench.ts, in its own process so it does not share the server's event loop:
 * receives one run over IPC, keeps `connections` clients busy, each asking for the next path of the list (every
 * one a different image box, so a cache miss) and waiting out a 503's Retry-After, until the time is up, and
 * answers how the server replied.
 */
export interface FloodRun {
  origin: string;
  paths: string[];
  connections: number;
  durationMs: number;
}

export interface FloodFigures {
  requests: number;
  /** Count per HTTP status; 0 for a failed connection. */
  statuses: Record<string, number>;
}

process.once('message', (run: FloodRun) => {
  const deadline = Date.now() + run.durationMs;
  const statuses: Record<string, number> = {};
  let next = 0;
  let requests = 0;
  const worker = async (): Promise<void> => {
    while (Date.now() < deadline && next < run.paths.length) {
      const path = run.paths[next++];
      const answer = await fetch(`${run.origin}${path}`).then(
        async (response) => {
          await response.arrayBuffer();
          return { status: response.status, retryAfter: Number(response.headers.get('retry-after') ?? 0) };
        },
        () => ({ status: 0, retryAfter: 0 }),
      );
      requests++;
      statuses[answer.status] = (statuses[answer.status] ?? 0) + 1;
      // Like a browser or a polite crawler: a 503 with Retry-After is retried no sooner than asked.
      if (answer.status === 503 && answer.retryAfter > 0) await new Promise((resolve) => setTimeout(resolve, answer.retryAfter * 1000));
    }
  };
  void Promise.all(Array.from({ length: run.connections }, worker)).then(() => {
    const figures: FloodFigures = { requests, statuses };
    process.send!(figures, undefined, {}, () => process.exit(0));
  });
});
