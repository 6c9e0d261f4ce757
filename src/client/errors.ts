import type { FetchError, RequiredError, ResponseError } from './runtime';

/** What a client call or SWR hook can fail with. */
export type ApiError = ResponseError | FetchError | RequiredError;
