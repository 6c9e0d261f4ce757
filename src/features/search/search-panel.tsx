import { navigate } from 'gatsby';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { normaliseSearchQuery, searchPath } from '@uyut/core';
import { useFiltering, useSearchSuggestions, useSearchTrending } from '../../client';
import { Icon } from '../../components';
import { bgSearch } from '../../i18n/search';
import { bgVisual } from '../../i18n/visual';
import { PicturePicker } from '../visual';
import { hydrateRecentProducts, useRecentProducts } from './recent-products';
import {
  BLACK_FRIDAY_PATH,
  emptyQuerySections,
  moveHighlight,
  type PanelOption,
  type PanelSection,
  panelOptions,
  querySections,
  SUGGEST_DEBOUNCE_MS,
} from './search-rules';
import { useDebouncedValue } from './use-debounced-value';
import { useMatchingPages } from './use-matching-pages';
import './search.css';

export interface SearchPanelProps {
  /** The header's search form; its `q` input becomes the panel's combobox. */
  form: HTMLFormElement;
  /** Opens a site path (Gatsby's navigate by default). */
  onNavigate?: (url: string) => void;
}

function defaultNavigate(url: string): void {
  void navigate(url);
}

const quietOnce = { revalidateOnFocus: false, revalidateIfStale: false, shouldRetryOnError: false } as const;

/**
 * Whether the Black Friday campaign runs now: its listing has offers. A campaign's tags and listing exist only inside its
 * window and for the shops that joined it (server catalogue/campaigns.ts), so an empty listing means none to offer.
 */
function useBlackFridayRunning(enabled: boolean): boolean {
  const { data } = useFiltering(enabled ? BLACK_FRIDAY_PATH : null, quietOnce);
  return (data?.totalCount ?? 0) > 0;
}

function inputOf(form: HTMLFormElement): HTMLInputElement {
  const input = form.elements.namedItem('q');
  if (!(input instanceof HTMLInputElement)) throw new Error('The search form has no q input');
  return input;
}

/** Puts the query searched into the field, in its normal form, as the page it opens shows it. */
function showQuery(input: HTMLInputElement, query: string): void {
  input.value = query;
}

function setAttribute(element: Element, name: string, value: string | null): void {
  if (value === null) element.removeAttribute(name);
  else element.setAttribute(name, value);
}

/**
 * The search suggestions panel (spec §2, §4, §5), loaded on demand by the header's search form and attached to its
 * server-rendered input, which it makes an ARIA combobox (role, aria-expanded, aria-controls, aria-activedescendant)
 * over a listbox of grouped options. Focus or typing opens it; its Close button, a pointer press outside the form or
 * Escape close it; arrow keys move the highlight with wrap-around and Enter opens the highlighted option, else the form
 * searches the query. Suggestions are asked for from one character, debounced, one cache entry per query.
 */
