import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadConfig } from './env';

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
    [{ REQUEST_TIMEOUT_MS: '0' }, 'REQUEST_TIMEOUT_MS'],
    [{ MAX_CONNECTIONS: 'Infinity' }, 'MAX_CONNECTIONS'],
  ])('refuses %j naming %s', (env, name) => {
    expect(() => loadConfig(env, dir)).toThrow(new RegExp(`Invalid environment: .*${name}`));
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
});
