import { testDatabase } from '../../test/test-database';
import type { DatabaseHandle } from '../db/database';
import { listUsers } from '../services/accounts/roles';
import { verifyPassword } from '../services/accounts/passwords';
import { DEMO_ACCOUNTS, seedDemoAccounts } from './accounts';

describe('demo accounts (README "Demo accounts")', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await testDatabase();
  });
  afterEach(() => handle.close());

  it('creates the confirmed shopper and staff accounts once, with the README passwords and the staff roles', async () => {
    await seedDemoAccounts(handle.db);
    await seedDemoAccounts(handle.db);
    const users = await listUsers(handle.db);
    expect(users.map((u) => [u.email, u.name, u.roles, u.confirmed_at !== null])).toEqual([
      ['klient@uyut.bg', 'Мария Иванова', [], true],
      ['ekip@uyut.bg', 'Екип Уют', ['admin', 'editor'], true],
    ]);
    for (const account of DEMO_ACCOUNTS) {
      const row = await handle.db.selectFrom('users').select('password_hash').where('email', '=', account.email).executeTakeFirstOrThrow();
      expect(await verifyPassword({ hash: row.password_hash, password: account.password })).toBe(true);
    }
  });
});
