import type { HeadFC, PageProps } from 'gatsby';
import { productPath } from '@uyut/core';
import type { Product } from '../client';
import { ProductView, productJsonLd } from '../features/product';
import { Seo, useSiteMetadata } from '../features/seo';
import { bg } from '../i18n';

export interface ProductContext {
  product: Product;
}

export default function ProductTemplate({ pageContext }: PageProps<object, ProductContext>) {
  return <ProductView snapshot={pageContext.product} />;
}

export const Head: HeadFC<object, ProductContext> = ({ pageContext: { product } }) => {
  const { siteUrl } = useSiteMetadata();
  return (
    <Seo
      title={product.name}
      description={bg.seo.productDescription(product.name, product.offers.filter((o) => o.active).length)}
      path={productPath({ productId: product.id, productSlug: product.slug })}
      jsonLd={productJsonLd({ product, siteUrl })}
    />
  );
};
