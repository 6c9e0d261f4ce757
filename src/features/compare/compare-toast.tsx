import { Link } from 'gatsby';
import { useEffect } from 'react';
import { Icon } from '../../components';
import { bg } from '../../i18n';
import { dismissCompareNotice, useCompareNotice } from './compare-store';
import { COMPARE_PATH } from './compare-url';
import './compare-toast.css';

/** Long enough to read the message and reach the link; the toast also closes on its button or when the link is followed. */
export const COMPARE_TOAST_MS = 6000;

/** Spec §4 compare toggle: 'Продуктът е добавен към сравнението' with the action 'Покажи сравнение'. */
export function CompareToast() {
  const notice = useCompareNotice();
  const shown = notice.variantId !== null;
  useEffect(() => {
    if (!shown) return undefined;
    const timer = window.setTimeout(dismissCompareNotice, COMPARE_TOAST_MS);
    return () => window.clearTimeout(timer);
  }, [shown, notice.serial]);
  return (
    <div className="compare-toast-region" role="status" aria-live="polite">
      {shown && (
        <div className="compare-toast" data-testid="compare-toast">
          <p className="compare-toast__text">{bg.compare.added}</p>
          <Link className="compare-toast__action" to={COMPARE_PATH} onClick={dismissCompareNotice}>
            {bg.compare.show}
          </Link>
          <button type="button" className="compare-toast__close" aria-label={bg.compare.closeToast} onClick={dismissCompareNotice}>
            <Icon name="close" size={16} />
          </button>
        </div>
      )}
    </div>
  );
}
