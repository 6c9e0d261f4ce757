import { createHmac } from 'node:crypto';
import sharp from 'sharp';
import { ORIGIN, SESSION_COOKIE, call, confirmedUser, outbox, signIn } from './accounts-helpers';
import { createTestApp, type TestApp } from './helpers';

const PASSWORD = 'Tihi-Vecheri-2026';

const decode = (jwt: string) => JSON.parse(Buffer.from(jwt.split('.')[1]!, 'base64url').toString('utf8')) as Record<string, unknown>;

describe('accounts (issue 24 §1, docs/adr/0006-accounts.md)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  const register = (body: { email: string; password: string; name: string }) =>
    call(t.app, { method: 'POST', url: '/api/v2/auth/register', body });
  const login = (body: { email: string; password: string }) => call(t.app, { method: 'POST', url: '/api/v2/auth/login', body });

  /** Follows the latest confirmation link in the outbox through the confirm endpoint. */
  async function confirmFromOutbox() {
    const mail = outbox(t.dataDir).at(-1)!;
    const match = new RegExp(`^${ORIGIN}/register/confirmation/(\\d+)/([A-Za-z0-9_-]+)$`).exec(mail.links[0]!);
    expect(match).not.toBeNull();
    return call(t.app, { method: 'POST', url: '/api/v2/auth/confirm', body: { userId: match![1], code: match![2] } });
  }

  it('registers, mails a working confirmation link, confirms and signs in with both cookies', async () => {
    const res = await register({ email: '  Maria@Example.BG ', password: PASSWORD, name: ' Мария Иванова ' });
    expect([res.statusCode, res.json()]).toEqual([202, { status: 'checkEmail' }]);
    const [mail] = outbox(t.dataDir);
    expect(mail).toMatchObject({ to: 'maria@example.bg', subject: 'Потвърдете регистрацията си в Уют' });
    expect(mail!.text).toContain(mail!.links[0]);

    const confirmed = await confirmFromOutbox();
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user).toMatchObject({ email: 'maria@example.bg', name: 'Мария Иванова', roles: {}, dob: null, gender: null });
    const session = confirmed.cookies.find((c) => c.name === SESSION_COOKIE)!;
    const token = confirmed.cookies.find((c) => c.name === 'token')!;
    expect(session).toMatchObject({ httpOnly: true, secure: true, sameSite: 'Lax', path: '/' });
    expect(session.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(token.httpOnly).toBeUndefined();
    expect(decode(token.value)).toMatchObject({
      sub: confirmed.json().user.id,
      name: 'Мария Иванова',
      email: 'maria@example.bg',
      roles: {},
    });

    const current = await call(t.app, { method: 'GET', url: '/api/v2/auth/session', session: session.value });
    expect([current.statusCode, current.json().user.email]).toEqual([200, 'maria@example.bg']);
    expect(current.cookies.map((c) => c.name)).toEqual(['token']);
    /* The code worked once. */
    expect((await confirmFromOutbox()).json()).toMatchObject({ statusCode: 400, field: 'code' });
  });

  it('stores an argon2id hash with m=19456, t=2, p=1 and never the password', async () => {
    await register({ email: 'a@example.bg', password: PASSWORD, name: 'А' });
    const row = await t.database.db.selectFrom('users').select('password_hash').executeTakeFirstOrThrow();
    expect(row.password_hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(row.password_hash).not.toContain(PASSWORD);
  });

  it('answers register, renew and login the same for an existing and an unknown e-mail (no enumeration)', async () => {
    await confirmedUser(t.database.db, { email: 'known@example.bg', password: PASSWORD });
    const pairs = [
      [
        register({ email: 'known@example.bg', password: PASSWORD, name: 'X' }),
        register({ email: 'unknown@example.bg', password: PASSWORD, name: 'X' }),
      ],
      [
        call(t.app, { method: 'POST', url: '/api/v2/auth/password/renew', body: { email: 'known@example.bg' } }),
        call(t.app, { method: 'POST', url: '/api/v2/auth/password/renew', body: { email: 'nobody@example.bg' } }),
      ],
      [
        call(t.app, { method: 'POST', url: '/api/v2/auth/resend-confirmation', body: { email: 'known@example.bg' } }),
        call(t.app, { method: 'POST', url: '/api/v2/auth/resend-confirmation', body: { email: 'nobody@example.bg' } }),
      ],
      [
        login({ email: 'known@example.bg', password: 'Wrong-Password-1' }),
        login({ email: 'nobody@example.bg', password: 'Wrong-Password-1' }),
      ],
    ];
    for (const [known, unknown] of pairs) {
      const [a, b] = await Promise.all([known!, unknown!]);
      expect([a.statusCode, a.body]).toEqual([b.statusCode, b.body]);
    }
    /* The owner of the existing account is told by mail instead. */
    expect(outbox(t.dataDir).map((m) => [m.to, m.subject])).toContainEqual(['known@example.bg', 'Вече имате профил в Уют']);
  });

  it('refuses login before confirmation with 403 unconfirmed, and a wrong password with 401 whether confirmed or not', async () => {
    await register({ email: 'new@example.bg', password: PASSWORD, name: 'Нов' });
    const early = await login({ email: 'new@example.bg', password: PASSWORD });
    expect([early.statusCode, early.json()]).toEqual([403, expect.objectContaining({ field: 'email', code: 'unconfirmed' })]);
    expect(early.cookies).toEqual([]);
    const wrong = await login({ email: 'new@example.bg', password: 'Not-The-Password' });
    expect([wrong.statusCode, wrong.json().field]).toEqual([401, 'password']);
    /* Resending mails a new code; the old one no longer works. */
    const first = outbox(t.dataDir)[0]!.links[0]!;
    await call(t.app, { method: 'POST', url: '/api/v2/auth/resend-confirmation', body: { email: 'new@example.bg' } });
    const [, userId, oldCode] = /confirmation\/(\d+)\/(.+)$/.exec(first)!;
    const stale = await call(t.app, { method: 'POST', url: '/api/v2/auth/confirm', body: { userId, code: oldCode } });
    expect(stale.statusCode).toBe(400);
    expect((await confirmFromOutbox()).statusCode).toBe(200);
    expect((await login({ email: 'new@example.bg', password: PASSWORD })).statusCode).toBe(200);
  });

  it('refuses a confirmation code that expired or belongs to another user', async () => {
    await register({ email: 'late@example.bg', password: PASSWORD, name: 'Късен' });
    const [, userId, code] = /confirmation\/(\d+)\/(.+)$/.exec(outbox(t.dataDir)[0]!.links[0]!)!;
    const other = await call(t.app, { method: 'POST', url: '/api/v2/auth/confirm', body: { userId: String(Number(userId) + 1), code } });
    expect([other.statusCode, other.json().field]).toEqual([400, 'code']);

    await call(t.app, { method: 'POST', url: '/api/v2/auth/resend-confirmation', body: { email: 'late@example.bg' } });
    await t.database.db
      .updateTable('user_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const expired = await confirmFromOutbox();
    expect([expired.statusCode, expired.json().field]).toEqual([400, 'code']);
  });

  it('resets a password by a single-use 30-minute link and revokes every other session', async () => {
    await confirmedUser(t.database.db, { email: 'reset@example.bg', password: PASSWORD });
    const elsewhere = await signIn(t.app, { email: 'reset@example.bg', password: PASSWORD });
    await call(t.app, { method: 'POST', url: '/api/v2/auth/password/renew', body: { email: 'reset@example.bg' } });
    const mail = outbox(t.dataDir).at(-1)!;
    expect(mail.subject).toBe('Смяна на паролата в Уют');
    const code = new RegExp(`^${ORIGIN}/password/confirmation/([A-Za-z0-9_-]{43})$`).exec(mail.links[0]!)![1]!;
    const codeRow = await t.database.db.selectFrom('user_codes').select('expires_at').executeTakeFirstOrThrow();
    expect(Date.parse(codeRow.expires_at) - Date.now()).toBeLessThanOrEqual(30 * 60_000);

    const common = await call(t.app, { method: 'POST', url: '/api/v2/auth/password/confirm', body: { code, password: 'password123' } });
    expect(common.json()).toMatchObject({ statusCode: 400, field: 'password', code: 'common' });
    const reset = await call(t.app, { method: 'POST', url: '/api/v2/auth/password/confirm', body: { code, password: 'Nova-Parola-2026' } });
    expect(reset.statusCode).toBe(200);
    expect(reset.cookies.map((c) => c.name).sort()).toEqual([SESSION_COOKIE, 'token']);
    expect((await call(t.app, { method: 'GET', url: '/api/v2/user', session: elsewhere })).statusCode).toBe(401);
    const again = await call(t.app, {
      method: 'POST',
      url: '/api/v2/auth/password/confirm',
      body: { code, password: 'Druga-Parola-2026' },
    });
    expect([again.statusCode, again.json().field]).toEqual([400, 'code']);
    expect((await login({ email: 'reset@example.bg', password: PASSWORD })).statusCode).toBe(401);
    expect((await login({ email: 'reset@example.bg', password: 'Nova-Parola-2026' })).statusCode).toBe(200);
  });

  it('refuses an expired reset code', async () => {
    await confirmedUser(t.database.db, { email: 'slow@example.bg', password: PASSWORD });
    await call(t.app, { method: 'POST', url: '/api/v2/auth/password/renew', body: { email: 'slow@example.bg' } });
    const code = /confirmation\/(.+)$/.exec(outbox(t.dataDir).at(-1)!.links[0]!)![1]!;
    await t.database.db
      .updateTable('user_codes')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .execute();
    const res = await call(t.app, { method: 'POST', url: '/api/v2/auth/password/confirm', body: { code, password: 'Nova-Parola-2026' } });
    expect([res.statusCode, res.json().field]).toEqual([400, 'code']);
  });

  it('logs out: the session row is deleted and both cookies cleared', async () => {
    await confirmedUser(t.database.db, { email: 'out@example.bg', password: PASSWORD });
    const session = await signIn(t.app, { email: 'out@example.bg', password: PASSWORD });
    const res = await call(t.app, { method: 'POST', url: '/api/v2/auth/logout', session });
    expect(res.statusCode).toBe(204);
    expect(res.cookies.map((c) => [c.name, c.value]).sort()).toEqual([
      [SESSION_COOKIE, ''],
      ['token', ''],
    ]);
    expect(await t.database.db.selectFrom('sessions').selectAll().execute()).toEqual([]);
    const after = await call(t.app, { method: 'GET', url: '/api/v2/auth/session', session });
    expect(after.statusCode).toBe(401);
    /* A stale session cookie on a signed-in route clears both cookies. */
    expect(after.cookies.map((c) => c.name).sort()).toEqual([SESSION_COOKIE, 'token']);
  });

  it('grants nothing to a forged token cookie, garbage or oversized session cookies (401, never 500)', async () => {
    await confirmedUser(t.database.db, { email: 'staff@example.bg', password: PASSWORD, roles: ['admin'] });
    const header = Buffer.from('{"alg":"HS256","typ":"JWT"}').toString('base64url');
    const payload = Buffer.from(
      JSON.stringify({ sub: '1', name: 'x', email: 'staff@example.bg', roles: { admin: true }, exp: 4e9 }),
    ).toString('base64url');
    const forged = `${header}.${payload}.${createHmac('sha256', 'guess').update(`${header}.${payload}`).digest('base64url')}`;
    const attempts: Array<Record<string, string>> = [
      { token: forged },
      { [SESSION_COOKIE]: forged },
      { [SESSION_COOKIE]: 'x' },
      { [SESSION_COOKIE]: 'a'.repeat(8192) },
      { [SESSION_COOKIE]: `${header}.${payload}.` },
      { [SESSION_COOKIE]: 'A'.repeat(43) },
      { session: 'A'.repeat(43) },
    ];
    for (const cookies of attempts) {
      const res = await call(t.app, { method: 'GET', url: '/api/v2/user', cookies });
      expect([Object.keys(cookies)[0], res.statusCode, res.json().error]).toEqual([Object.keys(cookies)[0], 401, 'Unauthorized']);
    }
    const raw = await t.app.inject({ method: 'GET', url: '/api/v2/user', headers: { cookie: '%%%;;=;__Host-session=%E0%A4%A' } });
    expect(raw.statusCode).toBe(401);
  });

  it('reads and changes only the signed-in user’s profile, and re-issues the token', async () => {
    const maria = await confirmedUser(t.database.db, { email: 'maria@example.bg', password: PASSWORD, name: 'Мария' });
    const ivan = await confirmedUser(t.database.db, { email: 'ivan@example.bg', password: PASSWORD, name: 'Иван' });
    const session = await signIn(t.app, { email: 'maria@example.bg', password: PASSWORD });
    const patch = (body: unknown) => call(t.app, { method: 'PATCH', url: '/api/v2/user', session, body });

    const changed = await patch({ firstName: 'Мария', lastName: 'Иванова', dob: '1990-04-01', gender: 2 });
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toMatchObject({ id: String(maria), firstName: 'Мария', lastName: 'Иванова', dob: '1990-04-01', gender: 2 });
    expect(decode(changed.cookies.find((c) => c.name === 'token')!.value)).toMatchObject({
      given_name: 'Мария',
      family_name: 'Иванова',
      gender: 2,
    });
    expect((await patch({ dob: null, gender: null })).json()).toMatchObject({ dob: null, gender: null, firstName: 'Мария' });

    for (const [body, field] of [
      [{ dob: '2999-01-01' }, 'dob'],
      [{ dob: '1990-02-30' }, 'dob'],
      [{ gender: 3 }, 'gender'],
      [{ name: '' }, 'name'],
      [{ name: 'я'.repeat(81) }, 'name'],
      [{ name: 'a\nb' }, 'name'],
      [{ roles: { admin: true } }, 'roles'],
      [{ id: String(ivan) }, 'id'],
      [{ email: 'ivan@example.bg' }, 'email'],
    ] as const) {
      const res = await patch(body);
      expect([body, res.statusCode, res.json().field]).toEqual([body, 400, field]);
    }
    const row = await t.database.db.selectFrom('users').selectAll().where('id', '=', maria).executeTakeFirstOrThrow();
    expect([row.name, row.email, row.dob]).toEqual(['Мария', 'maria@example.bg', null]);
    expect(await t.database.db.selectFrom('user_roles').selectAll().execute()).toEqual([]);

    /* Ivan's profile: public fields only. */
    const other = await call(t.app, { method: 'GET', url: `/api/v2/users/${ivan}`, session });
    expect(other.json()).toEqual({
      id: String(ivan),
      name: 'Иван',
      initials: 'И',
      avatarUrl: null,
      memberSince: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    expect((await call(t.app, { method: 'GET', url: '/api/v2/users/999999' })).statusCode).toBe(404);
  });

  it('uploads an avatar as a 256 px WebP, serves it immutable, refuses what is not an image, and deletes it', async () => {
    await confirmedUser(t.database.db, { email: 'pic@example.bg', password: PASSWORD });
    const session = await signIn(t.app, { email: 'pic@example.bg', password: PASSWORD });
    const png = await sharp({ create: { width: 600, height: 400, channels: 3, background: '#c86432' } })
      .png()
      .toBuffer();
    const put = (payload: Buffer, type: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v2/user/avatar',
        payload,
        headers: { origin: ORIGIN, 'content-type': type },
        cookies: { [SESSION_COOKIE]: session },
      });

    const res = await put(png, 'image/png');
    expect(res.statusCode).toBe(200);
    const avatarUrl = res.json().avatarUrl as string;
    expect(avatarUrl).toMatch(/^\/img\/avatars\/\d+-[A-Za-z0-9_-]{16}\.webp$/);
    const image = await t.app.inject(avatarUrl);
    expect([image.statusCode, image.headers['content-type'], image.headers['cache-control']]).toEqual([
      200,
      'image/webp',
      'public, max-age=31536000, immutable',
    ]);
    expect(await sharp(image.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 256, height: 256 });

    expect(await put(Buffer.from('not an image'), 'image/png')).toMatchObject({ statusCode: 400 });
    expect((await put(Buffer.from('not an image'), 'image/png')).json().field).toBe('body');
    expect((await put(png, 'image/gif')).statusCode).toBe(415);
    expect((await put(Buffer.alloc(5 * 1024 * 1024 + 1), 'image/png')).statusCode).toBe(413);

    const removed = await call(t.app, { method: 'DELETE', url: '/api/v2/user/avatar', session });
    expect([removed.statusCode, removed.json().avatarUrl]).toEqual([200, null]);
    expect((await t.app.inject(avatarUrl)).statusCode).toBe(404);
  });

  it('changes the password with the current one, revoking other sessions and issuing a new one', async () => {
    await confirmedUser(t.database.db, { email: 'pw@example.bg', password: PASSWORD });
    const here = await signIn(t.app, { email: 'pw@example.bg', password: PASSWORD });
    const there = await signIn(t.app, { email: 'pw@example.bg', password: PASSWORD });
    const change = (body: unknown) => call(t.app, { method: 'POST', url: '/api/v2/user/password', session: here, body });
    expect((await change({ currentPassword: 'Wrong-Password-1', newPassword: 'Nova-Parola-2026' })).json().field).toBe('currentPassword');
    expect((await change({ currentPassword: PASSWORD, newPassword: 'short' })).json()).toMatchObject({
      field: 'newPassword',
      code: 'tooShort',
    });
    const res = await change({ currentPassword: PASSWORD, newPassword: 'Nova-Parola-2026' });
    expect(res.statusCode).toBe(204);
    const fresh = res.cookies.find((c) => c.name === SESSION_COOKIE)!.value;
    expect((await call(t.app, { method: 'GET', url: '/api/v2/user', session: there })).statusCode).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/api/v2/user', session: here })).statusCode).toBe(401);
    expect((await call(t.app, { method: 'GET', url: '/api/v2/user', session: fresh })).statusCode).toBe(200);
  });

  it('deletes the account with its password: the user, sessions, codes and roles go', async () => {
    const id = await confirmedUser(t.database.db, { email: 'bye@example.bg', password: PASSWORD, roles: ['editor'] });
    const session = await signIn(t.app, { email: 'bye@example.bg', password: PASSWORD });
    await call(t.app, { method: 'POST', url: '/api/v2/auth/password/renew', body: { email: 'bye@example.bg' } });
    const wrong = await call(t.app, { method: 'DELETE', url: '/api/v2/user', session, body: { password: 'Wrong-Password-1' } });
    expect([wrong.statusCode, wrong.json().field]).toEqual([400, 'password']);
    const res = await call(t.app, { method: 'DELETE', url: '/api/v2/user', session, body: { password: PASSWORD } });
    expect(res.statusCode).toBe(204);
    const { db } = t.database;
    for (const table of ['users', 'sessions', 'user_codes', 'user_roles'] as const)
      expect([table, await db.selectFrom(table).selectAll().execute()]).toEqual([table, []]);
    expect((await call(t.app, { method: 'GET', url: `/api/v2/users/${id}` })).statusCode).toBe(404);
    expect((await login({ email: 'bye@example.bg', password: PASSWORD })).statusCode).toBe(401);
  });

  it('refuses bad input with a 400 naming the field and changes nothing', async () => {
    const cases: Array<[unknown, string]> = [
      [{ email: 'no-at', password: PASSWORD, name: 'X' }, 'email'],
      [{ email: 'a@example.bg', password: 'short', name: 'X' }, 'password'],
      [{ email: 'a@example.bg', password: 'p'.repeat(129), name: 'X' }, 'password'],
      [{ email: 'a@example.bg', password: 'Qwertyuiop', name: 'X' }, 'password'],
      [{ email: 'a@example.bg', password: PASSWORD, name: '   ' }, 'name'],
      [{ email: 'a@example.bg', password: PASSWORD }, 'name'],
      [{ email: 'a@example.bg', password: PASSWORD, name: 'X', roles: { admin: true } }, 'roles'],
      [{ email: 'a@example.bg', password: PASSWORD, name: 'X', confirmed: true }, 'confirmed'],
      [{ email: 42, password: PASSWORD, name: 'X' }, 'email'],
    ];
    for (const [body, field] of cases) {
      const res = await register(body as { email: string; password: string; name: string });
      expect([body, res.statusCode, res.json().field]).toEqual([body, 400, field]);
    }
    expect(await t.database.db.selectFrom('users').selectAll().execute()).toEqual([]);
    expect(outbox(t.dataDir)).toEqual([]);
  });
});

describe('CSRF: state-changing /api requests must come from our origin (ADR 0006)', () => {
  let t: TestApp;
  let session: string;
  beforeAll(async () => {
    t = await createTestApp();
    await confirmedUser(t.database.db, { email: 'csrf@example.bg', password: PASSWORD });
    session = await signIn(t.app, { email: 'csrf@example.bg', password: PASSWORD });
  });
  afterAll(() => t.close());

  const patch = (headers: Record<string, string>, cookies: Record<string, string> = { [SESSION_COOKIE]: session }) =>
    t.app.inject({
      method: 'PATCH',
      url: '/api/v2/user',
      headers: { 'content-type': 'application/json', ...headers },
      cookies,
      payload: '{"name":"Злодей"}',
    });

  it('refuses another origin, a cross-site fetch and a signed-in change that names no origin with 403 on origin', async () => {
    const attempts: Array<Record<string, string>> = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { origin: 'http://localhost:8001' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      {},
    ];
    for (const headers of attempts) {
      const res = await patch(headers);
      expect([headers, res.statusCode, res.json().field]).toEqual([headers, 403, 'origin']);
    }
    const row = await t.database.db.selectFrom('users').select('name').executeTakeFirstOrThrow();
    expect(row.name).toBe('Тест Потребител');
  });

  it('lets our origin, the request’s own origin and same-origin fetches through', async () => {
    expect((await patch({ origin: ORIGIN })).statusCode).toBe(200);
    expect((await patch({ origin: 'http://localhost:80', host: 'localhost:80' })).statusCode).toBe(200);
    expect((await patch({ 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
  });

  it('lets a cookie-less call with neither header through (curl, the build calling the API from Node)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/v2/auth/password/renew', payload: { email: 'csrf@example.bg' } });
    expect(res.statusCode).toBe(202);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/password/renew',
      payload: { email: 'csrf@example.bg' },
      headers: { origin: 'https://evil.example' },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('rate limits (ADR 0006)', () => {
  let t: TestApp;
  beforeEach(async () => {
    t = await createTestApp();
  });
  afterEach(() => t.close());

  it('answers the 6th login attempt for one e-mail in 15 minutes with 429 and retry-after, whatever the password', async () => {
    await confirmedUser(t.database.db, { email: 'brute@example.bg', password: PASSWORD });
    const attempt = (password: string) =>
      call(t.app, { method: 'POST', url: '/api/v2/auth/login', body: { email: 'brute@example.bg', password } });
    for (let i = 0; i < 5; i += 1) expect((await attempt(`Wrong-Password-${i}`)).statusCode).toBe(401);
    const sixth = await attempt(PASSWORD);
    expect(sixth.statusCode).toBe(429);
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(800);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(sixth.json()).toMatchObject({ statusCode: 429, error: 'Too Many Requests' });
    expect(sixth.cookies).toEqual([]);
    /* Another e-mail from the same address still gets its own five. */
    const other = await call(t.app, { method: 'POST', url: '/api/v2/auth/login', body: { email: 'other@example.bg', password: PASSWORD } });
    expect(other.statusCode).toBe(401);
  });

  it('answers the 51st login attempt from one address in 15 minutes with 429', async () => {
    for (let i = 0; i < 50; i += 1) {
      const res = await call(t.app, { method: 'POST', url: '/api/v2/auth/login', body: { email: `u${i}@example.bg`, password: 'x' } });
      expect(res.statusCode).toBe(401);
    }
    const res = await call(t.app, { method: 'POST', url: '/api/v2/auth/login', body: { email: 'u99@example.bg', password: 'x' } });
    expect(res.statusCode).toBe(429);
  });

  it('allows 5 registrations, resends and renewals an hour per address and e-mail', async () => {
    for (const url of ['/api/v2/auth/register', '/api/v2/auth/resend-confirmation', '/api/v2/auth/password/renew']) {
      const body = { email: 'spam@example.bg', password: PASSWORD, name: 'Спам' };
      const payload = url.endsWith('register') ? body : { email: body.email };
      for (let i = 0; i < 5; i += 1)
        expect([url, (await call(t.app, { method: 'POST', url, body: payload })).statusCode]).toEqual([url, 202]);
      const sixth = await call(t.app, { method: 'POST', url, body: payload });
      expect([url, sixth.statusCode, Number(sixth.headers['retry-after']) > 3000]).toEqual([url, 429, true]);
    }
  });
});
