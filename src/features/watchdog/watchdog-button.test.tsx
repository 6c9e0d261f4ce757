import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { installFakeApi } from '../../client/test-support/fake-api';
import { deleteCookie, writeCookie } from '../../lib/cookies';
import { utf8Encode } from '../../lib/utf8';
import { WatchdogButton } from './watchdog-button';

const encode = (json: unknown) => btoa(String.fromCharCode(...utf8Encode(JSON.stringify(json)))).replace(/=+$/, '');
const token = (claims: Record<string, unknown>) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.sig`;

const STATUS = 'GET /api/v1/bg/watchdog/501';
const SUBSCRIBE = 'POST /api/v1/bg/watchdog/501';
const UNSUBSCRIBE = 'DELETE /api/v1/bg/watchdog/501';
const subscribed = { status: 200, body: { subscribed: true, type: 'availability', targetPrice: null } };
const unsubscribed = { status: 200, body: { subscribed: false, type: null, targetPrice: null } };

function isolated({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>;
}

function renderButton(readStatus = true) {
  return render(<WatchdogButton variantId={501} productName="Диван Осло" className="button" readStatus={readStatus} />, {
    wrapper: isolated,
  });
}

const button = () => screen.getByTestId('watchdog-button');
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

afterEach(() => {
  deleteCookie('token');
  Reflect.deleteProperty(globalThis, 'fetch');
});

describe('WatchdogButton (spec §4 Watchdog)', () => {
  it("on the product page, announces the confirmation link's redirect once and takes its flag out of the address", async () => {
    installFakeApi({ [STATUS]: subscribed });
    window.history.replaceState(null, '', '/product/501-divan-oslo?watchdog=confirmed&ref=mail#offers');
    render(<WatchdogButton variantId={501} productName="Диван Осло" className="button" readStatus announceConfirmation />, {
      wrapper: isolated,
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Следенето е потвърдено.');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe('/product/501-divan-oslo?ref=mail#offers');
  });

  it('says nothing of a confirmation on a card, or without the flag', async () => {
    installFakeApi({ [STATUS]: subscribed });
    window.history.replaceState(null, '', '/products/divani?watchdog=confirmed');
    renderButton();
    await waitFor(() => expect(button()).toHaveTextContent('Прекратяване на следването'));
    expect(screen.queryByRole('status')).toBeNull();
    expect(window.location.search).toBe('?watchdog=confirmed');
  });

  it('reads no status while paused, then shows the subscribed state it reads', async () => {
    const api = installFakeApi({ [STATUS]: subscribed });
    const { rerender } = renderButton(false);
    expect(button()).toHaveTextContent('Следете за наличност');
    expect(api.fetch).not.toHaveBeenCalled();
    rerender(<WatchdogButton variantId={501} productName="Диван Осло" className="button" readStatus />);
    await waitFor(() => expect(button()).toHaveTextContent('Прекратяване на следването'));
  });

  it('stays in its first state, without a message, when the status read fails (spec §8)', async () => {
    const api = installFakeApi({ [STATUS]: { status: 500, body: { message: 'boom' } } });
    renderButton();
    await waitFor(() => expect(api.requestsTo(STATUS)).toHaveLength(1));
    expect(button()).toHaveTextContent('Следете за наличност');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('unsubscribes when subscribed, without opening the modal', async () => {
    const api = installFakeApi({ [STATUS]: subscribed, [UNSUBSCRIBE]: { status: 204 } });
    renderButton();
    await waitFor(() => expect(button()).toHaveTextContent('Прекратяване на следването'));
    fireEvent.click(button());
    await waitFor(() => expect(button()).toHaveTextContent('Следете за наличност'));
    expect(api.requestsTo(UNSUBSCRIBE)).toHaveLength(1);
    expect(api.requestsTo(STATUS)).toHaveLength(1);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('reads the status again after a failed unsubscribe and shows what it reads', async () => {
    const api = installFakeApi({ [STATUS]: [subscribed, unsubscribed], [UNSUBSCRIBE]: { status: 500, body: { message: 'boom' } } });
    renderButton();
    await waitFor(() => expect(button()).toHaveTextContent('Прекратяване на следването'));
    fireEvent.click(button());
    await waitFor(() => expect(api.requestsTo(STATUS)).toHaveLength(2));
    await waitFor(() => expect(button()).toHaveTextContent('Следете за наличност'));
    expect(button()).toBeEnabled();
  });

  it('keeps the subscribed state when the failed unsubscribe left the watchdog in place', async () => {
    const api = installFakeApi({ [STATUS]: subscribed, [UNSUBSCRIBE]: { status: 503 } });
    renderButton();
    await waitFor(() => expect(button()).toHaveTextContent('Прекратяване на следването'));
    fireEvent.click(button());
    await waitFor(() => expect(api.requestsTo(STATUS)).toHaveLength(2));
    await waitFor(() => expect(button()).toBeEnabled());
    expect(button()).toHaveTextContent('Прекратяване на следването');
  });

  it('opens the modal when unsubscribed; a signed-in subscribe with the prefilled e-mail turns the button', async () => {
    writeCookie({ name: 'token', value: token({ sub: '7', name: 'Мария', email: 'maria@uyut.bg' }) });
    const api = installFakeApi({
      [STATUS]: [unsubscribed, subscribed],
      [SUBSCRIBE]: { status: 204 },
      'GET /api/v2/user/variants-watched': { status: 200, body: [] },
    });
    renderButton();
    await waitFor(() => expect(api.requestsTo(STATUS)).toHaveLength(1));
    fireEvent.click(button());
    const dialog = await screen.findByRole('dialog', { name: 'Следете продукта' });
    expect(within(dialog).getByLabelText('Имейл')).toHaveValue('maria@uyut.bg');
    type('Желана цена (по избор)', '499,90');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Следете' })));
    expect(await within(dialog).findByRole('status')).toHaveTextContent('Готово! Ще ви пишем на maria@uyut.bg.');
    await expect(api.requestsTo(SUBSCRIBE)[0]!.json()).resolves.toEqual({ email: { email: 'maria@uyut.bg' }, targetPrice: 499.9 });
    expect(button()).toHaveTextContent('Прекратяване на следването');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Затвори' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
