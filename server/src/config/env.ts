import { createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { type Static, Type } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { CURRENCIES, DEFAULT_PRIMARY_CURRENCY } from '@uyut/core';
import { databaseTarget } from '../db/database-url';

/** The repository root: relative paths (DATA_DIR, SITE_DIR, feed files given to the CLI) resolve against it, wherever a command runs from (npm -w runs the CLI in server/). */
export const REPOSITORY_ROOT = resolve(__dirname, '..', '..', '..');

export const EnvSchema = Type.Object({
  PORT: Type.Integer({ minimum: 0, maximum: 65535, default: 8000 }),
  HOST: Type.String({ default: '0.0.0.0' }),
  /** Where the product keeps its files: SQLite database, image cache, demo feeds, mail outbox. */
  DATA_DIR: Type.String({ default: 'var' }),
  /** `sqlite:PATH` (default `sqlite:$DATA_DIR/uyut.sqlite`) or `postgres://…`. */
  DATABASE_URL: Type.Optional(Type.String({ minLength: 1 })),
  /** The built static site served at `/`. */
  SITE_DIR: Type.String({ default: 'public' }),
  /** Absolute origin used for canonical URLs and e-mail links; `http://localhost:$PORT` when not given. */
  PUBLIC_URL: Type.Optional(Type.String({ pattern: '^https?://[^/]+$' })),
  LOG_LEVEL: Type.Union(
    ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'].map((l) => Type.Literal(l)),
    { default: 'info' },
  ),
  /** Secret for signing tokens; generated and kept in DATA_DIR when not given. */
  SESSION_SECRET: Type.Optional(Type.String({ minLength: 32 })),
  /** Bearer token the site build presents to the catalogue export; derived from SESSION_SECRET when not given. */
  BUILD_TOKEN: Type.Optional(Type.String({ minLength: 32 })),
  /** HMAC key of the watchdog unsubscribe links (docs/adr/0008-watchdog.md); derived from SESSION_SECRET when not given. */
  WATCHDOG_KEY: Type.Optional(Type.String({ minLength: 32 })),
  /** AES-256 key (64 hex digits) of favourites share links; derived from SESSION_SECRET when not given. */
  SHARE_KEY: Type.Optional(Type.String({ pattern: '^[0-9a-fA-F]{64}$' })),
  /**
   * Whose address is the client's: `false` (the socket peer, default), `true` (the first X-Forwarded-For entry: only
   * behind a proxy that overwrites it), a hop count, or comma-separated proxy addresses/CIDRs to trust.
   */
  TRUST_PROXY: Type.String({ default: 'false', pattern: '^(true|false|[0-9]{1,2}|[0-9A-Fa-f.:/, ]+)$' }),
  /** Longest time a client may take to send a whole request, headers and body (a slow body is cut off with 408). */
  REQUEST_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: 30_000 }),
  /** How long an idle keep-alive connection stays open. */
  KEEP_ALIVE_TIMEOUT_MS: Type.Integer({ minimum: 100, maximum: 600_000, default: 5_000 }),
  /** Open connections at most; more are refused at once, so the process never runs out of file descriptors. */
  MAX_CONNECTIONS: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 4_096 }),
  /** Disk budget of rendered images (bytes); the least recently used renders are removed beyond it. */
  IMAGE_CACHE_BYTES: Type.Integer({ minimum: 1_048_576, maximum: Number.MAX_SAFE_INTEGER, default: 2 * 1024 ** 3 }),
  /** Disk budget of downloaded image originals (bytes), kept the same way. */
  IMAGE_ORIGINALS_BYTES: Type.Integer({ minimum: 1_048_576, maximum: Number.MAX_SAFE_INTEGER, default: 4 * 1024 ** 3 }),
  /** Click-throughs (`/go`) one client may make per minute; more answer 429. */
  CLICK_RATE_LIMIT: Type.Integer({ minimum: 1, maximum: 1_000_000, default: 60 }),
  /** Where e-mails are written (one `.eml` and one `.json` each) when SMTP_URL is not set; `$DATA_DIR/outbox` by default. */
  MAIL_OUTBOX: Type.Optional(Type.String({ minLength: 1 })),
  /** `smtp://user:password@host:port` or `smtps://…`: e-mails are sent by SMTP instead of written to the outbox. */
  SMTP_URL: Type.Optional(Type.String({ pattern: '^smtps?://' })),
  /** The sender of every e-mail. */
  MAIL_FROM: Type.String({ default: 'Уют <no-reply@uyut.bg>', minLength: 3 }),
  /**
   * The currency prices lead with (spec §9: BGN, the other one second): cards, offers, price filters, histograms and
   * price URLs count in it. `npm start` builds the site with the same setting.
   */
  PRIMARY_CURRENCY: Type.Union(
    CURRENCIES.map((c) => Type.Literal(c)),
    { default: DEFAULT_PRIMARY_CURRENCY },
  ),
});

