import { Link } from 'gatsby';
import type { FilteringResponse } from '../../client';
import { useFiltering } from '../../client';
import { VariantGrid } from '../catalog';
import { bg } from '../../i18n';
import { formatCount } from '../../lib/plural';

export interface CategoryListingProps {
  /** Build-time first page; SWR revalidates it live. */
  snapshot: FilteringResponse;
  breadcrumbs?: Array<{ id: number; name: string; slug: string }>;
}

/** A listing page body: breadcrumbs, title with count, sub-categories and the first page of variants. */
export function CategoryListing({ snapshot, breadcrumbs = [] }: CategoryListingProps) {
  const { data = snapshot } = useFiltering(snapshot.url, { fallbackData: snapshot });
  return (
    <section className="listing">
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
      </header>
      {data.topHtml && <div className="listing__top" dangerouslySetInnerHTML={{ __html: data.topHtml }} />}
      {data.groups.category.length > 0 && (
        <ul className="chips" aria-label={bg.listing.subcategories}>
          {data.groups.category.map((choice) => (
            <li key={choice.id}>
              <Link className="chip" to={choice.url}>
                {choice.name} <span className="chip__count">{choice.count}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
      <VariantGrid variants={data.variants} />
    </section>
  );
}
