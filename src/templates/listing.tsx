import type { HeadFC, PageProps } from 'gatsby';
import type { CatalogueCategory, FilteringResponse } from '../client';
import { CLICK_SOURCES } from '@uyut/core';
import { CategoryListing, loadMoreFromFeed } from '../features/listing';
import { Seo } from '../features/seo';
import { loadSimilarFromApi } from '../features/similar';
import { bg } from '../i18n';

export interface ListingContext {
  /** The category behind a category listing; null for the other spec §2 listings (sales, vouchers, eco …). */
  category: CatalogueCategory | null;
  listing: FilteringResponse;
}

const cardContext = { clickSource: CLICK_SOURCES.marketplaceCategory };

export default function ListingTemplate({ pageContext, location }: PageProps<object, ListingContext>) {
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

export const Head: HeadFC<object, ListingContext> = ({ pageContext: { category, listing } }) => (
  <Seo
    title={bg.seo.categoryTitle(listing.title)}
    description={category?.description ?? bg.seo.categoryDescription(listing.title, listing.totalCount)}
    path={listing.url}
  />
);
