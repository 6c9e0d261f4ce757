/**
 * The likes code, one chunk for every caller (cards, the header, the product page): named, so webpack neither copies
 * it into each page's chunk nor into the chunk every page loads first.
 */
export const loadLikes = () => import(/* webpackChunkName: "likes" */ './likes-engine');
