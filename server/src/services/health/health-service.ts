import type { Db } from '../../db/database';
import * as repository from './repository';
import type { Health } from './schemas';

/** The process is up and its database answers (a database that does not makes the check fail with a 500). */
export async function healthReport(db: Db): Promise<Health> {
  await repository.pingDatabase(db);
  return { status: 'ok', database: 'ok', uptimeSeconds: Math.round(process.uptime()) };
}
