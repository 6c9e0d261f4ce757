import { dropTestDatabases, postgresTestUrl } from './postgres-lane';

/** Jest's global teardown: on the PostgreSQL lane, drops the template and the test databases. */
export default async function postgresTeardown(): Promise<void> {
  const url = postgresTestUrl();
  if (url !== undefined) await dropTestDatabases(url);
}
