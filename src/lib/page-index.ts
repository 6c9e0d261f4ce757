import lunr from 'lunr';
import { searchTerms } from '@uyut/core';
import type { SerialisedPageIndex } from './page-index-file';

/** Pages a query shows at most in the search panel. */
export const PAGE_HITS_LIMIT = 5;

export interface PageHit {
  url: string;
  title: string;
}

export interface PageIndex {
  index: lunr.Index;
  titles: Record<string, string>;
}

/*
 * The build indexes words split, folded and stemmed by the core's rules (plugins/gatsby-source-uyut/page-index.ts);
 * its search pipeline is empty, so the index loads here without the build's stemmer, and queries give it terms
 * already made by the same rules.
 */
export function loadPageIndex(serialised: SerialisedPageIndex): PageIndex {
  return { index: lunr.Index.load(serialised.index), titles: serialised.titles };
}

/**
 * The pages that hold every word of a query (the core's search terms: folded, stemmed, Latin-typed Bulgarian read as
 * Cyrillic, the last word also as a prefix), best first. Queries are built term by term, never parsed, so lunr's query
 * syntax (`+`, `-`, `:`, `~`, `^`) in what a shopper types is plain text.
 */
export function searchPages(options: { pageIndex: PageIndex; query: string; limit?: number }): PageHit[] {
  const { pageIndex } = options;
  const terms = searchTerms(options.query);
  if (terms.length === 0) return [];
  const scores = new Map<string, number>();
  const perTerm = terms.map((term) => {
    const results = pageIndex.index.query((query) => {
      for (const stem of term.stems) query.term(stem, { usePipeline: false });
      if (term.prefix) for (const form of term.forms) query.term(form, { usePipeline: false, wildcard: lunr.Query.wildcard.TRAILING });
    });
    for (const result of results) scores.set(result.ref, (scores.get(result.ref) ?? 0) + result.score);
    return new Set(results.map((result) => result.ref));
  });
  const matched = [...perTerm[0]!].filter((ref) => perTerm.every((refs) => refs.has(ref)));
  return matched
    .sort((a, b) => scores.get(b)! - scores.get(a)!)
    .slice(0, options.limit ?? PAGE_HITS_LIMIT)
    .map((url) => ({ url, title: pageIndex.titles[url] ?? url }));
}
