import { Link, navigate } from 'gatsby';
import { lazy, memo, Suspense, useMemo } from 'react';
import { type Breadcrumb, type FilteringResponse, useFiltering } from '../../client';
import { bg } from '../../i18n';
import { formatCount } from '@uyut/core';
import type { AiSearchBoxProps } from '../ai-search';
import type { CardContext } from '../catalogue';
import { SortSelect, activeFilterCount } from '../filters';
import type { LoadSimilar } from '../similar';
import { FiltersButton, FiltersSheet } from './filters-sheet';
import { LayoutToggle } from './layout-toggle';
import { type ListingLocation, isSnapshotLocation, listingUrl } from './listing-location';
import { type LoadMore, ListingResults } from './listing-results';
import { SalesInfoBox } from './sales-info-box';
import { useListingLayout } from './ui-store';
import { useShownListing } from './use-shown-listing';
import './listing.css';

/* Not in a listing's first load (the category page's script budget): the box comes with its own script when offered. */
const AiSearchBox = lazy(() => import(/* webpackPrefetch: true */ '../ai-search').then((module) => ({ default: module.AiSearchBox })));

export interface CategoryListingProps {
  /** Build-time first page of this static page; SWR revalidates it live. */
  snapshot: FilteringResponse;
  breadcrumbs?: Breadcrumb[];
  /** The page's Gatsby `location`; a URL with filters is fetched live. Defaults to the snapshot URL. */
  location?: ListingLocation;
  /** "Покажи още": fetches `nextPageUrl` (spec §7 variant/feed). */
  loadMore?: LoadMore;
  /** 'Може да ви хареса и' after a card click (spec §7 similarity). Pass a stable function (module level or memoised). */
  loadSimilar?: LoadSimilar;
  /** Click source and feature flags shared by every card; the request id comes from the listing answer. */
  cardContext?: Partial<CardContext>;
  /** Navigation to a canonical listing URL; Gatsby's `navigate` by default. */
  onNavigate?: (url: string) => void;
  /** Where 'clear all filters' goes; the snapshot's URL (the static page) by default. */
  clearUrl?: string;
}

function defaultNavigate(url: string): void {
  void navigate(url);
}

/**
 * The AI search box. Its script is not in a listing's first load (the category page's budget); the build renders the
 * box into the page, so it paints with the listing (were it to appear after hydration, its text would be the page's
 * largest paint, late), and it hydrates when its script arrives. Memoised on its plain props, so no re-render of the
 * listing reaches its boundary before then (an update reaching a boundary still hydrating is React error 421).
 */
const AiSearchSlot = memo(function AiSearchSlot(props: Omit<AiSearchBoxProps, 'search'>) {
  return (
    <div className="listing__ai-search">
      <Suspense fallback={null}>
        <AiSearchBox {...props} />
      </Suspense>
    </div>
  );
});

/** A listing page body (spec §2 Listing): title and count, filters, sort, layout toggle, cards, load more. */
export function CategoryListing({
  snapshot,
  breadcrumbs = [],
  location,
  loadMore,
  loadSimilar,
  cardContext,
  onNavigate = defaultNavigate,
  clearUrl,
}: CategoryListingProps) {
  const current = location ?? { pathname: snapshot.url, search: '' };
  const fromSnapshot = isSnapshotLocation({ location: current, snapshotUrl: snapshot.url });
  const { data: answer = snapshot, isLoading } = useFiltering(fromSnapshot ? snapshot.url : listingUrl(current), {
    fallbackData: fromSnapshot ? snapshot : undefined,
    keepPreviousData: true,
  });
  const data = useShownListing(answer);
  const layout = useListingLayout();
  const requestId = data.dataLayer.requestId;
  const resultsContext = useMemo(() => ({ ...cardContext, requestId }), [cardContext, requestId]);
  /*
   * Busy while the cards shown belong to another URL (the last answer, kept until this URL's arrives). SWR counts the
   * build snapshot as not loaded, so on the static page it would mark the listing busy, dimmed, from the built HTML
   * until the live answer came: a faded listing at first paint, and for a browser without scripts for good.
   */
  const busy = isLoading && !fromSnapshot;

  return (
    <section className="listing" aria-busy={busy}>
      {breadcrumbs.length > 0 && (
        <nav aria-label={bg.listing.breadcrumbs} className="breadcrumbs">
          <Link to="/">{bg.listing.home}</Link>
          {breadcrumbs.map((b) => (
            <Link key={b.id} to={`/products/${b.slug}`}>
              {b.name}
            </Link>
          ))}
        </nav>
      )}
      <header className="listing__header">
        <h1>{data.title}</h1>
        <p className="listing__count" data-testid="listing-count">
          {formatCount(data.totalCount, bg.units.products)}
        </p>
        <div className="listing__tools">
          <SortSelect choices={data.groups.sort} onNavigate={onNavigate} />
          <LayoutToggle />
          <FiltersButton activeCount={activeFilterCount(data.groups)} />
        </div>
      </header>
      {/* topHtml and bottomHtml are HTML by contract (spec §3); the server builds them with escapeHtml of @uyut/core. */}
      {/*
       * The box loads after hydration into a slot of its height: no Suspense boundary waits during hydration (an
       * update reaching one there is React error 421) and the cards below do not move when it arrives.
       */}
      {data.showAiSearch && (
        <AiSearchSlot placeholder={data.aiSearchPlaceholder} categoryId={data.dataLayer.categoryId} onNavigate={onNavigate} />
      )}
      {data.topHtml && <div className="listing__top" dangerouslySetInnerHTML={{ __html: data.topHtml }} />}
      <div className="listing__body">
        <FiltersSheet
          groups={data.groups}
          url={data.url}
          clearUrl={clearUrl ?? snapshot.url}
          onNavigate={onNavigate}
          totalCount={data.totalCount}
        />
        <div className="listing__main">
          <SalesInfoBox />
          <ListingResults
            key={data.url}
            page={data}
            layout={layout}
            loadMore={loadMore}
            loadSimilar={loadSimilar}
            context={resultsContext}
          />
        </div>
      </div>
      {data.bottomHtml && <div className="listing__bottom" dangerouslySetInnerHTML={{ __html: data.bottomHtml }} />}
    </section>
  );
}
