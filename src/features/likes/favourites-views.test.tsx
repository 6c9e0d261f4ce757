import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { deleteCookie, writeCookie } from '../../lib/cookies';
import { utf8Encode } from '../../lib/utf8';
import { variantFixture } from '../catalogue/test-support/variant-fixture';
import FavouritesView from './favourites-views';
import { shareTokenOf } from './favourites-rules';

const encode = (value: unknown) => btoa(String.fromCharCode(...utf8Encode(JSON.stringify(value)))).replace(/=+$/, '');
const token = (claims: Record<string, unknown>) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.sig`;

function isolatedCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>;
}

const page = (variants: ReturnType<typeof variantFixture>[], extra: object = {}) =>
  Response.json({ variants, pagination: { page: 1, pageSize: 24, pageCount: 2, totalCount: 30 }, ...extra });

/** Answers the favourites routes by path; `asked` lists every request as method and path with query. */
function serve(answer: (url: URL) => Response) {
  const asked: string[] = [];
  const fetchMock = jest.fn(async (request: Request) => {
    const url = new URL(request.url);
    asked.push(`${request.method} ${url.pathname}${url.search}`);
    return url.pathname.startsWith('/api/v1/') ? Response.json([]) : answer(url);
  });
  Object.defineProperty(globalThis, 'fetch', { value: fetchMock, configurable: true, writable: true });
  return asked;
}

describe('the favourites pages (spec §2 /user/favourites, /user/favourites/{encryptedShare})', () => {
  afterEach(() => {
    deleteCookie('token');
    Reflect.deleteProperty(globalThis, 'fetch');
  });

  it('reads the share token from the path, and nothing else as one', () => {
    expect(shareTokenOf('/user/favourites/AbC_d-9')).toBe('AbC_d-9');
    expect(shareTokenOf('/user/favourites')).toBeNull();
    expect(shareTokenOf('/user/favourites/a.b')).toBeNull();
  });

  it('asks a signed-out shopper to sign in for the own list, without a request', async () => {
    const asked = serve(() => page([]));
    render(<FavouritesView location={{ pathname: '/user/favourites' }} />, { wrapper: isolatedCache });
    expect(await screen.findByRole('link', { name: 'Вход' })).toHaveAttribute('href', '/login?next=/user/favourites');
    expect(asked).toEqual([]);
  });

  it('shows a shared list without an account, with its owner', async () => {
    const asked = serve(() => page([variantFixture({ id: 7, name: 'Диван Сиена' })], { owner: { id: '3', name: 'Мария' } }));
    render(<FavouritesView location={{ pathname: '/user/favourites/tok_1' }} />, { wrapper: isolatedCache });
    expect(await screen.findByText('Диван Сиена')).toBeInTheDocument();
    expect(screen.getByText('Любимите продукти на Мария')).toBeInTheDocument();
    expect(asked).toContain('GET /api/v2/user/variants-liked?sort=newest&page=1&pageSize=24&encryptedShare=tok_1');
  });

  it('says a revoked or forged share link does not work', async () => {
    serve(() => Response.json({ statusCode: 404, field: 'encryptedShare', message: 'Not found' }, { status: 404 }));
    render(<FavouritesView location={{ pathname: '/user/favourites/gone' }} />, { wrapper: isolatedCache });
    expect(await screen.findByRole('alert')).toHaveTextContent('Тази връзка вече не работи');
  });

  it('lists the own likes with sort, active-only and pages, and makes and revokes the share link', async () => {
    writeCookie({ name: 'token', value: token({ sub: '8', name: 'Мария' }) });
    const asked = serve((url) => {
      if (url.pathname === '/api/v2/user/favourites-share') return Response.json({ encryptedShare: 'tok_2' });
      return page([variantFixture({ id: 5, name: 'Лампа Луна' })]);
    });
    render(<FavouritesView location={{ pathname: '/user/favourites' }} />, { wrapper: isolatedCache });
    expect(await screen.findByText('Лампа Луна')).toBeInTheDocument();
    fireEvent.change(screen.getByRole('combobox', { name: /Подреди по/ }), { target: { value: 'cheapest' } });
    fireEvent.click(screen.getByRole('checkbox', { name: /Само наличните/ }));
    await screen.findByText('Лампа Луна');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Следваща' })));
    expect(asked).toEqual(
      expect.arrayContaining([
        'GET /api/v2/user/variants-liked?sort=newest&page=1&pageSize=24',
        'GET /api/v2/user/variants-liked?sort=cheapest&page=1&pageSize=24&active=1',
        'GET /api/v2/user/variants-liked?sort=cheapest&page=2&pageSize=24&active=1',
      ]),
    );
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Създай връзка за споделяне' })));
    expect(screen.getByTestId('favourites-share-link')).toHaveValue(`${window.location.origin}/user/favourites/tok_2`);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Спри споделянето' })));
    expect(asked).toContain('DELETE /api/v2/user/favourites-share');
    expect(screen.queryByTestId('favourites-share-link')).toBeNull();
  });
});
