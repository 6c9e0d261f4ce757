import { testDatabase } from '../../../test/test-database';
import type { DatabaseHandle } from '../../db/database';
import { insertUser } from './repository';
import { changeRole, listUsers } from './roles';

describe('roles from the CLI (users grant|revoke|list)', () => {
  let handle: DatabaseHandle;
  beforeEach(async () => {
    handle = await testDatabase();
    const now = '2026-11-01T10:00:00.000Z';
    const user = {
      password_hash: 'x',
      first_name: null,
      last_name: null,
      dob: null,
      gender: null,
      avatar_file: null,
      created_at: now,
      updated_at: now,
    };
    await insertUser(handle.db, { ...user, email: 'a@example.bg', name: 'А', confirmed_at: now });
    await insertUser(handle.db, { ...user, email: 'b@example.bg', name: 'Б', confirmed_at: null });
  });
  afterEach(() => handle.close());

  it('grants and revokes admin, editor and eshop by e-mail (normalised), once each', async () => {
    await changeRole(handle.db, { email: ' A@Example.BG', role: 'eshop', grant: true });
    await changeRole(handle.db, { email: 'a@example.bg', role: 'admin', grant: true });
    await changeRole(handle.db, { email: 'a@example.bg', role: 'admin', grant: true });
    expect((await listUsers(handle.db)).map((u) => [u.email, u.roles])).toEqual([
      ['a@example.bg', ['admin', 'eshop']],
      ['b@example.bg', []],
    ]);
    await changeRole(handle.db, { email: 'a@example.bg', role: 'admin', grant: false });
    expect((await listUsers(handle.db))[0]!.roles).toEqual(['eshop']);
  });

  it('refuses an unknown role or e-mail', async () => {
    await expect(changeRole(handle.db, { email: 'a@example.bg', role: 'root', grant: true })).rejects.toThrow('Unknown role "root"');
    await expect(changeRole(handle.db, { email: 'x@example.bg', role: 'admin', grant: true })).rejects.toThrow('No account');
  });
});
