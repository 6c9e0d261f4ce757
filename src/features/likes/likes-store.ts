import { LOCAL_LIKES_PROMPT, PROJECT } from '@uyut/core';
import { proxy, subscribe } from 'valtio';
import type { LikeItemType, LikesApi } from '../../client/likes-api';
import type { LikeInfo } from '../../client';
import { createLikeQueue } from './like-queue';

/** Spec §3 Local like record: a like given while signed out, kept in this browser until the server has it. */
export interface LocalLike {
  itemType: LikeItemType;
  itemId: string;
}

/** What a heart shows. */
export interface LikeView {
  liked: boolean;
  count: number;
}

export interface LikesState {
  local: LocalLike[];
  /** Like info by `itemType:itemId`, as the server last answered it (or as a toggle left it). */
  infos: Record<string, LikeInfo>;
  /** Spec §9: raised when LOCAL_LIKES_PROMPT variants are liked locally; the prompt invites the shopper to sign in. */
  prompt: boolean;
}

export const LOCAL_LIKES_KEY = 'uyut:likes';
/** The user whose likes this browser last paired (spec §4 paired-user id). */
export const PAIRED_USER_KEY = 'uyut:likes-paired-user';

export interface LikesOptions {
  api: Pick<LikesApi, 'likeInfo' | 'like' | 'unlike' | 'pairLikes'>;
  /** Where local likes and the paired-user id are kept; null where storage is off (likes then last the page). */
  storage: Storage | null;
}

const infoKey = (itemType: LikeItemType, itemId: string) => `${itemType}:${itemId}`;

function isLocalLike(value: unknown): value is LocalLike {
  if (typeof value !== 'object' || value === null) return false;
  const { itemType, itemId } = value as Record<string, unknown>;
  return (itemType === 'variant' || itemType === 'comparison') && typeof itemId === 'string' && itemId !== '';
}

function readLocal(storage: Storage | null): LocalLike[] {
  if (!storage) return [];
  try {
    const parsed: unknown = JSON.parse(storage.getItem(LOCAL_LIKES_KEY) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isLocalLike).map(({ itemType, itemId }) => ({ itemType, itemId })) : [];
  } catch (cause) {
    console.warn('The stored likes are unreadable; starting without them.', cause);
    return [];
  }
}

