import { Link } from 'gatsby';
import { type MouseEvent, type ReactNode, useState } from 'react';
import type { Variant } from '../../client';
import { Icon, type ImageLoading, Price, ResponsivePicture, Stars } from '../../components';
import { bg } from '../../i18n';
import { bgVisualEntry } from '../../i18n/visual-entry';
import { returnsText } from '../../lib/delivery';
import { dimensionLines } from '../../lib/dimensions';
import { CLICK_SOURCES, formatCount, productPath, responsiveImage, servedImage, visuallySimilarPath } from '@uyut/core';
import { formatRating } from '../../lib/rating';
import { toggleCompare, useIsInCompare } from '../compare';
import { LikeToggle } from '../likes';
import { WatchdogButton } from '../watchdog';
import { type CardLayout, availability, omnibusNote, cardParameters, installmentText, mainLink, promoTags, tierLabel } from './card-rules';
import { clickThroughUrl, conditionLabel, shopClaimText, shownDiscount } from './offer-rules';
import { CardSlider } from './card-slider';
import { VoucherCard } from './voucher-card';
import './catalogue.css';

/** Card image box: 4:3 originals are fitted into a square by the images service. */
const CARD_IMAGE_EDGE = 320;
/** Matches the VariantGrid columns (2 / 3 at 768 / 4 at 1024 / 5 at 1536, container max 1440 px). */
export const CARD_IMAGE_SIZES = '(min-width: 1536px) 280px, (min-width: 1024px) 25vw, (min-width: 768px) 33vw, 50vw';

/** Listing-wide settings every card of a listing shares. */
export interface CardContext {
  /** Spec §9 click source code of the listing (99 = other). */
  clickSource: number;
  /** The listing request id, sent as `ri` in the click-through link. */
  requestId: string | null;
  /** Spec §6 feature flag: the main link opens the product page instead of the shop. */
  mainLinkToDetail: boolean;
  /** Christmas delivery flag's days threshold; null when the flag is off. */
  christmasThresholdDays: number | null;
  /** The current time (for the Christmas rule); pass it to keep server and client HTML equal. */
  now: Date;
}

export const DEFAULT_CARD_CONTEXT: Omit<CardContext, 'now'> = {
  clickSource: CLICK_SOURCES.other,
  requestId: null,
  mainLinkToDetail: false,
  christmasThresholdDays: null,
};

export interface VariantCardProps {
  variant: Variant;
  layout?: CardLayout;
  /** 1-based position in the listing (click-through `pos`). */
  position?: number;
  /** How the card's first picture loads: 'priority' for the listing's first card, 'eager' for the rest of its first row. */
  imageLoading?: ImageLoading;
  context?: Partial<CardContext>;
  /** Called on a click of the main link (the listing opens the similar row). */
  onMainClick?: (variant: Variant) => void;
  /** Opens the reviews modal (built in the product issue). */
  onOpenReviews?: (variantId: number) => void;
}

type CardImage = Variant['images'][number];

/** The visually-similar link's icon, drawn here rather than in the shared Icon set, which every page's first load holds. */
function ImageSearchIcon() {
  return (
    <svg className="icon" width={20} height={20} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path
        fill="currentColor"
        d="M18 13v7H4V6h5.02c.05-.71.22-1.38.48-2H4a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h14a2 2 0 0 0 2-2v-5l-2-2zm-1.5 5h-11l2.75-3.53 1.96 2.36 2.75-3.54L16.5 18zm2.8-9.11c.44-.7.7-1.51.7-2.39C20 4.01 17.99 2 15.5 2S11 4.01 11 6.5s2.01 4.5 4.49 4.5c.88 0 1.7-.26 2.39-.7L21 13.42 22.42 12 19.3 8.89zM15.5 9a2.5 2.5 0 1 1 0-5 2.5 2.5 0 0 1 0 5z"
      />
    </svg>
  );
}

/** The card's pictures: its gallery, else its one picture, else none. */
function cardImages(variant: Variant): CardImage[] {
  return variant.images.length > 0 ? variant.images : variant.image ? [variant.image] : [];
}

