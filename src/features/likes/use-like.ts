import { useEffect, useSyncExternalStore } from 'react';
import { subscribe } from 'valtio';
import type { LikeItemType } from '../../client/likes-api';
import { currentUser } from '../user';
import { likeKey, likeViews } from './like-views';
import { loadLikes } from './load-likes';

const subscribeViews = (onChange: () => void) => subscribe(likeViews, onChange);
/* The build and hydration know no likes: the heart starts empty, then shows what the browser and server know. */
const NOTHING_LIKED = '0:0';
const nothingLiked = () => NOTHING_LIKED;

function logLoadFailure(cause: unknown) {
  console.warn('Could not load the likes code; the heart stays as it is.', cause);
}

export interface LikeHeart {
  liked: boolean;
  count: number;
  toggle: () => void;
}

/**
 * An item's heart (spec §4 Like toggle): liked and count, loaded in the next like-info batch, and the toggle. The view
 * travels as a string, so a card re-renders only when its own heart changes.
 */
export function useLike(itemType: LikeItemType, itemId: string | null): LikeHeart {
  useEffect(() => {
    if (itemId !== null) loadLikes().then((likes) => likes.siteLikes().request(itemType, itemId), logLoadFailure);
  }, [itemType, itemId]);
  const view = useSyncExternalStore(
    subscribeViews,
    () => (itemId === null ? NOTHING_LIKED : (likeViews[likeKey(itemType, itemId)] ?? NOTHING_LIKED)),
    nothingLiked,
  );
  const [liked, count] = view.split(':');
  return {
    liked: liked === '1',
    count: Number(count),
    toggle: () => {
      if (itemId === null) return;
      const signedIn = currentUser() !== null;
      loadLikes().then((likes) => likes.siteLikes().toggle({ itemType, itemId, signedIn }), logLoadFailure);
    },
  };
}
