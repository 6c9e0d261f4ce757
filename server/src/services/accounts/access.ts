import { timingSafeEqual } from 'node:crypto';
import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError, UnauthorisedError } from '../../lib/http-errors';
import { clearSessionCookies, cookiePolicy, type CookiePolicy } from './session-cookies';
import { type LiveSession, liveSession } from './sessions';

/**
 * Who may call a route (docs/adr/0006-accounts.md): anyone, anyone with the account of a signed-in caller at hand
 * (`visitor`: likes and watchdogs answer both), any signed-in user, staff (admin or editor), admins, e-shop accounts,
 * or the site build presenting BUILD_TOKEN. Every route declares one; a route without is refused.
 */
export const ACCESS_POLICIES = ['public', 'visitor', 'user', 'staff', 'admin', 'eshop', 'build'] as const;
export type Access = (typeof ACCESS_POLICIES)[number];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
    /**
     * 'allowed' exempts a state-changing route from the CSRF check: only for a route that a request from no page of
     * ours must reach and that changes nothing but what its unguessable URL names (RFC 8058 one-click unsubscribe).
     */
    crossSite?: 'allowed';
  }
  interface FastifyRequest {
    /** The live session of a route whose policy needs one or a `visitor` route's signed-in caller (null on public routes: they never look). */
    account: LiveSession | null;
  }
  interface FastifyInstance {
    cookiePolicy: CookiePolicy;
  }
}

const ROLES_OF: Readonly<Record<'staff' | 'admin' | 'eshop', readonly string[]>> = {
  staff: ['admin', 'editor'],
  admin: ['admin'],
  eshop: ['eshop'],
};

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

class ForbiddenError extends HttpError {
  constructor(message: string, field?: string) {
    super(403, message, field);
  }
}

/**
 * The CSRF rule for a state-changing /api request (ADR 0006): an Origin must be ours (PUBLIC_URL's or the request's
 * own); without Origin, Sec-Fetch-Site must be same-origin or none; with neither header (not a browser acting for a
 * page: curl, the build) it passes unless it carries the session cookie, whose authority it would otherwise borrow.
 */
export function crossSiteRefusal(options: { request: FastifyRequest; publicOrigin: string; sessionCookie: string }): string | null {
  const { request } = options;
  const origin = request.headers.origin;
  if (origin !== undefined) {
    return origin === options.publicOrigin || origin === `${request.protocol}://${request.host}`
      ? null
      : 'The request comes from another site';
  }
  const fetchSite = request.headers['sec-fetch-site'];
  if (fetchSite !== undefined) return fetchSite === 'same-origin' || fetchSite === 'none' ? null : 'The request comes from another site';
  return request.cookies[options.sessionCookie] === undefined ? null : 'A signed-in change must say where it comes from (Origin)';
}

function isBearer(options: { header: string | undefined; token: string }): boolean {
  const given = Buffer.from(options.header ?? '');
  const expected = Buffer.from(`Bearer ${options.token}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * Cookies, the CSRF check and the route policies, for every route registered after it. Runs before a body is read,
 * so a refused request costs no parsing and no handler.
 */
export const accessControl = fp(
  async (app: FastifyInstance) => {
    await app.register(cookie);
    const policy = cookiePolicy(app.config.PUBLIC_URL);
    const publicOrigin = new URL(app.config.PUBLIC_URL).origin;
    app.decorate('cookiePolicy', policy);
    app.decorateRequest('account', null);

    app.addHook('onRequest', async (request, reply) => {
      if (STATE_CHANGING.has(request.method) && request.url.startsWith('/api/') && request.routeOptions.config.crossSite !== 'allowed') {
        const refusal = crossSiteRefusal({ request, publicOrigin, sessionCookie: policy.sessionCookie });
        if (refusal !== null) throw new ForbiddenError(refusal, 'origin');
      }
      if (request.is404) return;
      const access = request.routeOptions.config.access;
      if (access === undefined) throw new ForbiddenError('This route declares no access policy');
      if (access === 'public') return;
      if (access === 'build') {
        if (!isBearer({ header: request.headers.authorization, token: app.config.BUILD_TOKEN })) {
          throw new UnauthorisedError('This route is only for the site build', 'authorization');
        }
        return;
      }
      const value = request.cookies[policy.sessionCookie];
      const session = value === undefined ? null : await liveSession(app.db, { cookie: value, now: new Date() });
      if (session === null) {
        if (value !== undefined) clearSessionCookies(reply, policy);
        if (access === 'visitor') return;
        throw new UnauthorisedError('Not signed in', 'session');
      }
      request.account = session;
      if (access === 'visitor' || access === 'user') return;
      if (!session.roles.some((role) => ROLES_OF[access].includes(role))) {
        throw new ForbiddenError('Not allowed for this account');
      }
    });
  },
  { name: 'uyut-access' },
);
