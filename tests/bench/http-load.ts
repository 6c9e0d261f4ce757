/**
 * The load generator of http.bench.ts, in its own process so it does not share the server's event loop: receives one
 * run over IPC, drives it with autocannon and answers the figures. Each request takes the next body of the shared
 * sequence, whichever connection sends it, so the connections never walk the list in lockstep.
 */
import autocannon from 'autocannon';

export interface LoadRun {
  url: string;
  method: 'GET' | 'POST';
  /** JSON bodies in replay order (POST); empty for GET. */
  bodies: string[];
  /** Extra request headers (a browser's Accept-Encoding). */
  headers?: Record<string, string>;
  connections: number;
  /** Seconds, or exactly `amount` requests when set. */
  duration: number;
  amount?: number;
}

export interface LoadFigures {
  p50: number;
  p99: number;
  max: number;
  requestsPerSecond: number;
  requests: number;
  non2xx: number;
  errors: number;
}

process.once('message', (run: LoadRun) => {
  let next = 0;
  const instance = autocannon(
    {
      url: run.url,
      connections: run.connections,
      duration: run.duration,
      amount: run.amount,
      requests: [
        {
          method: run.method,
          headers: { 'content-type': 'application/json', ...run.headers },
          setupRequest: (request) => (run.bodies.length === 0 ? request : { ...request, body: run.bodies[next++ % run.bodies.length] }),
        },
      ],
    },
    (error, result) => {
      if (error) throw error;
      const figures: LoadFigures = {
        p50: result.latency.p50,
        p99: result.latency.p99,
        max: result.latency.max,
        requestsPerSecond: result.requests.average,
        requests: result.requests.total,
        non2xx: result.non2xx,
        errors: result.errors,
      };
      process.send!(figures, undefined, {}, () => process.exit(0));
    },
  );
  instance.on('error', (error: unknown) => {
    throw error;
  });
});
