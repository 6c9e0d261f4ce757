import lunr from 'lunr';
import { searchTerms, searchWords, stemBulgarian } from '@uyut/core';

/** The site path of the serialised page index, written by the build and fetched by the search panel on demand. */
export const PAGE_INDEX_PATH = '/page-index.json';

/** Pages a query shows at most in the search panel. */
export const PAGE_HITS_LIMIT = 5;

/** A page the index covers: an info or legal page now; articles and inspirations take the same shape. */
export interface SearchablePage {
  url: string;
  title: string;
  body: string;
}

export interface PageHit {
  url: string;
  title: string;
}

/** What the build writes to PAGE_INDEX_PATH: lunr's serialised index and each page's title by URL. */
export interface SerialisedPageIndex {
  index: object;
  titles: Record<string, string>;
}

export interface PageIndex {
  index: lunr.Index;
  titles: Record<string, string>;
}

/*
 * lunr's own pipeline (its `\W` trimmer, English stop words and Porter stemmer) would strip every Cyrillic letter. Our
 * pipeline instead: the words come already split and folded by the core's rule (searchWords: Unicode letters and
 * digits only, lower case, stress marks dropped), which the tokenizer keeps as they are; then one step stems them with
 * the core's light Bulgarian stemmer, the stems the search service matches too. The step is registered by name so
 * that a serialised index loads with it.
 */
const STEMMER_LABEL = 'uyutBulgarianStemmer';
const stemmer: lunr.PipelineFunction = (token) => token.update((word) => stemBulgarian(word));
lunr.Pipeline.registerFunction(stemmer, STEMMER_LABEL);

/** Title words weigh this much more than body words. */
const TITLE_BOOST = 5;

/** The index over any list of pages, serialised for the site's static files. */
export function buildPageIndex(pages: readonly SearchablePage[]): SerialisedPageIndex {
  const builder = new lunr.Builder();
  builder.pipeline.add(stemmer);
  builder.ref('url');
  builder.field('title', { boost: TITLE_BOOST });
  builder.field('body');
  /* A field given as a list of words is taken word by word (lunr.tokenizer), so our split is the one indexed. */
  for (const page of pages) builder.add({ url: page.url, title: searchWords(page.title), body: searchWords(page.body) });
  return { index: builder.build().toJSON(), titles: Object.fromEntries(pages.map((page) => [page.url, page.title])) };
}

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
