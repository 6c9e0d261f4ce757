import { api } from '../../client';
import type { LoadMore } from './listing-results';

/** "Покажи още" over the variant feed call (spec §7 variant/feed). */
export const loadMoreFromFeed: LoadMore = async (url) => {
  const page = await api.variantFeed({ filteringRequest: { url } });
  return { variants: page.variants, nextPageUrl: page.nextPageUrl, dataLayer: { requestId: page.dataLayer.requestId } };
};
