import lunr from 'lunr';
import { searchWords, stemBulgarian } from '../../packages/core/src';
import type { SerialisedPageIndex } from '../../src/lib/page-index-file';

/** A page the index covers: an info or legal page now; articles and inspirations take the same shape. */
export interface SearchablePage {
  url: string;
  title: string;
  body: string;
}

/*
 * lunr's own pipeline (its `\W` trimmer, English stop words and Porter stemmer) would strip every Cyrillic letter. Our
 * pipeline instead: the words come already split and folded by the core's rule (searchWords: Unicode letters and
 * digits only, lower case, stress marks dropped), which the tokenizer keeps as they are; then one step stems them with
 * the core's light Bulgarian stemmer, the stems the search service matches too. Only the indexing pipeline has it: the
 * site's searches (src/lib/page-index.ts) give terms already stemmed, so the serialised index needs no function.
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
