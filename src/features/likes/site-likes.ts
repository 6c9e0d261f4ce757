import { likesApi } from '../../client/likes-api';
import { localStorageOrNull } from '../../lib/local-storage';
import { createLikes, type Likes } from './likes-store';

let likes: Likes | null = null;

/** The page's likes, made on first use in the browser (the build renders hearts without any). */
export function siteLikes(): Likes {
  likes ??= createLikes({ api: likesApi, storage: localStorageOrNull('likes given while signed out') });
  return likes;
}
