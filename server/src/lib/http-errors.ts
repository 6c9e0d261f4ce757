import { STATUS_CODES } from 'node:http';
import { Type } from '@sinclair/typebox';
import type { FastifyError } from 'fastify';

/** The one error body of every layer (README "API"): the status, its standard label, a message, and the request field at fault. */
export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string;
  field?: string;
  /** A machine-readable reason where the field alone does not say it (e.g. `unconfirmed`, `common`). */
  code?: string;
}

/** The error body in route schemas (OpenAPI). */
export const ErrorSchema = Type.Object({
  statusCode: Type.Integer(),
  error: Type.String(),
  message: Type.String(),
  field: Type.Optional(Type.String()),
  code: Type.Optional(Type.String()),
});

export function errorBody(options: { statusCode: number; message: string; field?: string; code?: string }): ErrorBody {
  const { statusCode, message, field, code } = options;
  return {
    statusCode,
    error: STATUS_CODES[statusCode] ?? 'Error',
    message,
    ...(field === undefined ? {} : { field }),
    ...(code === undefined ? {} : { code }),
  };
}

/**
 * A 4xx a service throws: the app's error handler answers it with `errorBodyOf` (its status, message and field), so
 * routes stay one line and no service builds an error body of its own.
 */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** The request field at fault. */
    readonly field?: string,
  ) {
    super(message);
    this.name = STATUS_CODES[statusCode] ?? 'Error';
  }
}

/** A 4xx whose body also carries a machine-readable `code` (ErrorBody.code), for answers the site tells apart. */
export class CodedHttpError extends HttpError {
  readonly reason: string;

  constructor(options: { statusCode: number; message: string; field: string; code: string }) {
    super(options.statusCode, options.message, options.field);
    this.reason = options.code;
  }
}

/** A 400 that names the request field it is about. */
export class BadRequestError extends HttpError {
  constructor(message: string, field: string) {
    super(400, message, field);
  }
}

export class NotFoundError extends HttpError {
  constructor(message: string, field?: string) {
    super(404, message, field);
  }
}

export class UnauthorisedError extends HttpError {
  constructor(message: string, field?: string) {
    super(401, message, field);
  }
}

/** Headers every answer carries, errors written before routing included. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'SAMEORIGIN',
  'cross-origin-opener-policy': 'same-origin',
};

/** For answers that are not HTML pages: nothing may run or be embedded from them. The site sets its own policy for pages. */
export const API_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'";

/** Names the request field a validation error is about, e.g. `url` or `filteringRequest.url`. */
export function invalidField(error: FastifyError): string | undefined {
  const first = error.validation?.[0];
  if (!first) return undefined;
  const missing = (first.params as { missingProperty?: string; additionalProperty?: string } | undefined) ?? {};
  const path = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  const leaf = missing.missingProperty ?? missing.additionalProperty;
  return [path, leaf].filter(Boolean).join('.') || error.validationContext;
}

/** The part of the request that Fastify's own errors (body parsing, size, encoding, URL) are about. */
const FRAMEWORK_ERROR_FIELDS: Readonly<Record<string, string>> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'body',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'body',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'content-length',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'content-type',
  FST_ERR_CTP_EMPTY_TYPE: 'content-type',
  FST_ERR_CTP_INVALID_TYPE: 'content-type',
  FST_ERR_BAD_URL: 'url',
  FST_ERR_MAX_PARAM_LENGTH: 'url',
  FST_CP_ERR_INVALID_CONTENT_ENCODING: 'content-encoding',
  FST_CP_ERR_INVALID_CONTENT: 'body',
};

/** The error body for anything a handler or Fastify throws; 5xx hide their cause (it is logged). */
export function errorBodyOf(error: FastifyError): ErrorBody {
  if (error.validation) return errorBody({ statusCode: 400, message: error.message, field: invalidField(error) });
  const statusCode = error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
  if (statusCode >= 500) return errorBody({ statusCode, message: STATUS_CODES[statusCode] ?? 'Error' });
  const field = (error as { field?: unknown }).field;
  const reason = error instanceof CodedHttpError ? error.reason : undefined;
  return errorBody({
    statusCode,
    message: error.message,
    field: typeof field === 'string' ? field : FRAMEWORK_ERROR_FIELDS[error.code],
    code: reason,
  });
}

/**
 * Ajv coerces the text "Infinity" to a number and then skips minimum/maximum for it, and a JSON body can hold 1e400;
 * no field of ours takes a number that is not finite or an integer beyond ±2^53. Returns the first such value's path.
 */
export function unsafeNumberPath(value: unknown): string | null {
  if (typeof value === 'number') return Number.isFinite(value) && Math.abs(value) <= Number.MAX_SAFE_INTEGER ? null : '';
  if (value === null || typeof value !== 'object') return null;
  /* Every body, query and params passes here: the path is built only on the way out of a find, and an array of text
     (a likes batch) costs one typeof per member. */
  if (Array.isArray(value)) {
    for (let index = 0; index < value.length; index++) {
      const member: unknown = value[index];
      if (typeof member === 'string') continue;
      const found = unsafeNumberPath(member);
      if (found !== null) return `/${index}${found}`;
    }
    return null;
  }
  for (const key in value) {
    if (!Object.hasOwn(value, key)) continue;
    const found = unsafeNumberPath((value as Record<string, unknown>)[key]);
    if (found !== null) return `/${key}${found}`;
  }
  return null;
}
