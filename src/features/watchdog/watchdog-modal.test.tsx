import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { installFakeApi } from '../../client/test-support/fake-api';
import { WatchdogModal } from './watchdog-modal';

const SUBSCRIBE = 'POST /api/v1/bg/watchdog/501';

function isolated({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>;
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const submit = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Следете' })));

function renderModal(onClose = jest.fn()) {
  render(<WatchdogModal variantId={501} productName="Диван Осло" onClose={onClose} />, { wrapper: isolated });
  return onClose;
}

afterEach(() => Reflect.deleteProperty(globalThis, 'fetch'));

describe('WatchdogModal (spec §4 Watchdog, §3 Subscribe payload)', () => {
  it('validates before it sends: an e-mail is required and a target must be a price', async () => {
    const api = installFakeApi({ [SUBSCRIBE]: { status: 204 } });
    renderModal();
    expect(screen.getByLabelText('Имейл')).toHaveValue('');
    expect(screen.getByLabelText('Имейл')).toHaveFocus();
    type('Желана цена (по избор)', '0');
    await submit();
    expect(screen.getByLabelText('Имейл')).toHaveAccessibleDescription('Въведете имейл.');
    expect(screen.getByLabelText('Желана цена (по избор)')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Цената трябва да е по-голяма от нула.')).toBeInTheDocument();
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('subscribes an anonymous shopper for availability (no target) and says a confirmation e-mail was sent', async () => {
    const api = installFakeApi({
      [SUBSCRIBE]: { status: 204 },
      'GET /api/v1/bg/watchdog/501': { status: 200, body: { subscribed: false } },
    });
    renderModal();
    type('Имейл', 'ivan@example.bg');
    await submit();
    expect(await screen.findByRole('status')).toHaveTextContent(
      'Изпратихме писмо до ivan@example.bg. Отворете връзката в него, за да потвърдите следенето.',
    );
    await expect(api.requestsTo(SUBSCRIBE)[0]!.json()).resolves.toEqual({ email: { email: 'ivan@example.bg' }, targetPrice: null });
  });

  it("shows the server's refusal at its field, and a rate limit for the form", async () => {
    installFakeApi({
      [SUBSCRIBE]: [
        { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'email', field: 'email' } },
        { status: 429, body: { statusCode: 429, error: 'Too Many Requests', message: 'slow down' } },
      ],
    });
    renderModal();
    type('Имейл', 'ivan@example.bg');
    await submit();
    await waitFor(() => expect(screen.getByLabelText('Имейл')).toHaveAccessibleDescription('Въведете валиден имейл адрес.'));
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Твърде много опити. Опитайте отново по-късно.');
  });

  it('closes on Escape and on a click outside the dialog', () => {
    installFakeApi({});
    const onClose = renderModal();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    fireEvent.mouseDown(screen.getByRole('dialog').parentElement!);
    expect(onClose).toHaveBeenCalledTimes(2);
  });
});
