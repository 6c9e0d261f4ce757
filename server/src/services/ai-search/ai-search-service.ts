import { DIMENSIONS, type ListingQuery, normaliseSearchQuery, SEARCH_QUERY_MAX, serialiseListingQuery } from '@uyut/core';
import { BadRequestError } from '../../lib/http-errors';
import type { CatalogueService } from '../catalogue/catalogue-service';
import { parseAiQuery } from './parser';
import type { AiSearchRequest, AiSearchResult } from './schemas';
import { aiVocabularyOf } from './vocabulary';

/** Filters a listing state selects: each value, manufacturer, shop, feature and range counts once. */
export function filtersCountOf(query: ListingQuery): number {
  const values = Object.values(query.params).reduce((sum, list) => sum + list.length, 0);
  const price = query.price.from !== null || query.price.to !== null ? 1 : 0;
  const dimensions = DIMENSIONS.filter((d) => query.dimensions[d] !== undefined).length;
  return values + query.manufacturers.length + query.shops.length + query.features.length + price + dimensions;
}

/** Spec §7 ai-search: plain Bulgarian → the listing URL with its filters, read locally against the live catalogue. */
export class AiSearchService {
  constructor(private readonly catalogue: CatalogueService) {}

  async search(request: AiSearchRequest): Promise<AiSearchResult> {
    const text = normaliseSearchQuery(request.query);
    if (text === null) throw new BadRequestError('query: must not be empty', 'query');
    if (text.length > SEARCH_QUERY_MAX) throw new BadRequestError(`query: at most ${SEARCH_QUERY_MAX} characters`, 'query');
    const index = await this.catalogue.currentIndex();
    const categorySlug = request.categoryId === undefined ? null : (index.categories.get(request.categoryId)?.slug ?? null);
    const query = parseAiQuery({ text, vocabulary: aiVocabularyOf(index), categorySlug });
    return {
      url: serialiseListingQuery(query),
      filtersCount: filtersCountOf(query),
      resultsCount: await this.catalogue.listingCount(query),
    };
  }
}
