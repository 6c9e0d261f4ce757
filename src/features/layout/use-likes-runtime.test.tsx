import { act, fireEvent, render, screen } from '@testing-library/react';
import { LOCAL_LIKES_PROMPT } from '@uyut/core';
import { siteLikes } from '../likes/site-likes';
import { useLikesRuntime } from './use-likes-runtime';

function Harness({ openAuthModal }: { openAuthModal: (form: 'login' | 'register' | 'renew') => void }) {
  const { likesRuntime, ready } = useLikesRuntime({ openAuthModal, favouritesOpen: false, onCloseFavourites: () => undefined });
  return (
    <>
      <p>{ready ? 'ready' : 'loading'}</p>
      {likesRuntime}
    </>
  );
}

describe('the likes runtime (spec §4 startup, §9 the prompt at three local likes)', () => {
  beforeEach(() => {
    localStorage.clear();
    Object.defineProperty(globalThis, 'fetch', { value: jest.fn(async () => Response.json([])), configurable: true, writable: true });
  });
  afterEach(() => Reflect.deleteProperty(globalThis, 'fetch'));

  it(`loads after mount and, signed out at ${LOCAL_LIKES_PROMPT} local variant likes, invites to register or sign in`, async () => {
    const openAuthModal = jest.fn();
    render(<Harness openAuthModal={openAuthModal} />);
    expect(await screen.findByText('ready')).toBeInTheDocument();
    expect(screen.queryByTestId('likes-prompt')).toBeNull();
    await act(async () => {
      for (let id = 1; id <= LOCAL_LIKES_PROMPT; id += 1)
        await siteLikes().toggle({ itemType: 'variant', itemId: String(id), signedIn: false });
    });
    expect(await screen.findByTestId('likes-prompt')).toBeInTheDocument();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Регистрация' })));
    expect(openAuthModal).toHaveBeenCalledWith('register');
    expect(screen.queryByTestId('likes-prompt')).toBeNull();
  });
});
