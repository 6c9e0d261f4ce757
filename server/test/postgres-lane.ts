import { Client } from 'pg';

/** The PostgreSQL of the lane (`npm run test:server:pg`): DATABASE_URL when it is a PostgreSQL URL, else undefined. */
export function postgresTestUrl(): string | undefined {
  const url = process.env.DATABASE_URL;
  return url !== undefined && /^postgres(ql)?:\/\//i.test(url) ? url : undefined;
}

/** The name of the database the URL names: the lane's own, after which its template and test databases are named. */
export function databaseName(url: string): string {
  const name = decodeURIComponent(new URL(url).pathname.slice(1));
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`DATABASE_URL of the PostgreSQL lane names database "${name}": use [a-z0-9_]`);
  return name;
}

/** The migrated database every test database is copied from (test/postgres-setup.ts). */
export function templateName(url: string): string {
  return `${databaseName(url)}_template`;
}

/** The same server and user with another database. */
export function withDatabase(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

/** Runs statements on the lane's own database: databases are created and dropped from outside themselves. */
export async function administer<R>(url: string, work: (client: Client) => Promise<R>): Promise<R> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops the template and every test database of the lane, those an interrupted run left included. */
export function dropTestDatabases(url: string): Promise<void> {
  return administer(url, async (client) => {
    const { rows } = await client.query<{ datname: string }>(
      `select datname from pg_database where datname = $1 or datname ~ ('^' || $2 || '_[0-9]+_[0-9a-f]+_[0-9]+$')`,
      [templateName(url), databaseName(url)],
    );
    for (const { datname } of rows) await client.query(`drop database "${datname}" with (force)`);
  });
}
