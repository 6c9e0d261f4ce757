import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { installFakeApi } from '../../client/test-support/fake-api';
import { variantFixture } from '../catalogue/test-support/variant-fixture';
import { deleteCookie, writeCookie } from '../../lib/cookies';
import { utf8Encode } from '../../lib/utf8';
import { UnsubscribeView, WatchdogListView } from './watchdog-pages';

const encode = (json: unknown) => btoa(String.fromCharCode(...utf8Encode(JSON.stringify(json)))).replace(/=+$/, '');
const token = (claims: Record<string, unknown>) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.sig`;
const NBSP = '\u00A0';

const WATCHED = 'GET /api/v2/user/variants-watched';
const BY_HASH = 'DELETE /api/v1/bg/watchdog/unsubscribe/Ab_c-12';

function isolated({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>;
}

const signIn = () => writeCookie({ name: 'token', value: token({ sub: '7', name: 'Мария', email: 'maria@uyut.bg' }) });

afterEach(() => {
  deleteCookie('token');
  Reflect.deleteProperty(globalThis, 'fetch');
});

describe('/user/watchdog (spec §2, §3 Watched item)', () => {
  it('asks a logged-out visitor to sign in, without a request', () => {
    const api = installFakeApi({});
    render(<WatchdogListView />, { wrapper: isolated });
    expect(screen.getByText('Влезте в профила си, за да видите следените продукти.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Вход' })).toHaveAttribute('href', '/login?next=%2Fuser%2Fwatchdog');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('lists the watched variants with what each waits for, and removes one', async () => {
    signIn();
    const sofa = variantFixture();
    const lamp = variantFixture({ id: 502, name: 'Лампа Нора', active: false });
    const api = installFakeApi({
      [WATCHED]: {
        status: 200,
        body: [
          { variant: sofa, type: 'price', targetPrice: 999.9 },
          { variant: lamp, type: 'availability', targetPrice: null },
        ],
      },
      'DELETE /api/v1/bg/watchdog/502': { status: 204 },
    });
    render(<WatchdogListView />, { wrapper: isolated });
    const items = await screen.findAllByTestId('watched-item');
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining(`Цена до 999,90${NBSP}лв.`),
      expect.stringContaining('Наличност'),
    ]);
    expect(within(items[1]!).getByText('Не е в наличност')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Премахни следенето: Лампа Нора' })));
    await waitFor(() => expect(screen.getAllByTestId('watched-item')).toHaveLength(1));
    expect(api.requestsTo('DELETE /api/v1/bg/watchdog/502')).toHaveLength(1);
  });

  it('says so when the remove fails and keeps the row', async () => {
    signIn();
    installFakeApi({
      [WATCHED]: { status: 200, body: [{ variant: variantFixture(), type: 'availability', targetPrice: null }] },
      'DELETE /api/v1/bg/watchdog/501': { status: 500 },
    });
    render(<WatchdogListView />, { wrapper: isolated });
    fireEvent.click(await screen.findByRole('button', { name: /Премахни следенето/ }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Следенето не бе премахнато. Опитайте отново.');
    expect(screen.getAllByTestId('watched-item')).toHaveLength(1);
  });

  it('shows the empty list, and the sign-in prompt when the session has gone (401)', async () => {
    signIn();
    installFakeApi({ [WATCHED]: [{ status: 200, body: [] }] });
    const { unmount } = render(<WatchdogListView />, { wrapper: isolated });
    expect(await screen.findByText(/Още не следите продукти/)).toBeInTheDocument();
    unmount();
    signIn();
    installFakeApi({ [WATCHED]: { status: 401 } });
    render(<WatchdogListView />, { wrapper: isolated });
    expect(await screen.findByText('Влезте в профила си, за да видите следените продукти.')).toBeInTheDocument();
  });
});

describe('/watchdog/unsubscribe/{hash} (spec §2)', () => {
  const at = (pathname: string) => ({ pathname });

  it('changes nothing on opening; only the confirm button unsubscribes', async () => {
    const api = installFakeApi({ [BY_HASH]: { status: 204 } });
    render(<UnsubscribeView location={at('/watchdog/unsubscribe/Ab_c-12')} />, { wrapper: isolated });
    const confirm = screen.getByRole('button', { name: 'Прекратете следенето' });
    expect(api.fetch).not.toHaveBeenCalled();
    await act(async () => fireEvent.click(confirm));
    expect(await screen.findByRole('status')).toHaveTextContent('Следенето е прекратено.');
    expect(api.requestsTo(BY_HASH)).toHaveLength(1);
  });

  it('says the link is invalid when the server does not know the hash (404) or the URL has none', async () => {
    installFakeApi({ [BY_HASH]: { status: 404, body: { statusCode: 404, message: 'hash', field: 'hash' } } });
    const { unmount } = render(<UnsubscribeView location={at('/watchdog/unsubscribe/Ab_c-12')} />, { wrapper: isolated });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Прекратете следенето' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Връзката е невалидна или следенето вече е прекратено.');
    unmount();
    render(<UnsubscribeView location={at('/watchdog/unsubscribe')} />, { wrapper: isolated });
    expect(screen.getByRole('alert')).toHaveTextContent('Връзката е невалидна');
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('offers the button again after a failure that is not the link', async () => {
    installFakeApi({ [BY_HASH]: [{ status: 503 }, { status: 204 }] });
    render(<UnsubscribeView location={at('/watchdog/unsubscribe/Ab_c-12')} />, { wrapper: isolated });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Прекратете следенето' })));
    expect(await screen.findByRole('alert')).toHaveTextContent('Следенето не бе прекратено. Опитайте отново.');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Прекратете следенето' })));
    expect(await screen.findByRole('status')).toHaveTextContent('Следенето е прекратено.');
  });
});
