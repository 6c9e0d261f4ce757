import createClient, { type Client, type Middleware } from 'openapi-fetch';
import { clearToken } from '../lib/session-token';
import { FetchError, ResponseError } from './errors';
import type { paths } from './schema.gen';

/** A client of the main API typed from its OpenAPI document (`npm run gen:api`). */
export type ApiClient = Client<paths>;

export interface ApiClientOptions {
  /** Origin of the API, e.g. 'https://api.uyut.bg'. Default: GATSBY_API_URL, else the page's own origin. */
  baseUrl?: string;
  /** Extra headers for every request (the build's bearer token). */
  headers?: Record<string, string>;
  /** Replaces fetch (tests). */
  fetch?: (request: Request) => Promise<Response>;
}

/** The page's location: only a browser document has one (the build and the server's tools load this module in Node). */
const pageLocation = (globalThis as { location?: { origin: string } }).location;

/**
 * GATSBY_API_URL is inlined by Gatsby at build. Without it the API is on the page's origin, written out because a
 * Request needs an absolute URL wherever there is no document to resolve a path against (tests, Node).
 */
const SITE_API_URL = process.env.GATSBY_API_URL || (pageLocation?.origin ?? '');

/**
 * The one fetch layer (spec §8): a request that fails becomes FetchError, a non-2xx answer ResponseError, so every
 * call either throws one of them or resolves with its 2xx answer. A 401 means the session is gone (ADR 0003): the
 * token's display claims are cleared with it, so the page stops showing a signed-in user.
 */
const typedErrors: Middleware = {
  onResponse({ response }) {
    if (response.status === 401) clearToken();
    if (!response.ok) throw new ResponseError(response);
  },
  onError({ error }) {
    return new FetchError(error);
  },
};

/**
 * Spec §6: every request carries credentials (session and token cookies); not configurable. `Paths` is the main
 * API's document unless a caller types routes that document does not carry yet.
 */
export function createApiClient<Paths extends object = paths>(options: ApiClientOptions = {}): Client<Paths> {
  const client = createClient<Paths>({
    baseUrl: options.baseUrl ?? SITE_API_URL,
    headers: options.headers,
    /* Looked up per call, not once at load: a fetch installed later (a test double, an analytics wrapper) is the one used. */
    fetch: options.fetch ?? ((request) => fetch(request)),
    credentials: 'include',
  });
  client.use(typedErrors);
  return client;
}

/**
 * The body of a call's 2xx answer. The middleware has already thrown on any other answer; a 2xx answer without
 * the body its operation promises is a ResponseError too.
 */
export async function bodyOf<T>(call: Promise<{ data?: T; response: Response }>): Promise<T> {
  const { data, response } = await call;
  if (data === undefined) throw new ResponseError(response, 'Response had no body');
  return data;
}
