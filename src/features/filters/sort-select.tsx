import { useId } from 'react';
import type { FilterChoice } from './filter-types';
import './filters.css';
import { bgListing } from '../../i18n/listing';

export interface SortSelectProps {
  choices: readonly FilterChoice[];
  onNavigate: (url: string) => void;
}

/** Spec §3 sort group as a select; each option's value is its canonical URL. */
export function SortSelect({ choices, onNavigate }: SortSelectProps) {
  const id = useId();
  if (choices.length === 0) return null;
  const selected = choices.find((choice) => choice.selected) ?? choices[0];
  return (
    <div className="sort-select">
      <label htmlFor={id}>{bgListing.filters.sort}</label>
      <select id={id} value={selected?.url} onChange={(event) => onNavigate(event.target.value)}>
        {choices.map((choice) => (
          <option key={choice.id} value={choice.url}>
            {choice.name}
          </option>
        ))}
      </select>
    </div>
  );
}
