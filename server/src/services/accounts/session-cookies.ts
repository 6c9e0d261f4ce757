import type { FastifyReply } from 'fastify';

/** The display cookie the site decodes (src/features/user/user.ts TOKEN_COOKIE). */
export const TOKEN_COOKIE = 'token';

/**
 * How cookies are set for PUBLIC_URL: `__Host-session` and Secure where browsers keep Secure cookies (https, and
 * http on localhost or 127.0.0.1); on plain http elsewhere `session` without Secure, since `__Host-` demands Secure.
 */
export interface CookiePolicy {
  sessionCookie: string;
  secure: boolean;
}

export function cookiePolicy(publicUrl: string): CookiePolicy {
  const url = new URL(publicUrl);
  const secure = url.protocol === 'https:' || ['localhost', '127.0.0.1', '[::1]'].includes(url.hostname);
  return { sessionCookie: secure ? '__Host-session' : 'session', secure };
}

/** Sets both cookies for a session: the HttpOnly credential and the script-readable display token. */
export function setSessionCookies(
  reply: FastifyReply,
  options: { policy: CookiePolicy; sessionId: string; token: string; expiresAt: Date },
): void {
  const { policy, expiresAt } = options;
  const common = { path: '/', secure: policy.secure, sameSite: 'lax' as const, expires: expiresAt };
  reply.setCookie(policy.sessionCookie, options.sessionId, { ...common, httpOnly: true });
  reply.setCookie(TOKEN_COOKIE, options.token, common);
}

/** Re-issues only the display token (after a profile change). */
export function setTokenCookie(reply: FastifyReply, options: { policy: CookiePolicy; token: string; expiresAt: Date }): void {
  reply.setCookie(TOKEN_COOKIE, options.token, { path: '/', secure: options.policy.secure, sameSite: 'lax', expires: options.expiresAt });
}

export function clearSessionCookies(reply: FastifyReply, policy: CookiePolicy): void {
  const common = { path: '/', secure: policy.secure, sameSite: 'lax' as const };
  reply.clearCookie(policy.sessionCookie, { ...common, httpOnly: true });
  reply.clearCookie(TOKEN_COOKIE, common);
}
