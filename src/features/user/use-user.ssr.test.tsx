/** @jest-environment node */
import { renderToString } from 'react-dom/server';
import { useUser } from './use-user';

function Greeting() {
  const user = useUser();
  return <p>{user ? user.initials : 'анонимен'}</p>;
}

describe('useUser during SSR (spec §3 User is derived on the client)', () => {
  it('renders logged out without touching document', () => {
    expect(renderToString(<Greeting />)).toBe('<p>анонимен</p>');
  });
});
