import { useEffect, useSyncExternalStore } from 'react';
import { subscribe } from 'valtio';
import type { LikeItemType } from '../../client/likes-api';
import { currentUser } from '../user';
import type { LikeView } from './likes-store';
import { siteLikes } from './site-likes';

const subscribeLikes = (onChange: () => void) => subscribe(siteLikes().state, onChange);
/* The build and hydration know no likes: the heart starts empty, then shows what the browser and server know. */
const nothingLiked = () => '0:0';

export interface LikeHeart extends LikeView {
  toggle: () => void;
}

/**
 * An item's heart (spec §4 Like toggle): liked and count, loaded in the next like-info batch, and the toggle. The view
 * travels as a string, so a card re-renders only when its own heart changes.
 */
export function useLike(itemType: LikeItemType, itemId: string | null): LikeHeart {
  useEffect(() => {
    if (itemId !== null) siteLikes().request(itemType, itemId);
  }, [itemType, itemId]);
  const view = useSyncExternalStore(
    subscribeLikes,
    () => {
      if (itemId === null) return nothingLiked();
      const { liked, count } = siteLikes().view(itemType, itemId);
      return `${liked ? 1 : 0}:${count}`;
    },
    nothingLiked,
  );
  const [liked, count] = view.split(':');
  return {
    liked: liked === '1',
    count: Number(count),
    toggle: () => {
      if (itemId !== null) void siteLikes().toggle({ itemType, itemId, signedIn: currentUser() !== null });
    },
  };
}
