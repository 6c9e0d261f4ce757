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
  ])('refuses %j naming %s', (env, name) => {
    expect(() => loadConfig(env, dir)).toThrow(new RegExp(`Invalid environment: .*${name}`));
  });
});
