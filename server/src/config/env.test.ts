import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig, REPOSITORY_ROOT } from './env';

describe('environment validated at boot', () => {
  const dir = mkdtempSync(join(tmpdir(), 'uyut-env-'));

  it('fills safe defaults, with a generated secret kept in the data folder', () => {
    const config = loadConfig({}, dir);
    expect(config.PORT).toBe(8000);
    expect(config.DATABASE_URL).toBe(`sqlite:${join(dir, 'var', 'uyut.sqlite')}`);
    expect(config.SESSION_SECRET).toMatch(/^[0-9a-f]{64}$/);
    expect(loadConfig({}, dir).SESSION_SECRET).toBe(config.SESSION_SECRET);
  });

  it('reads PORT and DATABASE_URL from the environment', () => {
    const config = loadConfig({ PORT: '9001', DATABASE_URL: 'postgres://u@localhost/uyut' }, dir);
    expect(config.PORT).toBe(9001);
    expect(config.DATABASE_URL).toBe('postgres://u@localhost/uyut');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ PUBLIC_URL: 'localhost:8000' }, 'PUBLIC_URL'],
    [{ SESSION_SECRET: 'short' }, 'SESSION_SECRET'],
    [{ TRUST_PROXY: 'yes please' }, 'TRUST_PROXY'],
    [{ SHARE_KEY: 'ab'.repeat(31) }, 'SHARE_KEY'],
    [{ REQUEST_TIMEOUT_MS: '0' }, 'REQUEST_TIMEOUT_MS'],
    [{ MAX_CONNECTIONS: 'Infinity' }, 'MAX_CONNECTIONS'],
    [{ PRIMARY_CURRENCY: 'USD' }, 'PRIMARY_CURRENCY'],
    [{ PRIMARY_CURRENCY: 'eur' }, 'PRIMARY_CURRENCY'],
  ])('refuses %j naming %s', (env, name) => {
    expect(() => loadConfig(env, dir)).toThrow(new RegExp(`Invalid environment: .*${name}`));
  });

  it('leads prices with BGN unless PRIMARY_CURRENCY says EUR (spec §9 main currency)', () => {
    expect(loadConfig({}, dir).PRIMARY_CURRENCY).toBe('BGN');
    expect(loadConfig({ PRIMARY_CURRENCY: 'EUR' }, dir).PRIMARY_CURRENCY).toBe('EUR');
    expect(loadConfig({ PRIMARY_CURRENCY: 'BGN' }, dir).PRIMARY_CURRENCY).toBe('BGN');
  });

  it('defaults PUBLIC_URL to the address actually served, on PORT (issue 22 point 18)', () => {
    expect(loadConfig({}, dir).PUBLIC_URL).toBe('http://localhost:8000');
    expect(loadConfig({ PORT: '9001' }, dir).PUBLIC_URL).toBe('http://localhost:9001');
    expect(loadConfig({ PORT: '9001', PUBLIC_URL: 'https://uyut.bg' }, dir).PUBLIC_URL).toBe('https://uyut.bg');
  });

  it.each(['mysql://u@localhost/uyut', 'postgress://u@localhost/uyut', 'http://db.example/uyut'])(
    'refuses DATABASE_URL %s at boot instead of taking it for an SQLite file (issue 22 point 18)',
    (url) => {
      expect(() => loadConfig({ DATABASE_URL: url }, dir)).toThrow(/Invalid environment: DATABASE_URL: unsupported scheme/);
    },
  );

  it('resolves relative paths against the repository root by default, wherever the command runs (issue 22 point 15)', () => {
    const rootPackage = JSON.parse(readFileSync(join(REPOSITORY_ROOT, 'package.json'), 'utf8')) as { workspaces?: string[] };
    expect(rootPackage.workspaces).toContain('server');
    const config = loadConfig({ SESSION_SECRET: 's'.repeat(32), DATA_DIR: 'var', SITE_DIR: 'public' });
    expect(config).toMatchObject({
      DATA_DIR: join(REPOSITORY_ROOT, 'var'),
      SITE_DIR: join(REPOSITORY_ROOT, 'public'),
      DATABASE_URL: `sqlite:${join(REPOSITORY_ROOT, 'var', 'uyut.sqlite')}`,
    });
  });

  it('trusts no proxy header unless TRUST_PROXY says so (issue 21 point 7)', () => {
    expect(loadConfig({}, dir).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }, dir).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '1' }, dir).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }, dir).TRUST_PROXY).toBe('10.0.0.0/8, 127.0.0.1');
  });

  it('derives the build token from the session secret, so the build and the server agree without configuration', () => {
    const a = loadConfig({ SESSION_SECRET: 'a'.repeat(32) }, dir);
    expect(a.BUILD_TOKEN).toBe(loadConfig({ SESSION_SECRET: 'a'.repeat(32) }, dir).BUILD_TOKEN);
    expect(a.BUILD_TOKEN).not.toBe(loadConfig({ SESSION_SECRET: 'b'.repeat(32) }, dir).BUILD_TOKEN);
    expect(loadConfig({ BUILD_TOKEN: 't'.repeat(32) }, dir).BUILD_TOKEN).toBe('t'.repeat(32));
  });

  it('derives the watchdog key from the session secret unless WATCHDOG_KEY is given, and refuses a short one', () => {
    const a = loadConfig({ SESSION_SECRET: 'a'.repeat(32) }, dir);
    expect(a.WATCHDOG_KEY).toBe(loadConfig({ SESSION_SECRET: 'a'.repeat(32) }, dir).WATCHDOG_KEY);
    expect(a.WATCHDOG_KEY).not.toBe(loadConfig({ SESSION_SECRET: 'b'.repeat(32) }, dir).WATCHDOG_KEY);
    expect(a.WATCHDOG_KEY).not.toBe(a.BUILD_TOKEN);
    expect(loadConfig({ WATCHDOG_KEY: 'w'.repeat(32) }, dir).WATCHDOG_KEY).toBe('w'.repeat(32));
    expect(() => loadConfig({ WATCHDOG_KEY: 'short' }, dir)).toThrow(/WATCHDOG_KEY/);
  });

  it('derives a 256-bit share key from the session secret unless SHARE_KEY is given', () => {
    const a = loadConfig({ SESSION_SECRET: 'a'.repeat(32) }, dir);
    expect(a.SHARE_KEY).toMatch(/^[0-9a-f]{64}$/);
    expect(a.SHARE_KEY).not.toBe(loadConfig({ SESSION_SECRET: 'b'.repeat(32) }, dir).SHARE_KEY);
    expect(loadConfig({ SHARE_KEY: 'cd'.repeat(32) }, dir).SHARE_KEY).toBe('cd'.repeat(32));
  });
});
