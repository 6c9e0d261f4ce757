import { pick as rankedPick } from '@gatsbyjs/reach-router';
import { type SeededRandom, seededRandom } from '@uyut/core';
import { pick, serverNotFoundPath } from './route-pick';

const WORDS = ['products', 'eshop', 'sales', 'voucher', 'divani', 'stol', 'ANDDOM20', 'cvyat-siv', '%D0%B0'];

function randomPath(r: SeededRandom): string {
  const length = r.int(5);
  return `/${Array.from({ length }, () => r.pick(WORDS)).join('/')}`;
}

function randomRoutes(r: SeededRandom): Array<{ path: string; originalPath: string }> {
  return Array.from({ length: 1 + r.int(12) }, (_, index) => {
    const path = randomPath(r);
    /* The index tells equal routes apart: among equals, the first one listed wins. */
    return { path: r.next() < 0.7 ? `${path === '/' ? '' : path}/*` : path, originalPath: `${path}#${index}` };
  });
}

describe('route pick (Gatsby page lookup with static and `{page}/*` match paths)', () => {
  test('answers exactly as the ranked pick of @reach/router on random routes and paths', () => {
    const r = seededRandom(7);
    for (let i = 0; i < 3000; i++) {
      const routes = randomRoutes(r);
      const uri = `${randomPath(r)}${r.next() < 0.3 ? '/' : ''}${r.next() < 0.2 ? '?sort=cheapest' : ''}`;
      expect({ routes, uri, picked: pick(routes, uri) }).toEqual({ routes, uri, picked: rankedPick(routes, uri) });
    }
  });

  test('a page path wins over its own `/*` route, and the longest `/*` prefix wins over shorter ones', () => {
    const routes = [
      { path: '/products/eshop/a/*', originalPath: '/products/eshop/a' },
      { path: '/products/eshop/a/voucher/X', originalPath: '/products/eshop/a/voucher/X' },
      { path: '/products/eshop/a/voucher/X/*', originalPath: '/products/eshop/a/voucher/X' },
      { path: '/products/*', originalPath: '/products' },
    ];
    expect(pick(routes, '/products/eshop/a/voucher/X/')?.route).toBe(routes[1]);
    expect(pick(routes, '/products/eshop/a/voucher/X/cvyat-siv')).toEqual({
      route: routes[2],
      params: { '*': 'cvyat-siv' },
      uri: '/products/eshop/a/voucher/X',
    });
    expect(pick(routes, '/products/eshop/a/stol')?.route).toBe(routes[0]);
    expect(pick(routes, '/products/divani')?.route).toBe(routes[3]);
    expect(pick(routes, '/eco')).toBeNull();
  });

  test('a new list of paths is looked up in its own table, while a fresh copy of the same list reuses the last one', () => {
    const first = [{ path: '/products/divani/*', originalPath: '/products/divani' }];
    expect(pick(first, '/products/divani/siv')?.route).toBe(first[0]);
    const copy = first.map((route) => ({ ...route }));
    expect(pick(copy, '/products/divani/siv')?.route).toBe(copy[0]);
    const changed = [{ path: '/products/stolove/*', originalPath: '/products/stolove' }];
    expect(pick(changed, '/products/divani/siv')).toBeNull();
    expect(pick(changed, '/products/stolove')?.route).toBe(changed[0]);
  });

  test('routes with parameters fall back to the ranked pick', () => {
    const routes = [
      { path: '/eshop/:id/*', originalPath: '/eshop/:id' },
      { path: '/eshop/1', originalPath: '/eshop/1' },
    ];
    expect(pick(routes, '/eshop/7/x')).toEqual(rankedPick(routes, '/eshop/7/x'));
    expect(pick(routes, '/eshop/7/x')?.params).toEqual({ id: '7', '*': 'x' });
  });

  test('the path a page load was answered with the 404 page for is known by its segments; other loads have none', () => {
    expect(serverNotFoundPath({ pagePath: '/404.html', pathname: '/products/divani/garbage-xyz' })).toBe('products/divani/garbage-xyz');
    expect(serverNotFoundPath({ pagePath: '/404/', pathname: '/products/%D0%B0/' })).toBe('products/а');
    expect(serverNotFoundPath({ pagePath: '/products/divani', pathname: '/products/divani/cvyat-siv' })).toBeNull();
    expect(serverNotFoundPath({ pagePath: undefined, pathname: '/' })).toBeNull();
  });

  test('on a page load the server answered with the 404 page, its path matches no route (Gatsby then renders its 404 page); other paths match', () => {
    const routes = [{ path: '/products/divani/*', originalPath: '/products/divani' }];
    window.history.pushState({}, '', '/products/divani/garbage-xyz');
    Object.assign(window, { pagePath: '/404.html' });
    jest.isolateModules(() => {
      const fresh = jest.requireActual<typeof import('./route-pick')>('./route-pick');
      expect(fresh.pick(routes, '/products/divani/garbage-xyz')).toBeNull();
      expect(fresh.pick(routes, '/products/divani/garbage-xyz/')).toBeNull();
      expect(fresh.pick(routes, '/products/divani/cvyat-siv')?.route).toBe(routes[0]);
    });
    expect(pick(routes, '/products/divani/garbage-xyz')?.route).toBe(routes[0]);
  });
});
