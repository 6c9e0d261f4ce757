import type { HeadFC, PageProps } from 'gatsby';
import { CompareProducts } from '../features/compare';
import { Seo } from '../features/seo';
import { bgCompare } from '../i18n/compare';

export default function CompareProductsPage({ location }: PageProps) {
  return <CompareProducts search={location.search} />;
}

/* A comparison is the visitor's own (or a shared) list of offers: nothing for search engines. */
export const Head: HeadFC = () => <Seo title={bgCompare.title} path="/compare-products" noindex />;
