import { Suspense, lazy } from 'react';
import { useCompareIds } from './compare-store';
import { parseCompareIds } from './compare-url';
import { bgCompare } from '../../i18n/compare';

/* Everything but the heading is loaded on demand: the page shell every visitor downloads stays small. */
const CompareView = lazy(() => import('./compare-view'));

export interface CompareProductsProps {
  /** The page URL's query string: a shared comparison names its ids there. */
  search: string;
}

/**
 * /compare-products: the visitor's own list, or the comparison a shared link names (`?ids=…`). Until the own list is
 * read from storage (never in server HTML, nor in the first render that hydrates it) the page shows 'loading'.
 */
export function CompareProducts({ search }: CompareProductsProps) {
  const ownIds = useCompareIds();
  const loading = <p className="compare-status loading-block">{bgCompare.loading}</p>;
  return (
    <section className="compare-page">
      <h1 className="compare-page__title">{bgCompare.title}</h1>
      {ownIds === null ? (
        loading
      ) : (
        <Suspense fallback={loading}>
          <CompareView sharedIds={parseCompareIds(search)} ownIds={ownIds} />
        </Suspense>
      )}
    </section>
  );
}
