import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../src/db/database';
import { AuthService } from '../src/services/accounts';
import { grantRole } from '../src/services/accounts/repository';

/** The test app's PUBLIC_URL (loadConfig's default for PORT 8000): what a same-origin browser sends as Origin. */
export const ORIGIN = 'http://localhost:8000';
export const SESSION_COOKIE = '__Host-session';

export interface SentMail {
  to: string;
  subject: string;
  text: string;
  links: string[];
}

/** The outbox's messages (their .json sidecars), oldest first. */
export function outbox(dataDir: string): SentMail[] {
  const dir = join(dataDir, 'outbox');
  let files: string[];
  try {
    files = readdirSync(dir).filter((file) => file.endsWith('.json'));
  } catch {
    return [];
  }
  return files.sort().map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as SentMail);
}

/** A request as the site's browser sends it: same origin, with the given cookies. */
export async function call(
  app: FastifyInstance,
  options: {
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    body?: unknown;
    session?: string;
    cookies?: Record<string, string>;
  },
) {
  const cookies = { ...options.cookies, ...(options.session === undefined ? {} : { [SESSION_COOKIE]: options.session }) };
  return app.inject({
    method: options.method,
    url: options.url,
    headers: { origin: ORIGIN },
    cookies,
    ...(options.body === undefined ? {} : { payload: options.body as object }),
  });
}

/** A confirmed account made through the service (as the demo seed does), with roles granted as the CLI does. */
export async function confirmedUser(
  db: Db,
  options: { email: string; password: string; name?: string; roles?: string[] },
): Promise<number> {
  const auth = new AuthService(db, { mailer: { send: async () => undefined }, publicUrl: ORIGIN });
  const id = await auth.createConfirmed({ email: options.email, password: options.password, name: options.name ?? 'Тест Потребител' });
  for (const role of options.roles ?? []) await grantRole(db, id, role);
  return id;
}

/** Signs in over HTTP and answers the session cookie's value. */
export async function signIn(app: FastifyInstance, options: { email: string; password: string }): Promise<string> {
  const res = await call(app, { method: 'POST', url: '/api/v2/auth/login', body: options });
  if (res.statusCode !== 200) throw new Error(`login failed: ${res.statusCode} ${res.body}`);
  const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE);
  if (cookie === undefined) throw new Error('login set no session cookie');
  return cookie.value;
}
