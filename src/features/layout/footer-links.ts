/** A link of the footer's panels (src/i18n/bg.ts footer). */
export interface FooterLink {
  to: string;
  label: string;
}

/**
 * Footer links whose pages the site does not build yet (articles, inspirations, the furniture bank, advertising, jobs
 * and press): hidden, never a 404. Taking a path out of this list brings its link back; a test fails while a listed
 * path has a page, or a shown link has none.
 */
export const UNBUILT_FOOTER_PAGES: ReadonlySet<string> = new Set([
  '/careers',
  '/press-info',
  '/inspirations',
  '/article-list',
  '/furniture-bank',
  '/commercial/e-shop',
  '/commercial/pixel',
  '/commercial/star',
]);

/** The links of a footer panel that lead to a page. */
export const shownFooterLinks = (links: readonly FooterLink[]): FooterLink[] => links.filter((link) => !UNBUILT_FOOTER_PAGES.has(link.to));
