import { type FormEvent, useId, useState } from 'react';
import { normaliseSearchQuery, SEARCH_QUERY_MAX } from '@uyut/core';
import { aiSearchApi } from '../../client/ai-search-api';
import { bgAiSearch } from '../../i18n/ai-search';
import { emitUiEvent } from '../../lib/ui-events';
import './ai-search.css';

export interface AiSearchBoxProps {
  /** The filtering response's aiSearchPlaceholder. */
  placeholder: string;
  /** The category listed now: the base when the query names none. */
  categoryId: number | null;
  /** Opens the listing the answer names, where its filters show as the usual chips. */
  onNavigate: (url: string) => void;
  /** The AI search call; the site's one by default. */
  search?: typeof aiSearchApi.aiSearch;
}

/*
 * The build renders the box into the listing and it hydrates when its script arrives: the field is uncontrolled, so
 * words typed before that stay, and until then the form submits as the text search of those words (/search?q=).
 */
const QUERY_FIELD = 'q';

/**
 * The AI search box (issue 25 §4): plain Bulgarian in, the listing with the filters it names out. Sends the
 * `ai_search_submit` UI event (spec §7) with each query it sends.
 */
export function AiSearchBox({ placeholder, categoryId, onNavigate, search = aiSearchApi.aiSearch }: AiSearchBoxProps) {
  const id = useId();
  const [state, setState] = useState<'idle' | 'sending' | 'failed'>('idle');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = normaliseSearchQuery(String(new FormData(event.currentTarget).get(QUERY_FIELD) ?? ''));
    if (query === null || state === 'sending') return;
    emitUiEvent({ name: 'ai_search_submit', params: { query, ...(categoryId === null ? {} : { categoryId }) } });
    setState('sending');
    try {
      const result = await search({ aiSearchRequest: { query, ...(categoryId === null ? {} : { categoryId }) } });
      setState('idle');
      onNavigate(result.url);
    } catch {
      setState('failed');
    }
  }

  return (
    <form
      className="ai-search"
      role="search"
      action="/search"
      method="get"
      aria-labelledby={`${id}-label`}
      onSubmit={(event) => void submit(event)}
    >
      <label id={`${id}-label`} htmlFor={`${id}-input`} className="ai-search__label">
        <span className="ai-search__badge" aria-hidden="true">
          AI
        </span>
        {bgAiSearch.label}
      </label>
      <div className="ai-search__row">
        <input
          id={`${id}-input`}
          className="ai-search__input"
          type="search"
          name={QUERY_FIELD}
          maxLength={SEARCH_QUERY_MAX}
          placeholder={placeholder}
          aria-describedby={`${id}-hint`}
        />
        <button type="submit" className="ai-search__submit" disabled={state === 'sending'}>
          {state === 'sending' ? bgAiSearch.submitting : bgAiSearch.submit}
        </button>
      </div>
      <p id={`${id}-hint`} className="ai-search__hint">
        {bgAiSearch.hint}
      </p>
      {state === 'failed' && (
        <p role="alert" className="ai-search__error">
          {bgAiSearch.failed}
        </p>
      )}
    </form>
  );
}
