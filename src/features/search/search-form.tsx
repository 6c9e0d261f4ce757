import { type ComponentType, type FormEvent, useState } from 'react';
import { Icon } from '../../components';
import { bg } from '../../i18n';
import { loadSearchPanel } from './load-on-demand';
import type { SearchPanelProps } from './search-panel';

/**
 * Spec §5: the search input is trimmed; an empty query is not submitted. Once loaded, the panel submits the query in its
 * normal form (normaliseSearchQuery of @uyut/core, which the results page reads `q` with too); this is what the form
 * does before, kept to a trim so that the rule's module stays out of every page's first load.
 */
function onSearchSubmit(event: FormEvent<HTMLFormElement>) {
  const input = event.currentTarget.elements.namedItem('q');
  if (!(input instanceof HTMLInputElement)) return;
  const query = input.value.trim();
  input.value = query;
  if (!query) {
    event.preventDefault();
    input.focus();
  }
}

interface LoadedPanel {
  Panel: ComponentType<SearchPanelProps>;
  form: HTMLFormElement;
}

/**
 * The header's search form (spec §2): a plain GET /search?q= form in every page's first load. The suggestions panel
 * (search-panel.tsx) loads when the form first takes the focus (a click, a tap or Tab into the field; typing needs it)
 * and then takes the input over.
 */
export function SearchForm() {
  const [loaded, setLoaded] = useState<LoadedPanel | null>(null);
  const load = ({ currentTarget: form }: { currentTarget: HTMLFormElement }) => {
    if (!loaded)
      loadSearchPanel().then(
        ({ SearchPanel }) => setLoaded({ Panel: SearchPanel, form }),
        /* The form still searches without it. */
        console.warn,
      );
  };
  return (
    <form role="search" action="/search" method="get" className="search" onSubmit={onSearchSubmit} onFocus={load}>
      <label htmlFor="site-search" className="visually-hidden">
        {bg.header.searchLabel}
      </label>
      <input
        id="site-search"
        className="search__input"
        type="search"
        name="q"
        placeholder={bg.header.searchPlaceholder}
        autoComplete="off"
        enterKeyHint="search"
      />
      <button type="submit" className="search__submit" aria-label={bg.header.searchSubmit}>
        <Icon name="search" />
      </button>
      {loaded && <loaded.Panel form={loaded.form} />}
    </form>
  );
}
