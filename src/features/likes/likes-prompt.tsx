import { useSyncExternalStore } from 'react';
import { subscribe } from 'valtio';
import { Icon } from '../../components';
import { bgLikes } from '../../i18n/likes';
import type { AuthForm } from '../account';
import { siteLikes } from './site-likes';

const subscribePrompt = (onChange: () => void) => subscribe(siteLikes().state, onChange);
const promptRaised = () => siteLikes().state.prompt;

/** Spec §9: after LOCAL_LIKES_PROMPT local variant likes, invites the signed-out shopper to keep them in an account. */
export function LikesPrompt({ openAuthModal }: { openAuthModal: (form: AuthForm) => void }) {
  const raised = useSyncExternalStore(subscribePrompt, promptRaised, () => false);
  if (!raised) return null;
  const open = (form: AuthForm) => {
    siteLikes().dismissPrompt();
    openAuthModal(form);
  };
  return (
    <div className="likes-prompt" role="status" data-testid="likes-prompt">
      <p className="likes-prompt__text">{bgLikes.promptText}</p>
      <div className="likes-prompt__actions">
        <button type="button" className="button button--primary" onClick={() => open('register')}>
          {bgLikes.promptRegister}
        </button>
        <button type="button" className="button button--ghost" onClick={() => open('login')}>
          {bgLikes.promptLogin}
        </button>
      </div>
      <button
        type="button"
        className="icon-button likes-prompt__close"
        aria-label={bgLikes.close}
        onClick={() => siteLikes().dismissPrompt()}
      >
        <Icon name="close" size={16} />
      </button>
    </div>
  );
}