export type Env = Static<typeof EnvSchema>;

export interface Config extends Omit<
  Env,
  'DATABASE_URL' | 'PUBLIC_URL' | 'SESSION_SECRET' | 'BUILD_TOKEN' | 'WATCHDOG_KEY' | 'SHARE_KEY' | 'TRUST_PROXY' | 'MAIL_OUTBOX'
> {
  SHARE_KEY: string;
  MAIL_OUTBOX: string;
  DATABASE_URL: string;
  PUBLIC_URL: string;
  SESSION_SECRET: string;
  BUILD_TOKEN: string;
  WATCHDOG_KEY: string;
  TRUST_PROXY: boolean | number | string;
}

/**
 * Validates the environment at boot and fills defaults. Paths are resolved against `cwd` (the repository root by default).
 * Throws with every offending variable named, so a bad deployment fails fast.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env, cwd = REPOSITORY_ROOT): Config {
  const known = Object.fromEntries(
    Object.keys(EnvSchema.properties)
      .filter((key) => env[key] !== undefined && env[key] !== '')
      .map((key) => [key, env[key]]),
  );
  const parsed = Value.Convert(EnvSchema, Value.Default(EnvSchema, known));
  const errors = [...Value.Errors(EnvSchema, parsed)];
  if (errors.length > 0) {
    const detail = errors.map((e) => `${e.path.slice(1)}: ${e.message}`).join('; ');
    throw new Error(`Invalid environment: ${detail}`);
  }
  const valid = parsed as Env;
  if (valid.DATABASE_URL !== undefined) {
    try {
      databaseTarget(valid.DATABASE_URL);
    } catch (error) {
      throw new Error(`Invalid environment: ${error instanceof Error ? error.message : String(error)}`, { cause: error });
    }
  }
  const dataDir = resolve(cwd, valid.DATA_DIR);
  const sessionSecret = valid.SESSION_SECRET ?? localSecret(dataDir);
  return {
    ...valid,
    DATA_DIR: dataDir,
    SITE_DIR: resolve(cwd, valid.SITE_DIR),
    PUBLIC_URL: valid.PUBLIC_URL ?? `http://localhost:${valid.PORT}`,
    DATABASE_URL: valid.DATABASE_URL ?? `sqlite:${join(dataDir, 'uyut.sqlite')}`,
    MAIL_OUTBOX: resolve(cwd, valid.MAIL_OUTBOX ?? join(dataDir, 'outbox')),
    SESSION_SECRET: sessionSecret,
    BUILD_TOKEN: valid.BUILD_TOKEN ?? createHmac('sha256', sessionSecret).update('uyut build export').digest('base64url'),
    WATCHDOG_KEY: valid.WATCHDOG_KEY ?? createHmac('sha256', sessionSecret).update('uyut watchdog unsubscribe').digest('base64url'),
    SHARE_KEY: valid.SHARE_KEY ?? createHmac('sha256', sessionSecret).update('uyut favourites share key').digest('hex'),
    TRUST_PROXY: trustProxyOf(valid.TRUST_PROXY),
  };
}

/** Fastify's `trustProxy` from its environment spelling. */
function trustProxyOf(value: string): boolean | number | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return /^[0-9]+$/.test(value) ? Number(value) : value;
}

/** A random secret generated once per data folder, so local runs need no configuration and commit none. */
function localSecret(dataDir: string): string {
  const file = join(dataDir, 'session-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('hex');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
