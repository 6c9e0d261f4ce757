import { escapeHtml, type ListingQuery, productPath, serialiseListingQuery, withPage } from '@uyut/core';
import { NEXT_PAGE, PREVIOUS_PAGE } from './choice-names';
import type { VariantDto } from './schemas';

/** The server-built parts of a listing page (spec §3 Filtering response: listHtml, paginatorHtml, topHtml, nextPageUrl). */
export const PAGE_SIZE = 24;

/** What the server-built list shows of an offer; every piece of it is feed text, so it goes through escapeHtml. */
export type ListedVariant = Pick<VariantDto, 'productId' | 'productSlug' | 'name'> & { eshop: Pick<VariantDto['eshop'], 'name'> };

export function listHtml(variants: readonly ListedVariant[]): string {
  const items = variants.map(
    (v) => `<li><a href="${escapeHtml(productPath(v))}">${escapeHtml(v.name)}</a> <span>${escapeHtml(v.eshop.name)}</span></li>`,
  );
  return `<ul class="variant-list">${items.join('')}</ul>`;
}

export function paginatorHtml(query: ListingQuery, pageCount: number): string {
  const links: string[] = [];
  if (query.page > 1)
    links.push(`<a rel="prev" href="${escapeHtml(serialiseListingQuery(withPage(query, query.page - 1)))}">${PREVIOUS_PAGE}</a>`);
  if (query.page < pageCount)
    links.push(`<a rel="next" href="${escapeHtml(serialiseListingQuery(withPage(query, query.page + 1)))}">${NEXT_PAGE}</a>`);
  return links.length === 0 ? '' : `<nav class="paginator">${links.join(' ')}</nav>`;
}

/** The category's description above the listing, as the site inserts it: escaped text in one paragraph. */
export function topHtml(description: string | null | undefined): string {
  return description ? `<p>${escapeHtml(description)}</p>` : '';
}

export function nextPageUrl(query: ListingQuery, pageCount: number): string | null {
  return query.page < pageCount ? serialiseListingQuery(withPage(query, query.page + 1)) : null;
}

export function pageCountOf(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}
