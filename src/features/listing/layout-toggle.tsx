import { Icon } from '../../components';
import { bg } from '../../i18n';
import type { CardLayout } from '../catalogue';
import { setListingLayout, useListingLayout } from './ui-store';
import './listing.css';

const OPTIONS: ReadonlyArray<{ layout: CardLayout; label: string; icon: 'grid' | 'rows' }> = [
  { layout: 'grid', label: bg.listing.layoutGrid, icon: 'grid' },
  { layout: 'row', label: bg.listing.layoutRow, icon: 'rows' },
];

/** Grid / row toggle (spec §2 Variant listing), kept in the Valtio UI store. */
export function LayoutToggle() {
  const layout = useListingLayout();
  return (
    <div className="layout-toggle" role="group" aria-label={bg.listing.layout}>
      {OPTIONS.map((option) => (
        <button
          key={option.layout}
          type="button"
          className="layout-toggle__button"
          aria-pressed={layout === option.layout}
          onClick={() => setListingLayout(option.layout)}
        >
          <Icon name={option.icon} size={20} />
          <span className="visually-hidden">{option.label}</span>
        </button>
      ))}
    </div>
  );
}
