import { render, screen } from '@testing-library/react';
import { deleteCookie, writeCookie } from '../../lib/cookies';
import { utf8Encode } from '../../lib/utf8';
import { useUser } from './use-user';

const encode = (json: unknown) => btoa(String.fromCharCode(...utf8Encode(JSON.stringify(json)))).replace(/=+$/, '');

function Greeting() {
  const user = useUser();
  return <p>{user ? user.initials : 'анонимен'}</p>;
}

describe('useUser (spec §3 User decoded on the client)', () => {
  afterEach(() => deleteCookie('token'));

  it('reads the token cookie after mount', async () => {
    writeCookie({ name: 'token', value: `${encode({ alg: 'HS256' })}.${encode({ sub: '5', given_name: 'Стоян', family_name: 'Колев' })}.sig` });
    render(<Greeting />);
    expect(await screen.findByText('СК')).toBeInTheDocument();
  });

  it('is null when logged out', () => {
    render(<Greeting />);
    expect(screen.getByText('анонимен')).toBeInTheDocument();
  });
});
