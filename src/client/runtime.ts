/**
 * The fetch layer, shaped like openapi-generator's typescript-fetch runtime (Configuration, BaseAPI,
 * ResponseError, FetchError, RequiredError) so generated-style API classes and error handling look
 * familiar. Request and response types come only from the generated `schema.gen.ts`.
 */

/** The part of `Response` the client reads, so tests can fake it without a fetch polyfill. */
export type FetchResponse = Pick<Response, 'ok' | 'status' | 'statusText' | 'headers' | 'json'>;
export type FetchAPI = (url: string, init: RequestInit) => Promise<FetchResponse>;
export type HTTPMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type HTTPQuery = Record<string, string | number | boolean | null | undefined>;

export interface ConfigurationParameters {
  /** Prefix of every path, e.g. 'https://api.uyut.bg'. Default '' = the page's own origin. */
  basePath?: string;
  /** Replaces the global fetch (tests, SSR). */
  fetchApi?: FetchAPI;
  /** Extra headers for every request. */
  headers?: Record<string, string>;
}

export class Configuration {
  constructor(private readonly parameters: ConfigurationParameters = {}) {}

  get basePath(): string {
    return (this.parameters.basePath ?? '').replace(/\/+$/, '');
  }

  get fetchApi(): FetchAPI {
    return this.parameters.fetchApi ?? ((url, init) => fetch(url, init));
  }

  get headers(): Record<string, string> {
    return this.parameters.headers ?? {};
  }

  /** Spec §6/§7: every request carries credentials (session and token cookies). Not configurable. */
  get credentials(): RequestCredentials {
    return 'include';
  }
}

/** The default for the site: API on `GATSBY_API_URL` (inlined by Gatsby at build), else same origin. */
export const DefaultConfig = new Configuration({ basePath: process.env.GATSBY_API_URL ?? '' });

/** Spec §8: a non-2xx answer. */
export class ResponseError extends Error {
  override readonly name = 'ResponseError';
  constructor(
    readonly response: FetchResponse,
    message = 'Response returned an error code',
  ) {
    super(message);
  }
}

/** Spec §8: the network request itself failed; `cause` is what fetch threw. */
export class FetchError extends Error {
  override readonly name = 'FetchError';
  constructor(
    override readonly cause: unknown,
    message = 'The request failed and the interceptors did not return an alternative response',
  ) {
    super(message);
  }
}

/** Spec §5/§8: a required parameter was missing; `field` names it. */
export class RequiredError extends Error {
  override readonly name = 'RequiredError';
  constructor(
    readonly field: string,
    message?: string,
  ) {
    super(message ?? `Required parameter "${field}" was null or undefined.`);
  }
}

export interface RequestOpts {
  path: string;
  method: HTTPMethod;
  query?: HTTPQuery;
  body?: unknown;
  signal?: AbortSignal;
}

/** Throws RequiredError when `value` is null or undefined (spec §5 client-side required parameters). */
export function requireParameter<T>(value: T | null | undefined, field: string, operation: string): T {
  if (value === null || value === undefined) {
    throw new RequiredError(field, `Required parameter "${field}" was null or undefined when calling ${operation}().`);
  }
  return value;
}

function queryString(query: HTTPQuery | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== null && value !== undefined) params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

export class BaseAPI {
  constructor(protected readonly configuration: Configuration = DefaultConfig) {}

  /** Sends the request; resolves with a 2xx response, else throws ResponseError or FetchError. */
  protected async request(options: RequestOpts): Promise<FetchResponse> {
    const headers: Record<string, string> = { Accept: 'application/json', ...this.configuration.headers };
    if (options.body !== undefined) headers['Content-Type'] = 'application/json';
    const init: RequestInit = {
      method: options.method,
      headers,
      credentials: this.configuration.credentials,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    };
    const url = `${this.configuration.basePath}${options.path}${queryString(options.query)}`;
    let response: FetchResponse;
    try {
      response = await this.configuration.fetchApi(url, init);
    } catch (cause) {
      throw new FetchError(cause);
    }
    if (response.status >= 200 && response.status < 300) return response;
    throw new ResponseError(response);
  }

  /** `request` plus the JSON body, typed by the caller from the generated schema. */
  protected async requestJson<T>(options: RequestOpts): Promise<T> {
    const response = await this.request(options);
    return (await response.json()) as T;
  }
}
