import { normaliseSearchQuery, SEARCH_QUERY_MAX } from '@uyut/core';
import type { Db } from '../../db/database';
import type { FilterIndex } from '../../index/filter-index';
import { HttpError } from '../../lib/http-errors';
import * as repository from './repository';
import type { SearchGroup, SearchItem } from './schemas';
import { SuggestionIndex } from './suggestion-index';

/**
 * Search suggestions (spec §7 Search service) over a SuggestionIndex derived from the filter index. When the filter
 * index changes (an import, via the change log) the suggestion index is rebuilt in the background, one build at a
 * time, and requests keep the previous one until the new one is ready.
 */
export class SearchService {
  private built: SuggestionIndex | undefined;
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