function renderCardImage(variant: Variant, loading: ImageLoading) {
  return function CardImageView(image: CardImage, index: number) {
    const picture = responsiveImage({
      ...servedImage(image, variant.slug),
      width: CARD_IMAGE_EDGE,
      height: CARD_IMAGE_EDGE,
      sizes: CARD_IMAGE_SIZES,
    });
    return (
      <ResponsivePicture picture={picture} alt={variant.name} className="variant-card__image" loading={index === 0 ? loading : 'lazy'} />
    );
  };
}

function CardMedia({ variant, loading }: { variant: Variant; loading: ImageLoading }) {
  const images = cardImages(variant);
  if (images.length === 0) {
    return (
      <div className="variant-card__no-image" role="img" aria-label={bg.catalogue.noImage}>
        <span aria-hidden="true">{bg.site.name}</span>
      </div>
    );
  }
  return <CardSlider images={images} name={variant.name} variantId={variant.id} renderImage={renderCardImage(variant, loading)} />;
}

function MainLink({
  href,
  external,
  onClick,
  children,
}: {
  href: string;
  external: boolean;
  onClick: (event: MouseEvent) => void;
  children: ReactNode;
}) {
  if (external) {
    return (
      <a href={href} className="variant-card__link" target="_blank" rel="nofollow noopener" onClick={onClick}>
        {children}
      </a>
    );
  }
  return (
    <Link to={href} className="variant-card__link" onClick={onClick}>
      {children}
    </Link>
  );
}

/**
 * A listing card (spec §2 Variant listing, §4, §5, §9): image or slider, prices, discount, voucher,
 * instalments, tags, tier, name, parameters, dimensions, rating, availability, returns, and the
 * like / compare / hover buttons.
 */
