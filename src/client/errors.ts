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
