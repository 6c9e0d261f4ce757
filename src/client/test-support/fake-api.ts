/** One answer of the fake API: a status, a JSON body (none for 204) and headers. */
export interface FakeAnswer {
  status: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * A fetch double for component tests, installed as the global fetch: answers by 'METHOD /path' with the given
 * answer (a list is answered in turn, its last answer repeating) and records each Request. A call with no route fails
 * the test.
 */
export function installFakeApi(routes: Record<string, FakeAnswer | FakeAnswer[]>) {
  const requests: Request[] = [];
  const served = new Map<string, number>();
  const fetch = jest.fn(async (request: Request) => {
    requests.push(request);
    const key = `${request.method} ${new URL(request.url).pathname}`;
    const route = routes[key];
    if (!route) throw new Error(`The fake API has no route for ${key}`);
    const answers = Array.isArray(route) ? route : [route];
    const count = served.get(key) ?? 0;
    served.set(key, count + 1);
    const answer = answers[Math.min(count, answers.length - 1)]!;
    const init = { status: answer.status, headers: answer.headers };
    return answer.body === undefined ? new Response(null, init) : Response.json(answer.body, init);
  });
  Object.defineProperty(globalThis, 'fetch', { value: fetch, configurable: true, writable: true });
  /** The requests to `key` ('POST /api/v2/auth/login'), in order. */
  const requestsTo = (key: string) => requests.filter((request) => `${request.method} ${new URL(request.url).pathname}` === key);
  return { fetch, requests, requestsTo };
}