export function VariantCard({
  variant,
  layout = 'grid',
  position = 1,
  imageLoading = 'lazy',
  context = {},
  onMainClick,
  onOpenReviews,
}: VariantCardProps) {
  const settings = { ...DEFAULT_CARD_CONTEXT, ...context };
  const inCompare = useIsInCompare(variant.id);
  /* The watchdog status is read once the shopper reaches the card (its hover buttons), not for every card on load. */
  const [reached, setReached] = useState(false);
  const reach = () => setReached(true);
  const discount = shownDiscount(variant);
  const claim = shopClaimText(variant);
  const link = { variantId: variant.id, clickSource: settings.clickSource, position, requestId: settings.requestId };
  const main = mainLink({ ...link, variant, toDetail: settings.mainLinkToDetail });
  const state = availability(variant, { now: context.now ?? new Date(), christmasThresholdDays: settings.christmasThresholdDays });
  const installment = installmentText(variant.price);
  const omnibus = omnibusNote(variant);
  const tier = tierLabel(variant.tier);
  const condition = conditionLabel(variant.condition);
  const returns = variant.active ? returnsText(variant.coolingOffPeriod) : null;
  const dimensions = dimensionLines(variant.dimensions);
  const parameters = cardParameters(variant, layout);
  const rating = variant.reviews.rating;
  const offers = variant.alternativeOffersCount + 1;
  const classes = ['variant-card', `variant-card--${layout}`, variant.active ? '' : 'variant-card--inactive'].filter(Boolean).join(' ');

  return (
    <article className={classes} data-testid="variant-card" onPointerEnter={reach} onFocus={reach}>
      <div className="variant-card__media">
        <CardMedia variant={variant} loading={imageLoading} />
        {cardImages(variant).length > 0 && (
          <Link
            className="variant-card__toggle variant-card__visual"
            to={visuallySimilarPath({ request: { kind: 'variant', variantId: variant.id }, slug: variant.slug })}
            title={bgVisualEntry.label}
            data-testid="card-visual-link"
          >
            <ImageSearchIcon />
            <span className="visually-hidden">{bgVisualEntry.labelFor(variant.name)}</span>
          </Link>
        )}
        <div className="variant-card__badges">
          {discount && (
            <span className="badge badge--discount" data-testid="discount-badge">
              {discount.label}
            </span>
          )}
          {promoTags(variant.promoTags).map((tag) => (
            <span key={tag.kind} className={`badge badge--promo badge--${tag.kind}`} data-testid="promo-tag">
              {tag.text}
            </span>
          ))}
        </div>
        <div className="variant-card__toggles">
          <LikeToggle itemType="variant" itemId={String(variant.id)} name={variant.name} className="variant-card__toggle" />
          <button
            type="button"
            className="variant-card__toggle variant-card__compare"
            aria-pressed={inCompare}
            onClick={() => toggleCompare(variant.id)}
            title={bg.catalogue.compare}
          >
            <Icon name="compare" size={20} />
            <span className="visually-hidden">{`${bg.catalogue.compare}: ${variant.name}`}</span>
          </button>
        </div>
        <div className="variant-card__hover">
          {variant.active && (
            <a
              className="button button--primary variant-card__hover-button"
              href={clickThroughUrl(link)}
              target="_blank"
              rel="nofollow noopener"
            >
              {bg.catalogue.toShop}
              <span className="visually-hidden">{` ${bg.catalogue.opensInNewTab}`}</span>
            </a>
          )}
          <Link className="button button--ghost variant-card__hover-button" to={productPath(variant)}>
            {bg.catalogue.productDetail}
          </Link>
          <WatchdogButton
            variantId={variant.id}
            productName={variant.name}
            className="button button--ghost variant-card__hover-button"
            readStatus={reached}
          />
        </div>
      </div>
      <div className="variant-card__body">
        <Price amount={variant.price.price} currency={variant.price.currency} before={discount?.before ?? null} />
        {omnibus && (
          <p className="variant-card__omnibus" data-testid="omnibus">
            <span className="variant-card__verified">{bg.catalogue.verifiedDiscount}</span>
            {omnibus.text}
          </p>
        )}
        {claim && (
          <p className="variant-card__claim" data-testid="shop-claim">
            {claim}
          </p>
        )}
        {installment && (
          <p className="variant-card__installment" data-testid="installment">
            {installment}
          </p>
        )}
        {variant.voucher && <VoucherCard voucher={variant.voucher} currency={variant.price.currency} variantId={variant.id} />}
        <p className={`variant-card__tier variant-card__tier--${tier.kind}`} data-testid="tier-label">
          {tier.text}
        </p>
        <h3 className="variant-card__name">
          <MainLink href={main.href} external={main.external} onClick={() => onMainClick?.(variant)}>
            {variant.name}
          </MainLink>
        </h3>
        <p className="variant-card__shop">{variant.eshop.name}</p>
        {condition && (
          <p className="variant-card__condition" data-testid="condition">
            {condition}
          </p>
        )}
        {parameters.length > 0 && (
          <ul className="variant-card__params" data-testid="card-parameters">
            {parameters.map((parameter) => (
              <li key={parameter}>{parameter}</li>
            ))}
          </ul>
        )}
        {dimensions.length > 0 && (
          <p className="variant-card__dimensions" data-testid="card-dimensions">
            {dimensions.join(' · ')}
          </p>
        )}
        {rating !== null && (
          <button
            type="button"
            className="variant-card__rating"
            onClick={() => onOpenReviews?.(variant.id)}
            aria-label={bg.catalogue.ratingLabel(formatRating(rating), formatCount(variant.reviews.reviewsCount, bg.units.reviews))}
          >
            <Stars rating={rating} size={16} />
            <span aria-hidden="true">{bg.catalogue.rating(formatRating(rating), String(variant.reviews.reviewsCount))}</span>
          </button>
        )}
        <p className="variant-card__meta" data-testid="availability">
          {state.text && <span className={`variant-card__availability variant-card__availability--${state.kind}`}>{state.text}</span>}
          {state.freeShipping && (
            <span className="variant-card__free">
              <Icon name="truck" size={16} />
              {bg.delivery.free}
            </span>
          )}
          {returns && <span className="variant-card__returns">{returns}</span>}
          {variant.active && offers > 1 && <span className="variant-card__offers">{bg.catalogue.offersIn(offers)}</span>}
        </p>
      </div>
    </article>
  );
}
