import { lazy, Suspense } from 'react';
import { Link } from 'gatsby';
import { type Product, useProduct } from '../../client';
import { OfferTable } from '../catalogue';
import { useRememberViewedProduct } from '../search';
import { Price } from '../../components';
import { bg } from '../../i18n';
import { formatCount } from '@uyut/core';
import './product.css';

/* Prefetched when this chunk runs, so a product reached by a link in the site rarely waits for its photo's script. */
const ProductImage = lazy(() => import(/* webpackPrefetch: true */ './product-image'));
/* The watchdog is not part of the first load (the page's 100 KB budget): its button arrives with its own script. */
const WatchdogButton = lazy(() =>
  import(/* webpackPrefetch: true */ '../watchdog').then((watchdog) => ({ default: watchdog.WatchdogButton })),
);
/* The heart is not in the product page's first load: it comes with the likes chunk (load-likes.ts), after it. */
const LikeToggle = lazy(() =>
  import(/* webpackChunkName: "likes" */ '../likes/like-toggle').then((module) => ({ default: module.LikeToggle })),
);

/** The product page body: gallery, name, price range and every shop's offer (live, with the build snapshot first). */
export function ProductView({ snapshot }: { snapshot: Product }) {
  const { data: product = snapshot } = useProduct(snapshot.id, { fallbackData: snapshot });
  useRememberViewedProduct(product);
  const active = product.offers.filter((o) => o.active);
  const cheapest = [...active].sort((a, b) => a.price.price - b.price.price)[0];
  const pictured = product.offers.find((o) => o.image);
  const image = pictured?.image;
  /* The watchdog and the heart follow the offer the page leads with: the cheapest one, or the first while none is in stock. */
  const lead = cheapest ?? product.offers[0];
  return (
    <article className="product">
      <nav aria-label={bg.listing.breadcrumbs} className="breadcrumbs">
        <Link to="/">{bg.listing.home}</Link>
        {product.breadcrumbs.map((b) => (
          <Link key={b.id} to={`/products/${b.slug}`}>
            {b.name}
          </Link>
        ))}
      </nav>
      <div className="product__top">
        <div className="product__gallery">
          {pictured && image && (
            /* The gallery keeps its square box while the photo's script loads, so nothing shifts. */
            <Suspense fallback={null}>
              <ProductImage imageId={image.id} variantId={pictured.id} slug={product.slug} alt={product.name} />
            </Suspense>
          )}
        </div>
        <div className="product__summary">
          <h1>{product.name}</h1>
          {lead && (
            <Suspense fallback={null}>
              <LikeToggle itemType="variant" itemId={String(lead.id)} name={product.name} className="product__like" />
            </Suspense>
          )}
          {product.manufacturer && <p className="product__brand">{product.manufacturer}</p>}
          {cheapest ? (
            <p className="product__from">
              <span>{bg.product.priceFrom}</span> <Price amount={cheapest.price.price} currency={cheapest.price.currency} />
            </p>
          ) : (
            <p className="product__unavailable">{bg.availability.inactive}</p>
          )}
          <p className="product__offers-count">{formatCount(active.length, bg.units.offers)}</p>
          {lead && (
            <Suspense fallback={null}>
              <WatchdogButton
                variantId={lead.id}
                productName={product.name}
                className="button button--ghost"
                readStatus
                announceConfirmation
              />
            </Suspense>
          )}
          <p className="product__description">{product.description}</p>
        </div>
      </div>
      <section aria-labelledby="offers-title" className="product__offers">
        <h2 id="offers-title">{bg.product.offersTitle}</h2>
        <OfferTable offers={product.offers} />
      </section>
    </article>
  );
}
