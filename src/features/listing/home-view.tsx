import { Link } from 'gatsby';
import { type CatalogueCategory, type FilteringResponse, useFiltering } from '../../client';
import { Carousel } from '../../components';
import { type CardContext, VariantCard } from '../catalogue';
import { bg } from '../../i18n';
import { formatCount } from '@uyut/core';
import './listing.css';
import { bgListing } from '../../i18n/listing';

/** What the home page reads of a category. */
export type HomeCategory = Pick<CatalogueCategory, 'id' | 'parentId' | 'slug' | 'name' | 'count'>;

/** Top-level departments with their most stocked sub-categories first. */
export function homeDepartments(categories: HomeCategory[], perDepartment = 6) {
  return categories
    .filter((c) => c.parentId === null && c.count > 0)
    .map((department) => ({
      department,
      children: categories
        .filter((c) => c.parentId === department.id && c.count > 0)
        .sort((a, b) => b.count - a.count)
        .slice(0, perDepartment),
    }));
}

export interface HomeViewProps {
  categories: HomeCategory[];
  snapshot: FilteringResponse;
  /** Click source and feature flags shared by the picks' cards; the request id comes from the listing answer. */
  cardContext?: Partial<CardContext>;
}

/** The home page: departments and a carousel of picks (spec §2 Carousels: autoplay until any interaction). */
export function HomeView({ categories, snapshot, cardContext }: HomeViewProps) {
  const { data = snapshot } = useFiltering(snapshot.url, { fallbackData: snapshot });
  return (
    <div className="home">
      <section className="home__hero">
        <h1>{bgListing.home.title}</h1>
        <p>{bgListing.home.lead(data.totalCount)}</p>
      </section>
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
      <section aria-labelledby="picks" className="home__picks">
        <h2 id="picks">{bgListing.home.picks}</h2>
        <Carousel label={bgListing.home.picks} autoplay>
          {data.variants.map((variant, index) => (
            <VariantCard
              key={variant.id}
              variant={variant}
              position={index + 1}
              imageLoading={index < 2 ? 'eager' : 'lazy'}
              context={{ ...cardContext, requestId: data.dataLayer.requestId }}
            />
          ))}
        </Carousel>
      </section>
    </div>
  );
}
