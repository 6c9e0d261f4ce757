import type { HeadFC, PageProps } from 'gatsby';
import type { FilteringResponse } from '../client';
import { type HomeCategory, HomeView } from '../features/listing';
import { CLICK_SOURCES } from '@uyut/core';
import { Seo } from '../features/seo';
import { bg } from '../i18n';

export interface HomeContext {
  categories: HomeCategory[];
  listing: FilteringResponse;
}

const cardContext = { clickSource: CLICK_SOURCES.homepage };

export default function HomeTemplate({ pageContext }: PageProps<object, HomeContext>) {
  return <HomeView categories={pageContext.categories} snapshot={pageContext.listing} cardContext={cardContext} />;
}

export const Head: HeadFC<object, HomeContext> = () => <Seo title={bg.seo.homeTitle} path="/" />;
