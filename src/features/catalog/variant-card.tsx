import { Link } from 'gatsby';
import { GatsbyImage } from 'gatsby-plugin-image';
import type { Variant } from '../../client';
import { Icon, Price } from '../../components';
import { bg } from '../../i18n';
import { discountLabel, discountPercent } from '../../lib/discount';
import { gatsbyImageData, isImageSlug, isImageType } from '../../lib/image-url';
import { toggleCompare, useIsInCompare } from '../compare';
import { productPath } from './product-path';

/** Card image box: 4:3 originals are fitted into a square by the images service. */
const CARD_IMAGE_EDGE = 320;
/** Matches the VariantGrid columns (2 / 3 at 768 / 4 at 1024 / 5 at 1536, container max 1440 px). */
export const CARD_IMAGE_SIZES = '(min-width: 1536px) 280px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';
/** Spec §9: up to 3 parameters on cards. */
const CARD_PARAMETERS = 3;

export interface VariantCardProps {
  variant: Variant;
  /** 'eager' for cards in the first visible row (LCP); 'lazy' otherwise. */
  imageLoading?: 'eager' | 'lazy';
}

function CardImage({ variant, loading }: { variant: Variant; loading: 'eager' | 'lazy' }) {
  if (!variant.image) {
    return (
      <div className="variant-card__no-image" role="img" aria-label={bg.catalog.noImage}>
        <span aria-hidden="true">{bg.site.name}</span>
      </div>
    );
  }
  const image = gatsbyImageData({
    id: variant.image.id,
    type: isImageType(variant.image.type) ? variant.image.type : 'variant',
    slug: isImageSlug(variant.slug) ? variant.slug : undefined,
    width: CARD_IMAGE_EDGE,
    height: CARD_IMAGE_EDGE,
    sizes: CARD_IMAGE_SIZES,
  });
  return <GatsbyImage image={image} alt={variant.name} loading={loading} className="variant-card__image" />;
}

/** A listing card (spec §2 Variant listing): image, prices, discount, name, shop, parameters, compare. */
export function VariantCard({ variant, imageLoading = 'lazy' }: VariantCardProps) {
  const inCompare = useIsInCompare(variant.id);
  const percent = discountPercent(variant.price.price, variant.price.priceBeforeDiscount);
  const offers = variant.alternativeOffersCount + 1;
  return (
    <article className={variant.active ? 'variant-card' : 'variant-card variant-card--inactive'} data-testid="variant-card">
      <div className="variant-card__media">
        <CardImage variant={variant} loading={imageLoading} />
        <div className="variant-card__badges">
          {percent !== null && (
            <span className="badge badge--discount" data-testid="discount-badge">
              {discountLabel(percent)}
            </span>
          )}
          {variant.promoTags.priceDrop && <span className="badge badge--promo">{bg.catalog.priceDrop}</span>}
        </div>
        <button
          type="button"
          className="variant-card__compare"
          aria-pressed={inCompare}
          onClick={() => toggleCompare(variant.id)}
          title={bg.catalog.compare}
        >
          <Icon name="compare" size={20} />
          <span className="visually-hidden">{`${bg.catalog.compare}: ${variant.name}`}</span>
        </button>
      </div>
      <div className="variant-card__body">
        <Price amount={variant.price.price} currency={variant.price.currency} before={variant.price.priceBeforeDiscount} />
        <h3 className="variant-card__name">
          <Link to={productPath(variant)} className="variant-card__link">
            {variant.name}
          </Link>
        </h3>
        <p className="variant-card__shop">{variant.eshop.name}</p>
        {variant.displayParameters.length > 0 && (
          <ul className="variant-card__params">
            {variant.displayParameters.slice(0, CARD_PARAMETERS).map((parameter) => (
              <li key={parameter}>{parameter}</li>
            ))}
          </ul>
        )}
        <p className="variant-card__meta">
          {!variant.active ? (
            <span className="variant-card__unavailable">{bg.availability.inactive}</span>
          ) : (
            <>
              {variant.freeShipping && (
                <span className="variant-card__free">
                  <Icon name="truck" size={16} />
                  {bg.delivery.free}
                </span>
              )}
              {offers > 1 && <span className="variant-card__offers">{bg.catalog.offersIn(offers)}</span>}
            </>
          )}
        </p>
      </div>
    </article>
  );
}
