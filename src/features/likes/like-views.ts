import { proxy } from 'valtio';
import type { LikeItemType } from '../../client/likes-api';

/**
 * What every heart on the page shows, by `itemType:itemId`, as 'liked:count' ('1:5'). The likes code (store, queue,
 * calls) loads on demand and writes here; the hearts read only this, so a card carries none of that code.
 */
export const likeViews = proxy<Record<string, string>>({});

export const likeKey = (itemType: LikeItemType, itemId: string) => `${itemType}:${itemId}`;
