import { Link } from 'gatsby';
import { memo, Suspense, useDeferredValue } from 'react';
import { type FilteringResponse, type Variant, useFiltering } from '../../client';
import { Carousel } from '../../components';
import { type CardContext, VariantCard } from '../catalogue';
import { bg } from '../../i18n';
import { formatCount } from '@uyut/core';
import './listing.css';
import { bgListing } from '../../i18n/listing';
import { type HomeCategory, homeDepartments } from './home-categories';
import { useShownListing } from './use-shown-listing';

export interface HomeViewProps {
  categories: HomeCategory[];
  snapshot: FilteringResponse;
  /** Click source and feature flags shared by the picks' cards; the request id comes from the listing answer. */
  cardContext?: Partial<CardContext>;
}

/*
 * The sections below the hero are Suspense boundaries (nothing in them suspends): React hydrates each in tasks of its
 * own after the page's shell, rather than the whole page in one commit. They are memoised on props that only a
 * different listing changes, and that listing arrives deferred (a transition, which React lets wait until the boundary
 * has hydrated): a synchronous update reaching a boundary before it has hydrated is React error 421.
 */
const HomeDepartments = memo(function HomeDepartments({ categories }: { categories: HomeCategory[] }) {
  return (
    <Suspense fallback={null}>
      <section aria-labelledby="departments" className="home__departments">
        <h2 id="departments">{bgListing.home.departments}</h2>
        <ul className="departments">
          {homeDepartments(categories).map(({ department, children }) => (
            <li key={department.id} className="department">
              <Link className="department__name" to={`/products/${department.slug}`}>
                {department.name}
              </Link>
              <span className="department__count">{formatCount(department.count, bg.units.products)}</span>
              <ul>
                {children.map((c) => (
                  <li key={c.id}>
                    <Link to={`/products/${c.slug}`}>{c.name}</Link>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </section>
    </Suspense>
  );
});

interface HomePicksProps {
  variants: Variant[];
  requestId: string;
  cardContext?: Partial<CardContext>;
}

const HomePicks = memo(function HomePicks({ variants, requestId, cardContext }: HomePicksProps) {
  return (
    <Suspense fallback={null}>
      <section aria-labelledby="picks" className="home__picks">
        <h2 id="picks">{bgListing.home.picks}</h2>
        <Carousel label={bgListing.home.picks} autoplay>
          {variants.map((variant, index) => (
            <VariantCard
              key={variant.id}
              variant={variant}
              position={index + 1}
              imageLoading={index < 2 ? 'eager' : 'lazy'}
              context={{ ...cardContext, requestId }}
            />
          ))}
        </Carousel>
      </section>
    </Suspense>
  );
});

/**
 * The home page: departments and a carousel of picks (spec §2 Carousels: autoplay until any interaction). A
 * revalidation that brings the same picks with a fresh request id leaves the cards as they are.
 */
export function HomeView({ categories, snapshot, cardContext }: HomeViewProps) {
  const { data: answer = snapshot } = useFiltering(snapshot.url, { fallbackData: snapshot });
  const data = useDeferredValue(useShownListing(answer));
  return (
    <div className="home">
      <section className="home__hero">
        <h1>{bgListing.home.title}</h1>
        <p>{bgListing.home.lead(data.totalCount)}</p>
      </section>
      <HomeDepartments categories={categories} />
      <HomePicks variants={data.variants} requestId={data.dataLayer.requestId} cardContext={cardContext} />
    </div>
  );
}
