import { Link } from 'gatsby';
import { bg } from '../../i18n';
import './listing.css';

/** Where the sales info box's learn-more link goes (how Уют works, incl. price history). */
export const SALES_INFO_URL = '/at-us';

/** The 'no fake discounts' box (spec §2 Shared page elements). */
export function SalesInfoBox() {
  return (
    <aside className="sales-info" aria-labelledby="sales-info-title">
      <h2 id="sales-info-title" className="sales-info__title">
        {bg.listing.salesInfoTitle}
      </h2>
      <p className="sales-info__text">{bg.listing.salesInfoText}</p>
      <Link className="sales-info__link" to={SALES_INFO_URL}>
        {bg.listing.salesInfoLink}
      </Link>
    </aside>
  );
}
