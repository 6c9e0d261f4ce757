import type { HeadFC, PageProps } from 'gatsby';
import type { CatalogueCategory, FilteringResponse } from '../client';
import { CLICK_SOURCES, VISUALLY_SIMILAR_BASE } from '@uyut/core';
import { CategoryListing, loadMoreFromFeed } from '../features/listing';
import { Seo } from '../features/seo';
import { queryOfLocation, SearchResults } from '../features/search';
import { loadSimilarFromApi } from '../features/similar';
import { bg } from '../i18n';
import { bgSearch } from '../i18n/search';
import { bgVisual } from '../i18n/visual';
import { VisuallySimilarResults } from '../features/visual';

export interface ListingContext {
  /** The category behind a category listing; null for the other spec §2 listings (sales, vouchers, eco …). */
  category: CatalogueCategory | null;
  listing: FilteringResponse;
}

/**
 * The search results listing (spec §2 /search): client-only, its answer depends on the query. It shares this template
 * rather than having its own: a page template more would add its chunk and webpack's shared chunks to every page's
 * first load (the product page's budget).
 */
export interface SearchListingContext {
  search: true;
}

/** The visually-similar listing (spec §2 /products/visually-similar/{requestId}/{slug}): client-only, the same way. */
export interface VisualListingContext {
  visual: true;
}

type Context = ListingContext | SearchListingContext | VisualListingContext;

const cardContext = { clickSource: CLICK_SOURCES.marketplaceCategory };

export default function ListingTemplate({ pageContext, location }: PageProps<object, Context>) {
  if ('search' in pageContext) return <SearchResults location={location} />;
  if ('visual' in pageContext) return <VisuallySimilarResults location={location} />;
  return (
    <CategoryListing
      snapshot={pageContext.listing}
      breadcrumbs={pageContext.category?.breadcrumbs}
      location={location}
      cardContext={cardContext}
      loadMore={loadMoreFromFeed}
      loadSimilar={loadSimilarFromApi}
    />
  );
}

export const Head: HeadFC<object, Context> = ({ pageContext }) => {
  /* Results of a shopper's query are nothing to index (and the static page has no query): noindex, not in the sitemap. */
  if ('search' in pageContext) {
    /* Head's location has no query string; the query is the browser's (none in the built page). */
    const query = queryOfLocation({ search: typeof window === 'undefined' ? '' : window.location.search });
    return <Seo title={query === null ? bgSearch.results.title : bgSearch.results.titleFor(query)} path="/search" noindex />;
  }
  if ('visual' in pageContext) return <Seo title={bgVisual.title} path={VISUALLY_SIMILAR_BASE} noindex />;
  const { category, listing } = pageContext;
  return (
    <Seo
      title={bg.seo.categoryTitle(listing.title)}
      description={category?.description ?? bg.seo.categoryDescription(listing.title, listing.totalCount)}
      path={listing.url}
    />
  );
};
