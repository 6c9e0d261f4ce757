import type { HeadFC, PageProps } from 'gatsby';
import type { FilteringResponse } from '../client';
import { CLICK_SOURCES } from '../features/catalog';
import { CategoryListing } from '../features/listing';
import { Seo } from '../features/seo';
import { bg } from '../i18n';

interface CategoryContext {
  category: { id: number; name: string; description: string | null; breadcrumbs: Array<{ id: number; name: string; slug: string }> };
  listing: FilteringResponse;
}

const cardContext = { clickSource: CLICK_SOURCES.marketplaceCategory };

export default function CategoryTemplate({ pageContext, location }: PageProps<object, CategoryContext>) {
  return <CategoryListing snapshot={pageContext.listing} breadcrumbs={pageContext.category.breadcrumbs} location={location} cardContext={cardContext} />;
}

export const Head: HeadFC<object, CategoryContext> = ({ pageContext }) => (
  <Seo
    title={bg.seo.categoryTitle(pageContext.category.name)}
    description={pageContext.category.description ?? bg.seo.categoryDescription(pageContext.category.name, pageContext.listing.totalCount)}
    path={pageContext.listing.url}
  />
);
