import { RECENT_PRODUCTS_LIMIT, searchPath, TRENDING_LIMIT } from '@uyut/core';
import type { SearchGroup, SearchItem } from '../../client';
import { bgSearch } from '../../i18n/search';
import type { PageHit } from '../../lib/page-index';
import type { RecentProduct } from './recent-products';

/** How long the panel waits after the last keystroke before it asks for suggestions. */
export const SUGGEST_DEBOUNCE_MS = 150;

/** The Black Friday campaign's listing (spec §2 /products/black-friday): the panel's chip while the campaign runs. */
export const BLACK_FRIDAY_PATH = '/products/black-friday';

export type PanelOptionKind = 'trending' | 'campaign' | 'recent' | 'suggestion' | 'page' | 'search';

/** One choice of the panel: what the shopper sees and the site path it opens. */
export interface PanelOption {
  key: string;
  kind: PanelOptionKind;
  label: string;
  url: string;
  /** Products the choice leads to, shown beside a suggestion. */
  count: number | null;
}

/** A titled run of options: chips (trending) or rows. A section without a heading is the final search link. */
export interface PanelSection {
  key: string;
  heading: string | null;
  layout: 'chips' | 'rows';
  options: PanelOption[];
}

const itemOption = (kind: PanelOptionKind, item: SearchItem, count: number | null): PanelOption => ({
  key: `${kind}-${item.id}`,
  kind,
  label: item.title,
  url: item.url,
  count,
});

/**
 * The panel for an empty query (spec §2): the trending categories (at most TRENDING_LIMIT) led by the Black Friday chip
 * while that campaign runs, then up to RECENT_PRODUCTS_LIMIT recently viewed products. Empty sections are left out.
 */
export function emptyQuerySections(input: {
  trending: readonly SearchItem[];
  blackFriday: boolean;
  recent: readonly RecentProduct[];
}): PanelSection[] {
  const campaign: PanelOption[] = input.blackFriday
    ? [
        {
          key: 'campaign-black-friday',
          kind: 'campaign',
          label: bgSearch.panel.blackFriday,
          url: BLACK_FRIDAY_PATH,
          count: null,
        },
      ]
    : [];
  const chips = [...campaign, ...input.trending.slice(0, TRENDING_LIMIT).map((item) => itemOption('trending', item, null))];
  const recent = input.recent.slice(0, RECENT_PRODUCTS_LIMIT).map((product): PanelOption => ({
    key: `recent-${product.id}`,
    kind: 'recent',
    label: product.name,
    url: product.path,
    count: null,
  }));
  const sections: PanelSection[] = [
    { key: 'trending', heading: bgSearch.panel.trending, layout: 'chips', options: chips },
    { key: 'recent', heading: bgSearch.panel.recent, layout: 'rows', options: recent },
  ];
  return sections.filter((section) => section.options.length > 0);
}

/**
 * The panel for a query (spec §2): the service's groups in its order, each item with its product count, then the site's
 * pages that match (info and legal pages, from the page index), then the link that searches the query in the products
 * (the results page).
 */
export function querySections(input: { query: string; groups: readonly SearchGroup[]; pages: readonly PageHit[] }): PanelSection[] {
  const groups = input.groups
    .filter((group) => group.items.length > 0)
    .map((group): PanelSection => ({
      key: `group-${group.type}`,
      heading: group.typeName,
      layout: 'rows',
      options: group.items.map((item) => itemOption('suggestion', item, item.productCount)),
    }));
  const search: PanelOption = {
    key: 'search',
    kind: 'search',
    label: bgSearch.panel.searchFor(input.query),
    url: searchPath(input.query),
    count: null,
  };
  const pages = input.pages.map((page): PanelOption => ({
    key: `page-${page.url}`,
    kind: 'page',
    label: page.title,
    url: page.url,
    count: null,
  }));
  const pageSection: PanelSection[] =
    pages.length > 0 ? [{ key: 'pages', heading: bgSearch.panel.pages, layout: 'rows', options: pages }] : [];
  return [...groups, ...pageSection, { key: 'search', heading: null, layout: 'rows', options: [search] }];
}

/** The options in the order arrow keys walk them. */
export const panelOptions = (sections: readonly PanelSection[]): PanelOption[] => sections.flatMap((section) => section.options);

/**
 * The highlighted option after an arrow key (spec §4: wrapping around): down from the last option (or from none) goes to
 * the first, up from the first (or from none) to the last. Null when there is nothing to highlight.
 */
export function moveHighlight(input: { current: number | null; count: number; step: 1 | -1 }): number | null {
  const { current, count, step } = input;
  if (count === 0) return null;
  if (current === null || current >= count) return step === 1 ? 0 : count - 1;
  return (current + step + count) % count;
}
