import { type FormEvent, useState } from 'react';
import { histogramBars, priceRangeUrl } from './filter-rules';
import type { PriceGroup } from './filter-types';
import './filters.css';
import { bgListing } from '../../i18n/listing';

export interface PriceFilterProps {
  price: PriceGroup;
  url: string;
  onNavigate: (url: string) => void;
}

function parseAmount(text: string): number | null {
  const value = Number(text.trim().replace(',', '.'));
  return text.trim() === '' || !Number.isFinite(value) ? null : value;
}

/** Spec §3 Price filter: the histogram bars and from/to inputs in whole units of the primary currency (`priceFrom` / `priceTo`). */
export function PriceFilter({ price, url, onNavigate }: PriceFilterProps) {
  const { range } = price;
  const [from, setFrom] = useState(range.selectedMin === null ? '' : String(range.selectedMin));
  const [to, setTo] = useState(range.selectedMax === null ? '' : String(range.selectedMax));
  const bars = histogramBars(price);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onNavigate(priceRangeUrl({ url, from: parseAmount(from), to: parseAmount(to) }));
  };

  return (
    <form className="filters__group price-filter" onSubmit={submit} aria-label={bgListing.filters.price}>
      <p className="filters__legend">{bgListing.filters.price}</p>
      {bars.length > 0 && (
        <div className="price-filter__histogram" role="img" aria-label={bgListing.filters.priceHistogram} data-testid="price-histogram">
          {bars.map((bar) => (
            <span
              key={bar.lowerBound}
              className={bar.inRange ? 'price-filter__bar price-filter__bar--in-range' : 'price-filter__bar'}
              style={{ height: `${Math.round(bar.height * 100)}%` }}
              data-testid="price-bar"
            />
          ))}
        </div>
      )}
      <div className="price-filter__inputs">
        <label className="price-filter__field">
          <span>{bgListing.filters.priceFrom}</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder={String(range.min)}
            value={from}
            onChange={(event) => setFrom(event.target.value)}
          />
        </label>
        <label className="price-filter__field">
          <span>{bgListing.filters.priceTo}</span>
          <input
            type="number"
            inputMode="numeric"
            min={0}
            step={1}
            placeholder={String(range.max)}
            value={to}
            onChange={(event) => setTo(event.target.value)}
          />
        </label>
        <button type="submit" className="button button--ghost">
          {bgListing.filters.priceApply}
        </button>
      </div>
      {price.predefined.length > 0 && (
        <ul className="chips price-filter__predefined">
          {price.predefined.map((choice) => (
            <li key={choice.id}>
              <button
                type="button"
                className={choice.selected ? 'chip chip--selected' : 'chip'}
                aria-pressed={choice.selected}
                disabled={choice.count === 0 && !choice.selected}
                onClick={() => onNavigate(choice.url)}
              >
                {choice.name} <span className="chip__count">{choice.count}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </form>
  );
}
