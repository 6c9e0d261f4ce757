import type { FetchAPI, FetchResponse } from '../runtime';

export function jsonResponse(status: number, body: unknown): FetchResponse {
  return { ok: status >= 200 && status < 300, status, statusText: '', headers: new Headers(), json: async () => body };
}

/** A fetch double answering every call with `status` and `body`, recording calls. */
export function fakeFetch(status: number, body: unknown): jest.Mock<ReturnType<FetchAPI>, Parameters<FetchAPI>> {
  return jest.fn<ReturnType<FetchAPI>, Parameters<FetchAPI>>(async () => jsonResponse(status, body));
}