function readStorage(storage: Storage | null, key: string): string | null {
  try {
    return storage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

function writeStorage(storage: Storage | null, key: string, value: string | null) {
  if (!storage) return;
  try {
    if (value === null) storage.removeItem(key);
    else storage.setItem(key, value);
  } catch (cause) {
    console.warn('Could not save likes (storage full or disabled).', cause);
  }
}

/** Spec §4: a locally liked item shows as liked, its count one more than the server's (which has not got it yet). */
export function likeView(info: LikeInfo | undefined, local: boolean): LikeView {
  const serverLiked = info?.liked_by_user ?? false;
  const count = info?.likes_count ?? 0;
  return { liked: serverLiked || local, count: local && !serverLiked ? count + 1 : count };
}

/**
 * The shopper's likes (spec §4 Like toggle): server like info loaded through the batch queue, local likes of a
 * signed-out shopper kept in storage, sent at startup and paired with the account at sign-in.
 */
export function createLikes({ api, storage }: LikesOptions) {
  const state = proxy<LikesState>({ local: readLocal(storage), infos: {}, prompt: false });
  subscribe(state.local, () => writeStorage(storage, LOCAL_LIKES_KEY, JSON.stringify(state.local)));

  const queue = createLikeQueue({
    fetchInfos: ({ itemType, ids }) => api.likeInfo({ project: PROJECT, itemType, requestBody: ids }),
    onInfos: (itemType, infos) => {
      for (const info of infos) state.infos[infoKey(itemType, info.item_id)] = info;
    },
  });

  const localIndex = (itemType: LikeItemType, itemId: string) =>
    state.local.findIndex((like) => like.itemType === itemType && like.itemId === itemId);

  function setLiked(options: LocalLike & { liked: boolean; count: number }) {
    const key = infoKey(options.itemType, options.itemId);
    const before = state.infos[key];
    state.infos[key] = {
      ...before,
      item_id: options.itemId,
      liked_by_user: options.liked,
      saved_by_user: options.liked,
      likes_count: options.count,
    };
  }

  function removeLocal(itemType: LikeItemType, itemId: string) {
    const index = localIndex(itemType, itemId);
    if (index !== -1) state.local.splice(index, 1);
  }

  function toggleLocal(itemType: LikeItemType, itemId: string) {
    if (localIndex(itemType, itemId) !== -1) {
      removeLocal(itemType, itemId);
      return;
    }
    state.local.push({ itemType, itemId });
    if (state.local.filter((like) => like.itemType === 'variant').length >= LOCAL_LIKES_PROMPT) state.prompt = true;
  }

  async function toggleOnServer(itemType: LikeItemType, itemId: string) {
    const key = infoKey(itemType, itemId);
    const before = state.infos[key];
    const liked = !(before?.liked_by_user ?? false);
    const count = Math.max(0, (before?.likes_count ?? 0) + (liked ? 1 : -1));
    setLiked({ itemType, itemId, liked, count });
    const request = { project: PROJECT, itemType, itemId };
    try {
      const answer = await (liked ? api.like(request) : api.unlike(request));
      setLiked({ itemType, itemId, liked: answer.liked_by_user, count: answer.likes_count });
    } catch (cause) {
      console.error(`Could not ${liked ? 'like' : 'unlike'} ${itemType} ${itemId}.`, cause);
      if (before) state.infos[key] = before;
      else setLiked({ itemType, itemId, liked: !liked, count: Math.max(0, count + (liked ? -1 : 1)) });
    }
  }

  return {
    state,

    /** The heart of an item: asks for its like info in the next batch unless it is known. */
    request(itemType: LikeItemType, itemId: string) {
      if (!state.infos[infoKey(itemType, itemId)]) queue.request(itemType, itemId);
    },

    view(itemType: LikeItemType, itemId: string): LikeView {
      return likeView(state.infos[infoKey(itemType, itemId)], localIndex(itemType, itemId) !== -1);
    },

    /**
     * Spec §4 Like toggle. Signed in, or unliking what the server holds for this browser: the server is asked at once.
     * Signed out: the like is kept locally, to be sent at the next startup.
     */
    async toggle(options: LocalLike & { signedIn: boolean }) {
      const { itemType, itemId, signedIn } = options;
      const onServer = state.infos[infoKey(itemType, itemId)]?.liked_by_user ?? false;
      if (signedIn || onServer) await toggleOnServer(itemType, itemId);
      else toggleLocal(itemType, itemId);
    },

    dismissPrompt() {
      state.prompt = false;
    },

    /**
     * Spec §4 startup: every local like is sent and removed locally once the server has it; a failure leaves it
     * local, silently (spec §8). Then the paired-user rule: signed in as someone this browser has not paired yet,
     * the server pairs the visitor's likes with the account and the id is kept; signed out, the id is forgotten.
     * Resolves true when the server paired (what it says the user liked has changed).
     */
    async startup(userId: string | null): Promise<boolean> {
      await Promise.all(
        [...state.local].map(async ({ itemType, itemId }) => {
          try {
            const answer = await api.like({ project: PROJECT, itemType, itemId });
            removeLocal(itemType, itemId);
            setLiked({ itemType, itemId, liked: answer.liked_by_user, count: answer.likes_count });
          } catch {
            /* Spec §8: startup sending fails silently; the like stays local and goes at the next startup. */
          }
        }),
      );
      if (userId === null) {
        writeStorage(storage, PAIRED_USER_KEY, null);
        return false;
      }
      if (readStorage(storage, PAIRED_USER_KEY) === userId) return false;
      try {
        await api.pairLikes({ project: PROJECT });
        writeStorage(storage, PAIRED_USER_KEY, userId);
        return true;
      } catch {
        /* Spec §8: pairing fails silently; the next startup tries again (the id was not kept). */
        return false;
      }
    },

    /** Asks again for every item shown: after a sign-in or sign-out, who "liked_by_user" means has changed. */
    reload() {
      const keys = Object.keys(state.infos);
      queue.clear();
      for (const key of keys) delete state.infos[key];
      for (const key of keys) {
        const [itemType, itemId] = key.split(/:(.*)/s) as [LikeItemType, string];
        queue.request(itemType, itemId);
      }
    },

    /** Stops what waits (tests). */
    stop() {
      queue.clear();
    },
  };
}

export type Likes = ReturnType<typeof createLikes>;
