import { normaliseSearchQuery, SEARCH_QUERY_MAX } from '@uyut/core';
import type { Db } from '../../db/database';
import type { FilterIndex } from '../../index/filter-index';
import type { MatchedVariants } from '../../index/types';
import { HttpError } from '../../lib/http-errors';
import * as repository from './repository';
import type { SearchGroup, SearchItem } from './schemas';
import { SuggestionIndex } from './suggestion-index';

/** Queries whose matches are kept (a results listing's facet and page changes ask for the same query again). */
const KEPT_MATCHES = 64;

/**
 * Search suggestions (spec §7 Search service) over a SuggestionIndex derived from the filter index. When the filter
 * index changes (an import, via the change log) the suggestion index is rebuilt in the background, one build at a
 * time, and requests keep the previous one until the new one is ready.
 */
export class SearchService {
  private built: SuggestionIndex | undefined;
  /** The latest matches per query, for the facet and page changes of one results listing; forgotten when either index moves. */
  private readonly kept = new Map<string, { index: FilterIndex; matched: MatchedVariants }>();
  private building: Promise<SuggestionIndex> | undefined;

  private readonly db: Db;
  private readonly filterIndex: () => Promise<FilterIndex>;
  private readonly onBackgroundError: (error: unknown) => void;

  constructor(options: {
    db: Db;
    filterIndex: () => Promise<FilterIndex>;
    /** A background rebuild failed: requests keep the previous index and the next request tries again. */
    onBackgroundError: (error: unknown) => void;
  }) {
    this.db = options.db;
    this.filterIndex = options.filterIndex;
    this.onBackgroundError = options.onBackgroundError;
  }

  async suggestions(raw: string): Promise<SearchGroup[]> {
    const query = normaliseSearchQuery(raw);
    if (query === null) throw new HttpError(400, 'The search query is empty', 'q');
    if (query.length > SEARCH_QUERY_MAX) throw new HttpError(400, `The search query is longer than ${SEARCH_QUERY_MAX} characters`, 'q');
    return (await this.current()).search(query);
  }

  /**
   * The variants of `index` a normalised query lists (the results page): those for which every word of the query
   * matches a word of their product's name, their category's (or an ancestor's), their manufacturer's or their shop's.
   */
  async matches(options: { query: string; index: FilterIndex }): Promise<MatchedVariants> {
    const { query, index } = options;
    const suggestions = await this.current();
    const key = `search:${index.version}:${suggestions.version}:${query}`;
    const kept = this.kept.get(key);
    if (kept?.index === index) return kept.matched;
    const matched = { key, variantIds: index.matchingVariants(suggestions.targets(query)) };
    if (this.kept.size >= KEPT_MATCHES) this.kept.delete(this.kept.keys().next().value!);
    this.kept.set(key, { index, matched });
    return matched;
  }

  /** The query spelled as the catalogue's words, when it has a misspelled word and the corrected query lists variants. */
  async didYouMean(options: { query: string; index: FilterIndex }): Promise<string | null> {
    const correction = (await this.current()).correction(options.query);
    if (correction === null) return null;
    return (await this.matches({ query: correction, index: options.index })).variantIds.length > 0 ? correction : null;
  }

  async trending(): Promise<{ categories: SearchItem[] }> {
    return { categories: (await this.current()).trending };
  }

  /** The index for a request: the latest built, while a newer one builds in the background; the first one is awaited. */
  async current(): Promise<SuggestionIndex> {
    const source = await this.filterIndex();
    if (this.built && (this.built.source !== source || this.built.version !== source.version))
      void this.rebuild().catch(this.onBackgroundError);
    return this.built ?? this.rebuild();
  }

  /** An index built from the filter index as it is now (tests, and a server warming up). */
  async fresh(): Promise<SuggestionIndex> {
    const source = await this.filterIndex();
    if (this.built?.source === source && this.built.version === source.version) return this.built;
    return this.rebuild();
  }

  private rebuild(): Promise<SuggestionIndex> {
    this.building ??= this.build().finally(() => {
      this.building = undefined;
    });
    return this.building;
  }

  private async build(): Promise<SuggestionIndex> {
    const index = await this.filterIndex();
    const products = await repository.productNames(this.db);
    /* The filter index may have moved while the names were read: counts come from the one in hand. */
    this.built = new SuggestionIndex({ index, products });
    return this.built;
  }
}
