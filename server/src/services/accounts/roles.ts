import { isRole, normaliseEmail, ROLES } from '@uyut/core';
import type { Db } from '../../db/database';
import * as repository from './repository';

/**
 * Roles are granted and revoked only here, from the CLI (`users grant|revoke|list`), never by a client. A session
 * checks the roles its user holds at each request, so a change applies to signed-in browsers at once.
 */
export async function changeRole(db: Db, options: { email: string; role: string; grant: boolean }): Promise<void> {
  if (!isRole(options.role)) throw new Error(`Unknown role "${options.role}": one of ${ROLES.join(', ')}`);
  const user = await repository.userByEmail(db, normaliseEmail(options.email));
  if (user === undefined) throw new Error(`No account with the e-mail ${options.email}`);
  if (options.grant) await repository.grantRole(db, user.id, options.role);
  else await repository.revokeRole(db, user.id, options.role);
}

export async function listUsers(db: Db) {
  return repository.usersWithRoles(db);
}
