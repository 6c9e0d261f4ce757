import type { Variant } from '../../client';
import { Icon, Price } from '../../components';
import { bg } from '../../i18n';
import { deliveryPriceText, deliveryTimeText } from '../../lib/delivery';
import { CLICK_SOURCES, convert } from '@uyut/core';
import { PRIMARY_CURRENCY } from '../../lib/currency';
import { clickThroughUrl, conditionLabel, shopClaimText, shownDiscount } from './offer-rules';
import './catalogue.css';

export interface OfferTableProps {
  offers: readonly Variant[];
}

/** Active offers first, each group cheapest first (compared in the primary currency). */
export function sortOffers(offers: readonly Variant[]): Variant[] {
  const primary = (offer: Variant) => convert({ amount: offer.price.price, from: offer.price.currency, to: PRIMARY_CURRENCY });
  return [...offers].sort((a, b) => Number(b.active) - Number(a.active) || primary(a) - primary(b));
}

/**
 * The product page's offers: one row per shop with price, delivery and a link to the shop. The link goes
 * through `/go` with the spec §9 "detail" click source and the row's position, as card links do, so every
 * click-out is counted and attributed.
 */
export function OfferTable({ offers }: OfferTableProps) {
  return (
    <table className="offer-table">
      <caption className="visually-hidden">{bg.catalogue.offerTableCaption}</caption>
      <thead>
        <tr>
          <th scope="col">{bg.catalogue.offerTableShop}</th>
          <th scope="col">{bg.catalogue.offerTablePrice}</th>
          <th scope="col">{bg.catalogue.offerTableDelivery}</th>
          <th scope="col">
            <span className="visually-hidden">{bg.catalogue.offerTableAction}</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {sortOffers(offers).map((offer, index) => {
          const time = deliveryTimeText(offer);
          const condition = conditionLabel(offer.condition);
          const shipping = offer.active ? deliveryPriceText({ deliveryPrice: offer.deliveryPrice, currency: offer.price.currency }) : null;
          const claim = shopClaimText(offer);
          return (
            <tr
              key={offer.id}
              className={offer.active ? 'offer-table__row' : 'offer-table__row offer-table__row--inactive'}
              data-testid="offer-row"
            >
              <th scope="row" className="offer-table__shop">
                <span className="offer-table__shop-name">{offer.eshop.name}</span>
                <span className="offer-table__offer-name">{offer.name}</span>
                {condition && (
                  <span className="offer-table__condition" data-testid="offer-condition">
                    {condition}
                  </span>
                )}
              </th>
              <td className="offer-table__price">
                <Price amount={offer.price.price} currency={offer.price.currency} before={shownDiscount(offer)?.before ?? null} />
                {claim && (
                  <span className="offer-table__claim" data-testid="shop-claim">
                    {claim}
                  </span>
                )}
              </td>
              <td className="offer-table__delivery">
                {time && <span className={offer.active ? 'offer-table__time' : 'offer-table__unavailable'}>{time}</span>}
                {shipping && <span className={offer.deliveryPrice === 0 ? 'offer-table__free' : 'offer-table__shipping'}>{shipping}</span>}
              </td>
              <td className="offer-table__action">
                {offer.active && (
                  <a
                    className="button button--primary"
                    href={clickThroughUrl({ variantId: offer.id, clickSource: CLICK_SOURCES.detail, position: index + 1 })}
                    target="_blank"
                    rel="nofollow noopener"
                  >
                    {bg.catalogue.toShop}
                    <Icon name="external" size={16} />
                    <span className="visually-hidden">{` ${offer.eshop.name} ${bg.catalogue.opensInNewTab}`}</span>
                  </a>
                )}
              </td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}
