import type { HeadFC, PageProps } from 'gatsby';
import type { FilteringResponse } from '../client';
import { HomeView, type HomeCategory } from '../features/listing';
import { Seo } from '../features/seo';
import { bg } from '../i18n';

interface HomeContext {
  categories: HomeCategory[];
  listing: FilteringResponse;
}

export default function HomeTemplate({ pageContext }: PageProps<object, HomeContext>) {
  return <HomeView categories={pageContext.categories} snapshot={pageContext.listing} />;
}

export const Head: HeadFC<object, HomeContext> = () => <Seo title={bg.seo.homeTitle} path="/" />;
