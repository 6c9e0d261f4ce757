/** Reads and writes `document.cookie`. Parsing is pure so it also works on a request's Cookie header. */

export function parseCookies(header: string): Map<string, string> {
  const cookies = new Map<string, string>();
  for (const part of header.split(';')) {
    const separator = part.indexOf('=');
    if (separator === -1) continue;
    const name = part.slice(0, separator).trim();
    if (!name || cookies.has(name)) continue;
    cookies.set(name, safeDecode(part.slice(separator + 1).trim()));
  }
  return cookies;
}

function safeDecode(value: string): string {
  const unquoted = value.length >= 2 && value.startsWith('"') && value.endsWith('"') ? value.slice(1, -1) : value;
  try {
    return decodeURIComponent(unquoted);
  } catch {
    return unquoted;
  }
}

/** The value of one cookie, or null when it is not set or there is no document (SSR). */
export function readCookie(name: string, header: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  return parseCookies(header).get(name) ?? null;
}

export interface CookieOptions {
  name: string;
  value: string;
  /** Lifetime in days; a session cookie when omitted, deletion when 0. */
  maxAgeDays?: number;
  path?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
}

const SECONDS_PER_DAY = 86_400;

/** The Set-Cookie style string `writeCookie` assigns; exported for tests and server rendering. */
export function serialiseCookie(options: CookieOptions): string {
  const { name, value, maxAgeDays, path = '/', sameSite = 'Lax' } = options;
  const parts = [`${name}=${encodeURIComponent(value)}`, `Path=${path}`, `SameSite=${sameSite}`];
  if (maxAgeDays !== undefined) parts.push(`Max-Age=${Math.round(maxAgeDays * SECONDS_PER_DAY)}`);
  const secure = sameSite === 'None' || (typeof location !== 'undefined' && location.protocol === 'https:');
  if (secure) parts.push('Secure');
  return parts.join('; ');
}

/** Sets a cookie in the browser; does nothing during SSR. */
export function writeCookie(options: CookieOptions): void {
  if (typeof document === 'undefined') return;
  document.cookie = serialiseCookie(options);
}

export function deleteCookie(name: string, path = '/'): void {
  writeCookie({ name, value: '', maxAgeDays: 0, path });
}
