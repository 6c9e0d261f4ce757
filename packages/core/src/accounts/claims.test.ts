import { isRole, ROLES } from './claims';

describe('roles', () => {
  it('are admin, editor and eshop only', () => {
    expect(ROLES).toEqual(['admin', 'editor', 'eshop']);
    expect(ROLES.every(isRole)).toBe(true);
    expect(isRole('root')).toBe(false);
    expect(isRole('Admin')).toBe(false);
  });
});
