import { isAbsolute, resolve } from 'node:path';

/**
 * A feed source as the CLI stores and imports it: a URL (any `scheme:`) as given, a relative path against `root`
 * (the repository root: the README's commands are typed there, while npm -w runs the CLI in server/).
 */
export function resolveSource(source: string, root: string): string {
  if (/^[a-z][a-z0-9+.-]*:/i.test(source) || isAbsolute(source)) return source;
  return resolve(root, source);
}

/** Where DATABASE_URL points, for messages: an SQLite path as is, a PostgreSQL URL without its password. */
export function describeDatabase(url: string): string {
  if (!/^postgres(ql)?:\/\//i.test(url)) return url.replace(/^(sqlite|file):(\/\/)?/i, '');
  const parsed = new URL(url);
  if (parsed.password !== '') parsed.password = '***';
  return parsed.href;
}

/** What the CLI says when its database holds no shop: which database it opened, and how to fill it. */
export function emptyDatabaseNote(url: string): string {
  return `The database ${describeDatabase(url)} is empty (no shops yet): \`npm start\` imports the demo catalogue into it, or run \`npm run cli -w server -- demo\`.`;
}
