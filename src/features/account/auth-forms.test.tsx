import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { installFakeApi } from '../../client/test-support/fake-api';
import { readCookie, writeCookie } from '../../lib/cookies';
import { LoginForm, RegisterForm, RenewForm, ResetForm } from './auth-forms';

const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });
const user = { id: '7', email: 'maria@uyut.bg', name: 'Мария' };

describe('LoginForm (ADR 0006 login)', () => {
  it('labels its fields with the autocomplete managers need and toggles the password between shown and hidden', () => {
    render(<LoginForm onSignedIn={jest.fn()} />);
    expect(screen.getByLabelText('Имейл')).toHaveAttribute('autocomplete', 'email');
    const password = screen.getByLabelText('Парола');
    expect(password).toHaveAttribute('autocomplete', 'current-password');
    expect(password).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Покажи паролата' }));
    expect(password).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Скрий паролата' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('refuses to send empty or invalid fields, tying each message to its field, and focuses the first', () => {
    const api = installFakeApi({});
    render(<LoginForm onSignedIn={jest.fn()} />);
    fireEvent.click(screen.getByRole('button', { name: 'Влезте' }));
    const email = screen.getByLabelText('Имейл');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Въведете имейл.');
    expect(screen.getByLabelText('Парола')).toHaveAccessibleDescription('Въведете парола.');
    expect(email).toHaveFocus();
    type('Имейл', 'maria@');
    expect(email).toHaveAccessibleDescription('Въведете валиден имейл адрес.');
    type('Имейл', 'maria@uyut.bg');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('sends the normalised e-mail and the password as typed, disables submit while pending, then reports success', async () => {
    let answer: (response: Response) => void = () => undefined;
    const fetch = jest.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    Object.defineProperty(globalThis, 'fetch', { value: fetch, configurable: true, writable: true });
    const onSignedIn = jest.fn();
    render(<LoginForm onSignedIn={onSignedIn} />);
    type('Имейл', '  Maria@Uyut.BG ');
    type('Парола', ' парола с интервали ');
    fireEvent.click(screen.getByRole('button', { name: 'Влезте' }));
    const button = await screen.findByRole('button', { name: 'Изпращане…' });
    expect(button).toBeDisabled();
    fireEvent.submit(button.closest('form')!);
    expect(fetch).toHaveBeenCalledTimes(1);
    const [request] = fetch.mock.calls[0] as unknown as [Request];
    expect(request.method).toBe('POST');
    expect(new URL(request.url).pathname).toBe('/api/v2/auth/login');
    await expect(request.json()).resolves.toEqual({ email: 'maria@uyut.bg', password: ' парола с интервали ' });
    await act(async () => answer(Response.json({ user })));
    expect(onSignedIn).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button', { name: 'Влезте' })).toBeEnabled();
  });

  it('says a wrong e-mail or password on the password field, and clears the token cookie of the 401', async () => {
    writeCookie({ name: 'token', value: 'stale.token.value' });
    installFakeApi({
      'POST /api/v2/auth/login': {
        status: 401,
        body: { statusCode: 401, error: 'Unauthorized', message: 'Invalid e-mail or password', field: 'password' },
      },
    });
    render(<LoginForm onSignedIn={jest.fn()} />);
    type('Имейл', 'maria@uyut.bg');
    type('Парола', 'грешна-парола');
    fireEvent.click(screen.getByRole('button', { name: 'Влезте' }));
    await waitFor(() => expect(screen.getByLabelText('Парола')).toHaveAccessibleDescription('Грешен имейл или парола.'));
    expect(screen.getByLabelText('Парола')).toHaveFocus();
    expect(readCookie('token')).toBeNull();
  });

  it('announces 429 as "try later" with the wait from Retry-After', async () => {
    installFakeApi({
      'POST /api/v2/auth/login': {
        status: 429,
        headers: { 'retry-after': '840' },
        body: { statusCode: 429, error: 'Too Many Requests', message: 'Rate limit exceeded' },
      },
    });
    render(<LoginForm onSignedIn={jest.fn()} />);
    type('Имейл', 'maria@uyut.bg');
    type('Парола', 'парола-123');
    fireEvent.click(screen.getByRole('button', { name: 'Влезте' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Твърде много опити\. Опитайте по-късно \(след 14\sминути\)\.$/);
  });

  it('offers to resend the confirmation e-mail when the address is not confirmed yet', async () => {
    const api = installFakeApi({
      'POST /api/v2/auth/login': {
        status: 403,
        body: { statusCode: 403, error: 'Forbidden', message: 'E-mail not confirmed', field: 'email', code: 'unconfirmed' },
      },
      'POST /api/v2/auth/resend-confirmation': { status: 202, body: { status: 'checkEmail' } },
    });
    render(<LoginForm onSignedIn={jest.fn()} />);
    type('Имейл', 'Maria@uyut.bg');
    type('Парола', 'парола-123');
    fireEvent.click(screen.getByRole('button', { name: 'Влезте' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/още не е потвърден/);
    fireEvent.click(screen.getByRole('button', { name: 'Изпратете писмото отново' }));
    expect(await screen.findByText('Изпратихме писмото отново.')).toBeInTheDocument();
    await expect(api.requestsTo('POST /api/v2/auth/resend-confirmation')[0]!.json()).resolves.toEqual({ email: 'maria@uyut.bg' });
  });

  it('says so when the server cannot be reached', async () => {
    Object.defineProperty(globalThis, 'fetch', {
      value: jest.fn(async () => Promise.reject(new TypeError('Failed to fetch'))),
      configurable: true,
      writable: true,
    });
    render(<LoginForm onSignedIn={jest.fn()} />);
    type('Имейл', 'maria@uyut.bg');
    type('Парола', 'парола-123');
    fireEvent.click(screen.getByRole('button', { name: 'Влезте' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/Няма връзка със сървъра/);
  });

  it('switches to the other forms inside the modal, and links to their pages outside it', () => {
    const onSwitch = jest.fn();
    const { unmount } = render(<LoginForm onSignedIn={jest.fn()} onSwitch={onSwitch} />);
    fireEvent.click(screen.getByRole('button', { name: 'Регистрация' }));
    fireEvent.click(screen.getByRole('button', { name: 'Забравили сте паролата си?' }));
    expect(onSwitch.mock.calls).toEqual([['register'], ['renew']]);
    unmount();
    render(<LoginForm onSignedIn={jest.fn()} />);
    expect(screen.getByRole('link', { name: 'Регистрация' })).toHaveAttribute('href', '/register');
    expect(screen.getByRole('link', { name: 'Забравили сте паролата си?' })).toHaveAttribute('href', '/password/renew');
  });
});

describe('RegisterForm (ADR 0006 register)', () => {
  it('checks the shared rules, sends the normalised values and asks to check the e-mail', async () => {
    const api = installFakeApi({ 'POST /api/v2/auth/register': { status: 202, body: { status: 'checkEmail' } } });
    render(<RegisterForm />);
    expect(screen.getByLabelText('Парола')).toHaveAttribute('autocomplete', 'new-password');
    type('Име, което да виждат другите', '  Мария Иванова ');
    type('Имейл', 'Maria@Uyut.bg');
    type('Парола', 'кратка');
    fireEvent.click(screen.getByRole('button', { name: 'Регистрирайте се' }));
    expect(screen.getByLabelText('Парола')).toHaveAccessibleDescription(/Поне 8 знака.*Паролата трябва да е поне 8 знака\./);
    type('Парола', 'дълга-парола-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Регистрирайте се' }));
    expect(await screen.findByRole('heading', { name: 'Проверете пощата си' })).toBeInTheDocument();
    expect(screen.getByText(/Изпратихме писмо на maria@uyut.bg/)).toBeInTheDocument();
    await expect(api.requestsTo('POST /api/v2/auth/register')[0]!.json()).resolves.toEqual({
      name: 'Мария Иванова',
      email: 'maria@uyut.bg',
      password: 'дълга-парола-2026',
    });
  });

  it("shows the server's common-password refusal on the password field", async () => {
    installFakeApi({
      'POST /api/v2/auth/register': {
        status: 400,
        body: { statusCode: 400, error: 'Bad Request', message: 'Too common', field: 'password', code: 'common' },
      },
    });
    render(<RegisterForm />);
    type('Име, което да виждат другите', 'Мария');
    type('Имейл', 'maria@uyut.bg');
    type('Парола', 'password123');
    fireEvent.click(screen.getByRole('button', { name: 'Регистрирайте се' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Парола')).toHaveAccessibleDescription(/Тази парола е твърде често срещана\. Изберете друга\./),
    );
  });
});

describe('RenewForm and ResetForm (ADR 0006 password reset)', () => {
  it('asks for a reset link and says the same whether or not the address has an account', async () => {
    installFakeApi({ 'POST /api/v2/auth/password/renew': { status: 202, body: { status: 'checkEmail' } } });
    render(<RenewForm />);
    type('Имейл', 'nikoy@uyut.bg');
    fireEvent.click(screen.getByRole('button', { name: 'Изпратете връзка' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/Ако има профил с този имейл/);
  });

  it('sets the new password of a reset link, or says the link is spent', async () => {
    const api = installFakeApi({
      'POST /api/v2/auth/password/confirm': [
        { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Unknown code', field: 'code' } },
        { status: 200, body: { user } },
      ],
    });
    render(<ResetForm code="AbC_d-9" />);
    expect(screen.getByLabelText('Нова парола')).toHaveAttribute('autocomplete', 'new-password');
    type('Нова парола', 'нова-парола-2026');
    fireEvent.click(screen.getByRole('button', { name: 'Запазете паролата' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/невалидна, изтекла или вече използвана/);
    fireEvent.click(screen.getByRole('button', { name: 'Запазете паролата' }));
    expect(await screen.findByText(/Паролата е сменена/)).toBeInTheDocument();
    await expect(api.requestsTo('POST /api/v2/auth/password/confirm')[1]!.json()).resolves.toEqual({
      code: 'AbC_d-9',
      password: 'нова-парола-2026',
    });
  });
});
