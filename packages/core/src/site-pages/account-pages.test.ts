import { clientRouteShell, isAccountPath } from './account-pages';

describe('account pages (spec §2 User routes)', () => {
  it('maps a client route to the shell page that renders it', () => {
    expect(clientRouteShell('/user/17')).toBe('/user');
    expect(clientRouteShell('/register/confirmation/17/abc_DEF-123')).toBe('/register/confirmation');
    expect(clientRouteShell('/password/confirmation/abc')).toBe('/password/confirmation');
    expect(clientRouteShell('/watchdog/unsubscribe/Ab-c_12')).toBe('/watchdog/unsubscribe');
    expect(clientRouteShell('/user/favourites/AbC_d-9')).toBe('/user/favourites');
  });

  it('takes no path of another shape', () => {
    expect(clientRouteShell('/user')).toBeNull();
    expect(clientRouteShell('/user/17/more')).toBeNull();
    expect(clientRouteShell('/user/17/')).toBeNull();
    expect(clientRouteShell('/user//17')).toBeNull();
    expect(clientRouteShell('/register/confirmation/17')).toBeNull();
    expect(clientRouteShell('/password/confirmation/a/b')).toBeNull();
    expect(clientRouteShell('/watchdog/unsubscribe')).toBeNull();
    expect(clientRouteShell('/watchdog/unsubscribe/a/b')).toBeNull();
    expect(clientRouteShell('/products/divani')).toBeNull();
    expect(clientRouteShell('/')).toBeNull();
  });

  it('knows the account pages and their client routes, nothing else', () => {
    for (const path of [
      '/login',
      '/register',
      '/logout',
      '/password/renew',
      '/user',
      '/user/5',
      '/register/confirmation',
      '/password/confirmation/x',
      '/user/watchdog',
      '/watchdog/unsubscribe/x',
    ])
      expect(isAccountPath(path)).toBe(true);
    for (const path of ['/', '/products/divani', '/product/1-divan', '/users', '/login/x', '/watchdog'])
      expect(isAccountPath(path)).toBe(false);
  });
});
