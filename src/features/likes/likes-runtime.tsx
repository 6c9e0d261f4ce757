import { lazy, Suspense, useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import type { AuthForm } from '../account';
import { useUser } from '../user';
import { LikesPrompt } from './likes-prompt';
import { siteLikes } from './site-likes';

const FavouritesModal = lazy(() => import('./favourites-modal').then((module) => ({ default: module.FavouritesModal })));

export interface LikesRuntimeProps {
  openAuthModal: (form: AuthForm) => void;
  favouritesOpen: boolean;
  onCloseFavourites: () => void;
}

/**
 * What every page does with likes once it is interactive (loaded on demand by the header, never in a first load):
 * the startup sending and pairing, again whenever the shopper signs in or out; the sign-in prompt; the favourites modal.
 */
export function LikesRuntime({ openAuthModal, favouritesOpen, onCloseFavourites }: LikesRuntimeProps) {
  const user = useUser();
  const userId = user?.id ?? null;
  const seen = useRef<string | null | undefined>(undefined);

  useEffect(() => {
    const likes = siteLikes();
    const userChanged = seen.current !== undefined && seen.current !== userId;
    seen.current = userId;
    void likes.startup(userId).then((paired) => {
      if (paired || userChanged) likes.reload();
    });
  }, [userId]);

  return createPortal(
    <>
      {userId === null && <LikesPrompt openAuthModal={openAuthModal} />}
      {favouritesOpen && userId !== null && (
        <Suspense fallback={null}>
          <FavouritesModal onClose={onCloseFavourites} />
        </Suspense>
      )}
    </>,
    document.body,
  );
}
