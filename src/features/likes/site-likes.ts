import { subscribe } from 'valtio';
import { likesApi } from '../../client/likes-api';
import { localStorageOrNull } from '../../lib/local-storage';
import { likeViews } from './like-views';
import { createLikes, type Likes } from './likes-store';

let likes: Likes | null = null;

/** Writes what each known item's heart shows into likeViews, changing only those that changed. */
function publishViews(source: Likes) {
  const keys = new Set([...Object.keys(source.state.infos), ...source.state.local.map((like) => `${like.itemType}:${like.itemId}`)]);
  for (const key of Object.keys(likeViews)) if (!keys.has(key)) delete likeViews[key];
  for (const key of keys) {
    const [itemType, itemId] = key.split(/:(.*)/s) as ['variant' | 'comparison', string];
    const { liked, count } = source.view(itemType, itemId);
    const view = `${liked ? 1 : 0}:${count}`;
    if (likeViews[key] !== view) likeViews[key] = view;
  }
}

/** The page's likes, made on first use in the browser; every change shows on the hearts. */
export function siteLikes(): Likes {
  if (likes === null) {
    const created = createLikes({ api: likesApi, storage: localStorageOrNull('likes given while signed out') });
    likes = created;
    /*
     * Notified after each change, not inside it: a synchronous subscriber runs in the middle of an array splice, and
     * reading the array there left its removed entries behind as holes (stored as nulls).
     */
    subscribe(created.state, () => publishViews(created));
    publishViews(created);
  }
  return likes;
}
