import { normaliseEmail } from '@uyut/core';
import type { Db } from '../db/database';
import { AuthService } from '../services/accounts';
import { changeRole } from '../services/accounts/roles';
import { userByEmail } from '../services/accounts/repository';

/**
 * The demo's two confirmed accounts (README "Demo accounts"), so a newcomer can try every signed-in page at once: a
 * shopper, and a staff account with the admin and editor roles. Made through the same service code as a
 * registration; an account that exists is left as it is.
 */
export const DEMO_ACCOUNTS = [
  { email: 'klient@uyut.bg', password: 'Demo-Klient-2026', name: 'Мария Иванова', roles: [] },
  { email: 'ekip@uyut.bg', password: 'Demo-Ekip-2026', name: 'Екип Уют', roles: ['admin', 'editor'] },
] as const;

export async function seedDemoAccounts(db: Db): Promise<void> {
  /* Confirmed accounts are created without a confirmation mail, so nothing is ever sent. */
  const auth = new AuthService(db, { mailer: { send: async () => undefined }, publicUrl: 'http://localhost' });
  for (const account of DEMO_ACCOUNTS) {
    if ((await userByEmail(db, normaliseEmail(account.email))) !== undefined) continue;
    await auth.createConfirmed(account);
    for (const role of account.roles) await changeRole(db, { email: account.email, role, grant: true });
  }
}
