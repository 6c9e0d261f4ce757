import { memo } from 'react';
import { HydrateOnDemand, Icon, useEscape } from '../../components';
import { bg } from '../../i18n';
import { formatCount } from '@uyut/core';
import { FiltersPanel, type FiltersPanelProps } from '../filters';
import { setFiltersOpen, useFiltersOpen } from './ui-store';
import './listing.css';
import { bgListing } from '../../i18n/listing';

const SHEET_ID = 'listing-filters';

/** 'Филтри' with the number of filters on; opens the filters sheet. Shown on small screens only (CSS). */
export function FiltersButton({ activeCount }: { activeCount: number }) {
  const open = useFiltersOpen();
  return (
    <button
      type="button"
      className="button button--ghost filters-button"
      aria-expanded={open}
      aria-controls={SHEET_ID}
      onClick={() => setFiltersOpen(true)}
    >
      {bgListing.filters.title}
      {activeCount > 0 && <span className="filters-button__count">{activeCount}</span>}
    </button>
  );
}

/**
 * The filters panel: a sidebar from 1024 px; below that a full-screen sheet, closed until 'Филтри' opens it, so the
 * cards come first on a phone. Choices apply at once; 'Покажи N продукта', the close button or Escape close it.
 * Memoised: the listing re-renders on loading flags and revalidations that leave its filters alone. The panel's hundreds
 * of choices hydrate on demand: on a phone the sheet is closed at load, so they wait for the first tap instead of
 * lengthening the page's start-up; beside the cards on a wide screen they are in view and hydrate at once.
 */
export const FiltersSheet = memo(function FiltersSheet({ totalCount, ...panel }: FiltersPanelProps & { totalCount: number }) {
  const open = useFiltersOpen();
  useEscape({ active: open, onEscape: () => setFiltersOpen(false) });

  return (
    <div id={SHEET_ID} className={open ? 'filters-sheet filters-sheet--open' : 'filters-sheet'}>
      <div className="filters-sheet__bar">
        <h2 className="filters-sheet__title">{bgListing.filters.title}</h2>
        <button type="button" className="icon-button" onClick={() => setFiltersOpen(false)}>
          <Icon name="close" />
          <span className="visually-hidden">{bgListing.filters.close}</span>
        </button>
      </div>
      <HydrateOnDemand className="filters-sheet__panel">
        <FiltersPanel {...panel} />
      </HydrateOnDemand>
      <div className="filters-sheet__footer">
        <button type="button" className="button button--primary filters-sheet__show" onClick={() => setFiltersOpen(false)}>
          {bgListing.filters.showResults(formatCount(totalCount, bg.units.products))}
        </button>
      </div>
    </div>
  );
});
