import { act, render, screen } from '@testing-library/react';
import { deleteCookie, writeCookie } from '../../lib/cookies';
import { announceTokenChange, clearToken } from '../../lib/session-token';
import { utf8Encode } from '../../lib/utf8';
import { useUser } from './use-user';

const encode = (json: unknown) => btoa(String.fromCharCode(...utf8Encode(JSON.stringify(json)))).replace(/=+$/, '');
const token = (claims: Record<string, unknown>) => `${encode({ alg: 'HS256' })}.${encode(claims)}.sig`;

function Greeting() {
  const user = useUser();
  return <p>{user ? user.initials : 'анонимен'}</p>;
}

describe('useUser (spec §3 User decoded on the client)', () => {
  afterEach(() => deleteCookie('token'));

  it('decodes the token cookie', () => {
    writeCookie({ name: 'token', value: token({ sub: '5', given_name: 'Стоян', family_name: 'Колев' }) });
    render(<Greeting />);
    expect(screen.getByText('СК')).toBeInTheDocument();
  });

  it('is null when logged out and notices a login when the tab regains focus', () => {
    render(<Greeting />);
    expect(screen.getByText('анонимен')).toBeInTheDocument();
    writeCookie({ name: 'token', value: token({ sub: '6', name: 'Елена' }) });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(screen.getByText('Е')).toBeInTheDocument();
  });

  it('does not re-render its readers when only other cookies change (the visitor and consent cookies)', () => {
    const rendered = jest.fn();
    function Counted() {
      rendered();
      const user = useUser();
      return <p>{user ? user.initials : 'анонимен'}</p>;
    }
    render(<Counted />);
    const before = rendered.mock.calls.length;
    writeCookie({ name: 'visitor', value: 'v1' });
    act(() => {
      window.dispatchEvent(new Event('focus'));
    });
    expect(rendered).toHaveBeenCalledTimes(before);
    expect(screen.getByText('анонимен')).toBeInTheDocument();
    deleteCookie('visitor');
  });

  it('keeps the admin mode cookie in what it reads', () => {
    writeCookie({ name: 'token', value: token({ sub: '7', name: 'Ана', roles: { admin: true } }) });
    writeCookie({ name: 'adminMode', value: '1' });
    function Mode() {
      const user = useUser();
      return <p>{user?.adminModeEnabled ? 'админ' : 'обикновен'}</p>;
    }
    render(<Mode />);
    expect(screen.getByText('админ')).toBeInTheDocument();
    deleteCookie('adminMode');
  });

  it('notices a sign-in or sign-out in this tab when it is announced', () => {
    render(<Greeting />);
    writeCookie({ name: 'token', value: token({ sub: '6', name: 'Елена' }) });
    act(() => announceTokenChange());
    expect(screen.getByText('Е')).toBeInTheDocument();
    act(() => clearToken());
    expect(screen.getByText('анонимен')).toBeInTheDocument();
  });
});
