import { memo, useState } from 'react';
import type { FilteringResponse, Variant } from '../../client';
import { bg } from '../../i18n';
import { CLICK_SOURCES } from '@uyut/core';
import { type CardContext, type CardLayout, VariantGrid } from '../catalogue';
import { type LoadSimilar, SimilarRow, rowEndIndex, useGridColumns } from '../similar';
import './listing.css';

/** A further page of a listing: the variant/feed answer (a filtering response also fits). */
export interface ListingPage {
  variants: Variant[];
  nextPageUrl: string | null;
  /** The answer's request id: its cards send it as the click-through `ri` (spec §7 Other). */
  dataLayer: { requestId: string };
}

export type LoadMore = (url: string) => Promise<ListingPage>;

export interface ListingResultsProps {
  /** The first page (build snapshot or live response). */
  page: FilteringResponse;
  layout: CardLayout;
  /** Fetches the page at `nextPageUrl` (spec §7 variant/feed); without it there is no load-more button. */
  loadMore?: LoadMore;
  /** Similar products of a clicked card (spec §7 similarity); without it no similar row opens. */
  loadSimilar?: LoadSimilar;
  context?: Partial<CardContext>;
}

/** Appends the variants not listed yet (pages can overlap when the catalogue changes in between). */
export function appendVariants(current: readonly Variant[], more: readonly Variant[]): Variant[] {
  const ids = new Set(current.map((variant) => variant.id));
  return [...current, ...more.filter((variant) => !ids.has(variant.id))];
}

/** Cards of the similar row: clicks count for the similar-products source, not for the listing's request. */
function similarRowContext(context: Partial<CardContext> | undefined): Partial<CardContext> {
  return { ...context, clickSource: CLICK_SOURCES.similarProducts, requestId: null };
}

type LoadStatus = 'idle' | 'loading' | 'error';

/**
 * The grid with "Покажи още" and the similar row under the clicked card's grid row. Memoised: the listing
 * re-renders on loading flags and filter changes that leave its results alone.
 */
export const ListingResults = memo(function ListingResults({ page, layout, loadMore, loadSimilar, context }: ListingResultsProps) {
  const [more, setMore] = useState<Variant[]>([]);
  /** Request id of the page each appended card came from. */
  const [moreRequestIds, setMoreRequestIds] = useState<ReadonlyMap<number, string>>(new Map());
  const [nextUrl, setNextUrl] = useState(page.nextPageUrl);
  const [status, setStatus] = useState<LoadStatus>('idle');
  const [similarFor, setSimilarFor] = useState<{ variantId: number; index: number } | null>(null);
  const columns = useGridColumns({ layout, active: similarFor !== null });
  const variants = appendVariants(page.variants, more);

  const showMore = async () => {
    if (!loadMore || !nextUrl) return;
    setStatus('loading');
    try {
      const next = await loadMore(nextUrl);
      const added = appendVariants(variants, next.variants).slice(variants.length);
      setMore((current) => [...current, ...added]);
      setMoreRequestIds(
        (current) => new Map([...current, ...added.map((variant): [number, string] => [variant.id, next.dataLayer.requestId])]),
      );
      setNextUrl(next.nextPageUrl);
      setStatus('idle');
    } catch (cause) {
      console.error('Loading the next page failed.', cause);
      setStatus('error');
    }
  };

  const openSimilar = (variant: Variant) => {
    if (!loadSimilar) return;
    setSimilarFor({ variantId: variant.id, index: variants.findIndex((item) => item.id === variant.id) });
  };

  const cardContext = (variant: Variant): Partial<CardContext> => {
    const requestId = moreRequestIds.get(variant.id);
    return requestId === undefined ? { ...context } : { ...context, requestId };
  };

  const similarAfter = similarFor === null ? -1 : rowEndIndex({ index: similarFor.index, columns, count: variants.length });

  return (
    <div className="listing-results" aria-busy={status === 'loading'}>
      <VariantGrid
        variants={variants}
        layout={layout}
        context={cardContext}
        onMainClick={openSimilar}
        renderAfter={(index) =>
          similarFor !== null &&
          loadSimilar &&
          index === similarAfter && (
            <li className="variant-grid__similar">
              <SimilarRow
                key={similarFor.variantId}
                variantId={similarFor.variantId}
                loadSimilar={loadSimilar}
                onClose={() => setSimilarFor(null)}
                context={similarRowContext(context)}
              />
            </li>
          )
        }
      />
      {status === 'error' && (
        <p className="listing-results__error" role="alert">
          {bg.listing.loadMoreFailed}
        </p>
      )}
      {loadMore && nextUrl && (
        <button type="button" className="button button--ghost listing-results__more" onClick={showMore} disabled={status === 'loading'}>
          {status === 'loading' ? bg.listing.loading : bg.listing.loadMore}
        </button>
      )}
    </div>
  );
});
