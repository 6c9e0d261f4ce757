import { bg } from '../../i18n';
import './listing.css';

/** Where the sales info box's learn-more link goes (how Уют works, incl. price history); a page the site does not build yet. */
export const SALES_INFO_URL = '/at-us';

/** The 'no fake discounts' box (spec §2 Shared page elements). */
export function SalesInfoBox() {
  return (
    <aside className="sales-info" aria-labelledby="sales-info-title">
      <h2 id="sales-info-title" className="sales-info__title">
        {bg.listing.salesInfoTitle}
      </h2>
      <p className="sales-info__text">{bg.listing.salesInfoText}</p>
      <a className="sales-info__link" href={SALES_INFO_URL}>
        {bg.listing.salesInfoLink}
      </a>
    </aside>
  );
}
