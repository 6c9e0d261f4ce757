import { Link } from 'gatsby';
import { memo, useId } from 'react';
import { hasActiveFilters, isChoiceDisabled } from './filter-rules';
import type { FilterChoice, FilterGroups } from './filter-types';
import { PriceFilter } from './price-filter';
import { Icon } from '../../components';
import './filters.css';
import { bgListing } from '../../i18n/listing';

export interface FiltersPanelProps {
  groups: FilterGroups;
  /** The current listing URL (base of the price range URL). */
  url: string;
  /** The unfiltered listing URL the 'clear all' link goes to. */
  clearUrl: string;
  /** Navigates to a canonical listing URL (gatsby `navigate` on the page). */
  onNavigate: (url: string) => void;
}

function ChoiceList({
  title,
  choices,
  onNavigate,
}: {
  title: string;
  choices: readonly FilterChoice[];
  onNavigate: (url: string) => void;
}) {
  const headingId = useId();
  if (choices.length === 0) return null;
  return (
    <fieldset className="filters__group" aria-labelledby={headingId}>
      <legend id={headingId} className="filters__legend">
        {title}
      </legend>
      <ul className="filters__choices">
        {choices.map((choice) => (
          <li
            key={`${choice.ident}-${choice.id}`}
            className={choice.highlighted ? 'filters__choice filters__choice--highlighted' : 'filters__choice'}
          >
            <label className="filters__label">
              <input
                type="checkbox"
                checked={choice.selected}
                disabled={isChoiceDisabled(choice)}
                onChange={() => onNavigate(choice.url)}
              />
              <span className="filters__name">{choice.name}</span>
              <span className="filters__count">{choice.count}</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}

/** Spec §3 Filtering response groups as a panel; every change navigates to the choice's canonical URL. */
/**
 * The filters of a listing answer. Memoised: the listing re-renders on every revalidation and loading state, and the
 * panel (hundreds of choices) only needs to when its answer's groups or URLs change.
 */
export const FiltersPanel = memo(function FiltersPanel({ groups, url, clearUrl, onNavigate }: FiltersPanelProps) {
  return (
    <aside className="filters" aria-label={bgListing.filters.title}>
      {groups.search.length > 0 && (
        <ul className="chips" aria-label={bgListing.filters.search}>
          {groups.search.map((choice) => (
            <li key={`${choice.ident}-${choice.id}`}>
              {/* The query is a filter of its own: the chip's link is the same listing without it. */}
              <Link className="chip chip--selected" to={choice.url} aria-label={bgListing.filters.removeSearch(choice.name)}>
                „{choice.name}“ <Icon name="close" size={16} />
              </Link>
            </li>
          ))}
        </ul>
      )}
      {groups.category.length > 0 && (
        <nav aria-label={bgListing.filters.categories}>
          <ul className="chips">
            {groups.category.map((choice) => (
              <li key={choice.id}>
                <Link
                  className={choice.selected ? 'chip chip--selected' : 'chip'}
                  to={choice.url}
                  aria-current={choice.selected ? 'page' : undefined}
                >
                  {choice.name} <span className="chip__count">{choice.count}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {hasActiveFilters(groups) && (
        <Link className="filters__clear" to={clearUrl}>
          {bgListing.filters.clearAll}
        </Link>
      )}
      {groups.price && (
        <PriceFilter
          key={`${groups.price.range.selectedMin}-${groups.price.range.selectedMax}`}
          price={groups.price}
          url={url}
          onNavigate={onNavigate}
        />
      )}
      {groups.parameters.map((group) => (
        <ChoiceList key={group.ident} title={group.name} choices={group.choices} onNavigate={onNavigate} />
      ))}
      <ChoiceList title={bgListing.filters.features} choices={groups.features} onNavigate={onNavigate} />
      <ChoiceList title={bgListing.filters.manufacturers} choices={groups.manufacturers} onNavigate={onNavigate} />
      <ChoiceList title={bgListing.filters.eshops} choices={groups.eshops} onNavigate={onNavigate} />
    </aside>
  );
});
