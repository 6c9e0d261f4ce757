/** Spec §8: a non-2xx answer, or a 2xx answer without the body its operation promises; `response` is the answer. */
export class ResponseError extends Error {
  override readonly name = 'ResponseError';
  constructor(
    readonly response: Response,
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

/** Spec §5/§8: a required parameter of `operation` was missing; `field` names it. */
export class RequiredError extends Error {
  override readonly name = 'RequiredError';
  constructor(
    readonly field: string,
    operation: string,
  ) {
    super(`Required parameter "${field}" was null or undefined when calling ${operation}().`);
  }
}

/** What a client call or SWR hook can fail with. */
export type ApiError = ResponseError | FetchError | RequiredError;

/**
 * Throws RequiredError when `value` is null or undefined (spec §5 client-side required parameters): the generated
 * types require them, but a caller outside TypeScript's view (page data, a cast) can still leave one out.
 */
export function requireParameter<T>(parameter: { operation: string; field: string; value: T | null | undefined }): T {
  if (parameter.value === null || parameter.value === undefined) throw new RequiredError(parameter.field, parameter.operation);
  return parameter.value;
}

/** What an error answer says (the API's one error body, README "API"), plus its Retry-After in seconds. */
export interface ApiProblem {
  status: number;
  /** The request field at fault, when the server names one. */
  field: string | null;
  /** What exactly is wrong with it, when the server says ('unconfirmed', 'common'). */
  code: string | null;
  message: string;
  /** Seconds to wait before trying again (a 429's Retry-After), else null. */
  retryAfterSeconds: number | null;
}

function retryAfterSeconds(header: string | null): number | null {
  if (header === null) return null;
  const seconds = Number(header);
  if (Number.isFinite(seconds) && seconds >= 0) return Math.ceil(seconds);
  const date = Date.parse(header);
  return Number.isNaN(date) ? null : Math.max(0, Math.ceil((date - Date.now()) / 1000));
}

/** Reads the error body of a ResponseError (from a copy, so the answer can be read again); a body that is not one gives only the status. */
export async function apiProblem(error: ResponseError): Promise<ApiProblem> {
  const { response } = error;
  const base: ApiProblem = {
    status: response.status,
    field: null,
    code: null,
    message: response.statusText,
    retryAfterSeconds: retryAfterSeconds(response.headers.get('retry-after')),
  };
  let body: unknown;
  try {
    body = await response.clone().json();
  } catch {
    return base;
  }
  if (typeof body !== 'object' || body === null) return base;
  const { field, code, message } = body as { field?: unknown; code?: unknown; message?: unknown };
  const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);
  return { ...base, field: textOrNull(field), code: textOrNull(code), message: textOrNull(message) ?? base.message };
}
