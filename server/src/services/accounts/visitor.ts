import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomSecret, secretHash } from './secrets';
import type { CookiePolicy } from './session-cookies';

/** How long an anonymous shopper's likes and watchdogs stay theirs without a visit. */
export const VISITOR_DAYS = 365;
const VISITOR_VALUE = /^[A-Za-z0-9_-]{43}$/;

/** The anonymous shopper's cookie: `__Host-` where the session cookie is, for the same reasons (session-cookies.ts). */
export const visitorCookieName = (policy: CookiePolicy) => (policy.secure ? '__Host-visitor' : 'visitor');

/**
 * The key an anonymous caller's likes and watchdogs are stored under (the SHA-256 of its visitor cookie, so a
 * stolen table names no cookie), or null without a well-formed cookie. It grants nothing but that visitor's own rows.
 */
export function visitorKey(request: FastifyRequest, policy: CookiePolicy): string | null {
  const value = request.cookies[visitorCookieName(policy)];
  return value !== undefined && VISITOR_VALUE.test(value) ? secretHash(value) : null;
}

/** The caller's visitor key, giving it a new visitor cookie first when it has none: only a write needs one. */
export function ensureVisitorKey(options: { request: FastifyRequest; reply: FastifyReply; policy: CookiePolicy; now: Date }): string {
  const { request, reply, policy } = options;
  const existing = visitorKey(request, policy);
  if (existing !== null) return existing;
  const value = randomSecret();
  reply.setCookie(visitorCookieName(policy), value, {
    path: '/',
    secure: policy.secure,
    sameSite: 'lax',
    httpOnly: true,
    expires: new Date(options.now.getTime() + VISITOR_DAYS * 24 * 3600 * 1000),
  });
  return secretHash(value);
}

/** Whose likes and watchdogs a request reads or writes: the signed-in user's, else the anonymous visitor's. */
export type Owner = { userId: number } | { visitorKey: string };

/** The caller as an owner for a read, or null for an anonymous caller without a visitor cookie (it owns nothing yet). */
export function readingOwner(request: FastifyRequest, policy: CookiePolicy): Owner | null {
  if (request.account !== null) return { userId: request.account.userId };
  const key = visitorKey(request, policy);
  return key === null ? null : { visitorKey: key };
}

/** The caller as an owner for a write: an anonymous caller gets its visitor cookie first. */
export function writingOwner(options: { request: FastifyRequest; reply: FastifyReply; policy: CookiePolicy }): Owner {
  const { request } = options;
  return request.account !== null ? { userId: request.account.userId } : { visitorKey: ensureVisitorKey({ ...options, now: new Date() }) };
}
