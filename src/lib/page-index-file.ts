/*
 * The page index file the build writes (plugins/gatsby-source-uyut/page-index.ts) and the search panel reads
 * (page-index.ts). Free of @uyut/core by package name: the build plugin imports this module, and Gatsby leaves
 * packages to Node, which cannot load the core's TypeScript source.
 */

/** The site path of the serialised page index. */
export const PAGE_INDEX_PATH = '/page-index.json';

/** What the build writes to PAGE_INDEX_PATH: lunr's serialised index and each page's title by URL. */
export interface SerialisedPageIndex {
  index: object;
  titles: Record<string, string>;
}
