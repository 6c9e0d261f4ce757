import { File as NodeFile } from 'node:buffer';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { navigate } from 'gatsby';
import type { ReactNode } from 'react';
import { SWRConfig } from 'swr';
import { installFakeApi } from '../../client/test-support/fake-api';
import { deleteCookie, writeCookie } from '../../lib/cookies';
import { utf8Encode } from '../../lib/utf8';
import { ConfirmationView, LOGOUT_REDIRECT_MS, LogoutView, UserView } from './account-views';

const encode = (json: unknown) => btoa(String.fromCharCode(...utf8Encode(JSON.stringify(json)))).replace(/=+$/, '');
const token = (claims: Record<string, unknown>) => `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.sig`;

const profile = {
  id: '7',
  email: 'maria@uyut.bg',
  name: 'Мария Иванова',
  firstName: 'Мария',
  lastName: null,
  avatarUrl: null,
  dob: '1990-04-12',
  gender: 2,
  roles: {},
  createdAt: '2026-01-15T10:00:00.000Z',
};

function isolated({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>{children}</SWRConfig>;
}

const at = (pathname: string) => ({ pathname, search: '' });
const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

beforeEach(() => jest.mocked(navigate).mockClear());
afterEach(() => deleteCookie('token'));

describe('/user (own profile)', () => {
  it('sends a signed-out visitor to the login page, which comes back here', async () => {
    const api = installFakeApi({});
    render(<UserView location={at('/user')} />, { wrapper: isolated });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login?next=%2Fuser', { replace: true }));
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it('sends the visitor to login when the session behind the token has gone (401)', async () => {
    writeCookie({ name: 'token', value: token({ sub: '7', name: 'Мария Иванова' }) });
    installFakeApi({ 'GET /api/v2/user': { status: 401, body: { statusCode: 401, error: 'Unauthorized', message: 'Sign in' } } });
    render(<UserView location={at('/user')} />, { wrapper: isolated });
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login?next=%2Fuser', { replace: true }));
  });

  it('edits the profile: PATCH with every field, an emptied one as null', async () => {
    writeCookie({ name: 'token', value: token({ sub: '7', name: 'Мария Иванова' }) });
    const api = installFakeApi({
      'GET /api/v2/user': { status: 200, body: profile },
      'PATCH /api/v2/user': { status: 200, body: { ...profile, name: 'Мария', dob: null, gender: 1 } },
    });
    render(<UserView location={at('/user')} />, { wrapper: isolated });
    expect(await screen.findByLabelText('Име, което да виждат другите')).toHaveValue('Мария Иванова');
    expect(screen.getByLabelText('Дата на раждане')).toHaveValue('1990-04-12');
    expect(screen.getByLabelText('Пол')).toHaveValue('2');
    type('Име, което да виждат другите', ' Мария ');
    type('Дата на раждане', '');
    fireEvent.change(screen.getByLabelText('Пол'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Запазете промените' }));
    expect(await screen.findByText('Промените са запазени.')).toBeVisible();
    await expect(api.requestsTo('PATCH /api/v2/user')[0]!.json()).resolves.toEqual({
      name: 'Мария',
      firstName: 'Мария',
      lastName: null,
      dob: null,
      gender: 1,
    });
  });

  it('uploads an avatar as the raw image, and refuses another type before sending it', async () => {
    writeCookie({ name: 'token', value: token({ sub: '7', name: 'Мария Иванова' }) });
    const api = installFakeApi({
      'GET /api/v2/user': { status: 200, body: profile },
      'PUT /api/v2/user/avatar': { status: 200, body: { ...profile, avatarUrl: '/img/avatars/7-a1.webp' } },
      'DELETE /api/v2/user/avatar': { status: 200, body: profile },
    });
    const { container } = render(<UserView location={at('/user')} />, { wrapper: isolated });
    const input = await screen.findByLabelText('Качете снимка');
    fireEvent.change(input, { target: { files: [new File(['gif'], 'a.gif', { type: 'image/gif' })] } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Изберете снимка (файл с изображение) до 5 МБ.');
    expect(api.requestsTo('PUT /api/v2/user/avatar')).toHaveLength(0);
    /* Node's File: the fetch under test (Node's) reads its own Blobs, as a browser's fetch reads the browser's. */
    fireEvent.change(input, { target: { files: [new NodeFile(['png-bytes'], 'a.png', { type: 'image/png' })] } });
    expect(await screen.findByText('Снимката е запазена.')).toBeVisible();
    const upload = api.requestsTo('PUT /api/v2/user/avatar')[0]!;
    expect(upload.headers.get('content-type')).toBe('image/png');
    await expect(upload.text()).resolves.toBe('png-bytes');
    expect(container.querySelector('img')).toHaveAttribute('src', '/img/avatars/7-a1.webp');
    fireEvent.click(screen.getByRole('button', { name: 'Премахнете снимката' }));
    expect(await screen.findByText('Снимката е премахната.')).toBeVisible();
    expect(container.querySelector('img')).toBeNull();
  });

  it('changes the password, saying a wrong current password on its field', async () => {
    writeCookie({ name: 'token', value: token({ sub: '7', name: 'Мария Иванова' }) });
    const api = installFakeApi({
      'GET /api/v2/user': { status: 200, body: profile },
      'POST /api/v2/user/password': [
        { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Wrong password', field: 'currentPassword' } },
        { status: 204 },
      ],
    });
    render(<UserView location={at('/user')} />, { wrapper: isolated });
    const form = within((await screen.findByRole('heading', { name: 'Смяна на паролата' })).closest('form')!);
    expect(form.getByLabelText('Сегашна парола')).toHaveAttribute('autocomplete', 'current-password');
    expect(form.getByLabelText('Нова парола')).toHaveAttribute('autocomplete', 'new-password');
    fireEvent.change(form.getByLabelText('Сегашна парола'), { target: { value: 'грешна' } });
    fireEvent.change(form.getByLabelText('Нова парола'), { target: { value: 'нова-парола-2026' } });
    fireEvent.click(form.getByRole('button', { name: 'Сменете паролата' }));
    await waitFor(() => expect(form.getByLabelText('Сегашна парола')).toHaveAccessibleDescription('Сегашната парола не е вярна.'));
    fireEvent.change(form.getByLabelText('Сегашна парола'), { target: { value: 'Demo-Klient-2026' } });
    fireEvent.click(form.getByRole('button', { name: 'Сменете паролата' }));
    expect(await form.findByText(/Паролата е сменена/)).toBeVisible();
    expect(form.getByLabelText('Сегашна парола')).toHaveValue('');
    await expect(api.requestsTo('POST /api/v2/user/password')[1]!.json()).resolves.toEqual({
      currentPassword: 'Demo-Klient-2026',
      newPassword: 'нова-парола-2026',
    });
  });

  it('deletes the account only with the password, after a clear warning, then says it is gone', async () => {
    writeCookie({ name: 'token', value: token({ sub: '7', name: 'Мария Иванова' }) });
    const api = installFakeApi({ 'GET /api/v2/user': { status: 200, body: profile }, 'DELETE /api/v2/user': { status: 204 } });
    render(<UserView location={at('/user')} />, { wrapper: isolated });
    const form = within((await screen.findByRole('heading', { name: 'Изтриване на профила' })).closest('form')!);
    expect(form.getByText(/окончателно.*не могат да бъдат възстановени/)).toBeVisible();
    fireEvent.click(form.getByRole('button', { name: 'Изтрийте профила завинаги' }));
    expect(form.getByLabelText('Въведете паролата си, за да потвърдите')).toHaveAccessibleDescription('Въведете парола.');
    expect(api.requestsTo('DELETE /api/v2/user')).toHaveLength(0);
    fireEvent.change(form.getByLabelText('Въведете паролата си, за да потвърдите'), { target: { value: 'Demo-Klient-2026' } });
    fireEvent.click(form.getByRole('button', { name: 'Изтрийте профила завинаги' }));
    expect(await screen.findByText('Профилът ви е изтрит.')).toBeVisible();
    await expect(api.requestsTo('DELETE /api/v2/user')[0]!.json()).resolves.toEqual({ password: 'Demo-Klient-2026' });
    expect(navigate).not.toHaveBeenCalled();
  });
});

describe('/user/{userId} (public profile)', () => {
  it('shows the name, initials and membership, nothing private', async () => {
    installFakeApi({
      'GET /api/v2/users/17': {
        status: 200,
        body: { id: '17', name: 'Петър', initials: 'П', avatarUrl: null, memberSince: '2025-03-02T00:00:00.000Z' },
      },
    });
    render(<UserView location={at('/user/17')} />, { wrapper: isolated });
    expect(await screen.findByRole('heading', { name: 'Профил на Петър' })).toBeInTheDocument();
    expect(screen.getByText('В Уют от март 2025 г.')).toBeInTheDocument();
  });

  it('says there is no such user on a 404', async () => {
    installFakeApi({ 'GET /api/v2/users/99': { status: 404, body: { statusCode: 404, error: 'Not Found', message: 'No user' } } });
    render(<UserView location={at('/user/99')} />, { wrapper: isolated });
    expect(await screen.findByRole('heading', { name: 'Няма такъв потребител.' })).toBeInTheDocument();
  });
});

describe('/register/confirmation/{userId}/{code} and /logout', () => {
  it('confirms once on load, signs in (the header re-reads the token) and links on', async () => {
    const api = installFakeApi({ 'POST /api/v2/auth/confirm': { status: 200, body: { user: profile } } });
    const changes = jest.fn();
    window.addEventListener('uyut:token-change', changes);
    render(<ConfirmationView location={at('/register/confirmation/7/AbC_d-9')} />);
    expect(screen.getByRole('status')).toHaveTextContent('Потвърждаваме имейла ви…');
    expect(await screen.findByText(/Имейлът е потвърден/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Към профила' })).toHaveAttribute('href', '/user');
    expect(api.requestsTo('POST /api/v2/auth/confirm')).toHaveLength(1);
    await expect(api.requestsTo('POST /api/v2/auth/confirm')[0]!.json()).resolves.toEqual({ userId: '7', code: 'AbC_d-9' });
    expect(changes).toHaveBeenCalled();
    window.removeEventListener('uyut:token-change', changes);
  });

  it('says a spent or unknown link is invalid', async () => {
    installFakeApi({
      'POST /api/v2/auth/confirm': { status: 400, body: { statusCode: 400, error: 'Bad Request', message: 'Unknown', field: 'code' } },
    });
    render(<ConfirmationView location={at('/register/confirmation/7/used')} />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/невалидна, изтекла или вече използвана/);
  });

  it('signs out, says so, then goes home', async () => {
    jest.useFakeTimers();
    try {
      const api = installFakeApi({ 'POST /api/v2/auth/logout': { status: 204 } });
      render(<LogoutView />);
      expect(await screen.findByText(/Излязохте от профила си/)).toBeInTheDocument();
      expect(api.requestsTo('POST /api/v2/auth/logout')).toHaveLength(1);
      expect(navigate).not.toHaveBeenCalled();
      act(() => jest.advanceTimersByTime(LOGOUT_REDIRECT_MS));
      expect(navigate).toHaveBeenCalledWith('/', { replace: true });
    } finally {
      jest.useRealTimers();
    }
  });
});