export function SearchPanel({ form, onNavigate = defaultNavigate }: SearchPanelProps) {
  const input = inputOf(form);
  const listboxId = useId();
  const [open, setOpen] = useState(() => document.activeElement === input);
  const [text, setText] = useState(() => input.value);
  const [highlight, setHighlight] = useState<number | null>(null);
  const query = normaliseSearchQuery(text);
  const asked = useDebouncedValue(query, SUGGEST_DEBOUNCE_MS);
  const empty = query === null;

  const { data: groups } = useSearchSuggestions(open ? asked : null);
  const pages = useMatchingPages(open ? asked : null);
  const { data: trending } = useSearchTrending(open && empty);
  const blackFriday = useBlackFridayRunning(open && empty);
  const recent = useRecentProducts();
  useEffect(hydrateRecentProducts, []);

  const sections: PanelSection[] = empty
    ? emptyQuerySections({ trending: trending?.categories ?? [], blackFriday, recent })
    : querySections({ query, groups: asked === null ? [] : (groups ?? []), pages: asked === null ? [] : pages });
  const options = panelOptions(sections);
  const shown = open && options.length > 0;
  const active = shown && highlight !== null && highlight < options.length ? highlight : null;
  const optionId = (index: number) => `${listboxId}-option-${index}`;

  const close = () => {
    setOpen(false);
    setHighlight(null);
  };

  /* Set while the Close button hands the focus back to the field, which would otherwise open the panel again. */
  const refocusing = useRef(false);
  const closeAndRefocus = () => {
    close();
    refocusing.current = true;
    input.focus();
    refocusing.current = false;
  };

  const openPictureListing = (path: string) => {
    close();
    input.blur();
    onNavigate(path);
  };

  const choose = (option: PanelOption) => {
    close();
    if (option.kind === 'search') showQuery(input, query ?? '');
    input.blur();
    onNavigate(option.url);
  };

  /* The listeners read the latest render through this ref, so they are bound once per input. */
  const latest = useRef({ shown, active, options, query, choose, close });
  useLayoutEffect(() => {
    latest.current = { shown, active, options, query, choose, close };
  });

  useLayoutEffect(() => {
    input.setAttribute('role', 'combobox');
    input.setAttribute('aria-autocomplete', 'list');
    input.setAttribute('aria-controls', listboxId);
    return () => {
      for (const name of ['role', 'aria-autocomplete', 'aria-controls', 'aria-expanded', 'aria-activedescendant'])
        input.removeAttribute(name);
    };
  }, [input, listboxId]);

  useLayoutEffect(() => {
    input.setAttribute('aria-expanded', String(shown));
    setAttribute(input, 'aria-activedescendant', active === null ? null : optionId(active));
  });

  useEffect(() => {
    const onFocus = () => {
      if (!refocusing.current) setOpen(true);
    };
    const onInput = () => {
      setText(input.value);
      setHighlight(null);
      setOpen(true);
    };
    const onKeyDown = (event: KeyboardEvent) => {
      const state = latest.current;
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        event.preventDefault();
        setOpen(true);
        if (state.shown)
          setHighlight(moveHighlight({ current: state.active, count: state.options.length, step: event.key === 'ArrowDown' ? 1 : -1 }));
      } else if (event.key === 'Escape' && state.shown) {
        /* Escape only closes the panel; the browser would also clear the search field. */
        event.preventDefault();
        state.close();
      } else if (event.key === 'Enter' && state.active !== null) {
        event.preventDefault();
        state.choose(state.options[state.active]!);
      }
    };
    /* Focus moving on past the form (Tab from its last control) closes the panel too. */
    const onFocusOut = (event: FocusEvent) => {
      if (event.relatedTarget instanceof Node && !form.contains(event.relatedTarget)) latest.current.close();
    };
    const onSubmit = (event: SubmitEvent) => {
      const { query: current, choose: openOption } = latest.current;
      /* An empty query is left to the form's own handler, which keeps the shopper in the field. */
      if (current === null) return;
      event.preventDefault();
      openOption({ key: 'search', kind: 'search', label: current, url: searchPath(current), count: null });
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node) || !form.contains(event.target)) latest.current.close();
    };
    input.addEventListener('focus', onFocus);
    input.addEventListener('input', onInput);
    input.addEventListener('keydown', onKeyDown);
    form.addEventListener('submit', onSubmit);
    form.addEventListener('focusout', onFocusOut);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      input.removeEventListener('focus', onFocus);
      input.removeEventListener('input', onInput);
      input.removeEventListener('keydown', onKeyDown);
      form.removeEventListener('submit', onSubmit);
      form.removeEventListener('focusout', onFocusOut);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [form, input]);

  if (!shown) return <div id={listboxId} role="listbox" aria-label={bgSearch.panel.label} hidden />;

  const firstIndex = sections.map((_, at) => sections.slice(0, at).reduce((sum, section) => sum + section.options.length, 0));
  return (
    <div className="search-panel" data-testid="search-panel">
      <button type="button" className="icon-button search-panel__close" aria-label={bgSearch.panel.close} onClick={closeAndRefocus}>
        <Icon name="close" size={20} />
      </button>
      <div className="search-panel__picture">
        <PicturePicker
          open={openPictureListing}
          labelClassName="button button--ghost search-panel__picture-choose"
          testId="search-picture-input"
        >
          {bgVisual.upload.title}
        </PicturePicker>
      </div>
      <div id={listboxId} role="listbox" aria-label={bgSearch.panel.label} className="search-panel__list">
        {sections.map((section, sectionIndex) => {
          const headingId = `${listboxId}-${section.key}`;
          const items = section.options.map((option, optionIndex) => {
            const at = firstIndex[sectionIndex]! + optionIndex;
            return (
              <div
                key={option.key}
                id={optionId(at)}
                role="option"
                aria-selected={active === at}
                className={`search-option search-option--${option.kind}${active === at ? ' search-option--active' : ''}`}
                /* A press on an option keeps the focus in the field; the click then opens it. */
                onMouseDown={(event) => event.preventDefault()}
                onMouseMove={() => setHighlight(at)}
                onClick={() => choose(option)}
              >
                <span className="search-option__label">{option.label}</span>
                {option.count !== null && <span className="search-option__count">{bgSearch.panel.productCount(option.count)}</span>}
              </div>
            );
          });
          if (section.heading === null)
            return (
              <div key={section.key} role="presentation">
                {items}
              </div>
            );
          return (
            <div
              key={section.key}
              role="group"
              aria-labelledby={headingId}
              className={`search-panel__section search-panel__section--${section.layout}`}
            >
              <div id={headingId} role="presentation" className="search-panel__heading">
                {section.heading}
              </div>
              <div className="search-panel__options">{items}</div>
            </div>
          );
        })}
      </div>
    </div>
  );
}
