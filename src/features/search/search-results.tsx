import { Link } from 'gatsby';
import { type ReactNode, useEffect } from 'react';
import { CLICK_SOURCES, normaliseSearchQuery, searchPath } from '@uyut/core';
import { type FilteringResponse, preloadFiltering, useFiltering } from '../../client';
import { bgSearch } from '../../i18n/search';
import { CategoryListing, listingUrl, loadMoreFromFeed, type ListingLocation } from '../listing';
import { usePageLocation } from '../../lib/use-hydrated';
import { loadSimilarFromApi } from '../similar';
import './search.css';

const cardContext = { clickSource: CLICK_SOURCES.searchResults };

/** The query a results URL searches (`q`, in its normal form), or null without one. */
export function queryOfLocation(location: Pick<ListingLocation, 'search'>): string | null {
  return normaliseSearchQuery(new URLSearchParams(location.search).get('q') ?? '');
}

/** The spelling the search service suggests for a query without results (the filtering answer's optional didYouMean). */
export function didYouMeanOf(answer: FilteringResponse): string | null {
  const suggestion = 'didYouMean' in answer ? answer.didYouMean : undefined;
  return typeof suggestion === 'string' ? normaliseSearchQuery(suggestion) : null;
}

function Message({ children }: { children: ReactNode }) {
  return (
    <section className="listing">
      <header className="listing__header">
        <h1>{bgSearch.results.title}</h1>
      </header>
      {children}
    </section>
  );
}

/** The results on their way, or the call that failed. */
function Pending({ failed }: { failed: boolean }) {
  return (
    <Message>
      {failed ? (
        <p role="alert">{bgSearch.results.failed}</p>
      ) : (
        <p aria-busy="true" className="listing__count loading-block">
          {bgSearch.results.loading}
        </p>
      )}
    </Message>
  );
}

/** What the results page offers when nothing matched: a spelling suggestion when the service has one, and tips. */
export function NoResultsHelp({ didYouMean }: { didYouMean: string | null }) {
  return (
    <aside className="search-results__help" aria-labelledby="search-help-title" data-testid="search-help">
      <h2 id="search-help-title">{bgSearch.results.helpTitle}</h2>
      {didYouMean !== null && (
        <p className="search-results__did-you-mean">
          <Link to={searchPath(didYouMean)}>{bgSearch.results.didYouMean(didYouMean)}</Link>
        </p>
      )}
      <ul>
        {bgSearch.results.help.map((tip) => (
          <li key={tip}>{tip}</li>
        ))}
      </ul>
    </aside>
  );
}

/*
 * The header's search field (search-form.tsx): the field `q` of the GET form to /search. Found by the form's own
 * attributes rather than an id shared through a module: that module would be one more in every page's first load.
 */
const HEADER_SEARCH_FIELD = 'form[action="/search"] input[name="q"]';

/** The header's search field shows the query being listed, unless the shopper is typing in it. */
function useQueryInSearchField(query: string | null): void {
  useEffect(() => {
    const field = document.querySelector(HEADER_SEARCH_FIELD);
    if (query !== null && field instanceof HTMLInputElement && document.activeElement !== field) field.value = query;
  }, [query]);
}

/**
 * The results page of a query, `/search?q=…` with filters in the listing grammar (spec §2): the filtering answer for
 * that URL as a listing, whose filters include the query itself as a removable chip; without results, help.
 */
export function SearchResults({ location }: { location: ListingLocation }) {
  /* Unknown while the page hydrates: the build rendered it without a query, as the results being fetched. */
  const known = usePageLocation(location);
  /* The browser's query is there all along: its results are fetched while the page hydrates, not after. */
  if (known === null && typeof window !== 'undefined' && queryOfLocation(location) !== null) preloadFiltering(listingUrl(location));
  const query = known === null ? null : queryOfLocation(known);
  const url = known === null || query === null ? null : listingUrl(known);
  const { data, error } = useFiltering(url, { keepPreviousData: true });
  useQueryInSearchField(query);

  if (query === null) return known === null ? <Pending failed={false} /> : <Message>{<p>{bgSearch.results.noQuery}</p>}</Message>;
  if (data === undefined) return <Pending failed={error !== undefined} />;
  return (
    <>
      <CategoryListing
        snapshot={data}
        location={location}
        clearUrl={searchPath(query)}
        cardContext={cardContext}
        loadMore={loadMoreFromFeed}
        loadSimilar={loadSimilarFromApi}
      />
      {data.totalCount === 0 && <NoResultsHelp didYouMean={didYouMeanOf(data)} />}
    </>
  );
}
