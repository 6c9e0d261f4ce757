import {
  emptyListingQuery,
  productPath,
  SEARCH_GROUP_NAMES,
  SEARCH_GROUP_TYPES,
  SEARCH_SUGGESTION_LIMIT,
  type SearchGroupType,
  type SearchTerm,
  searchTerms,
  searchWords,
  serialiseListingQuery,
  stemBulgarian,
  TRENDING_LIMIT,
  typoBudget,
  withinEditDistance,
} from '@uyut/core';
import type { FilterIndex } from '../../index/filter-index';
import type { SearchTermTargets } from '../../index/types';
import type { SearchGroup, SearchItem } from './schemas';

/** The parameter whose values make the category + colour suggestions. */
export const COLOUR_PARAM = 'tsvyat';
/** Items per group of manufacturers, shops and products (categories share SEARCH_SUGGESTION_LIMIT with type 11). */
const GROUP_LIMIT = 5;
/** Words a prefix may stand for at most (those with the longest posting lists): a one-letter prefix stays cheap. */
const PREFIX_WORDS = 200;
/**
 * Entries of one group a query examines at most: when the driving term is common and the others rare, the scan
 * stops here rather than read every posting (bounded latency; rare combinations of common words may be missed).
 */
const MAX_EXAMINED = 20_000;
/** Prefix range read at most to choose those words. */
const PREFIX_SCAN = 20_000;
/**
 * Prefixes up to this length have their words chosen once, at build: they are the ones typed first and the widest
 * ranges (a one-letter prefix spans thousands of words), so no query sorts a range.
 */
const PREFIX_TABLE_LENGTH = 3;

/** Groups in answer order (search contract): category, category + colour, manufacturer, shop, product. */
const GROUP_ORDER: readonly SearchGroupType[] = [
  SEARCH_GROUP_TYPES.category,
  SEARCH_GROUP_TYPES.categoryColour,
  SEARCH_GROUP_TYPES.manufacturer,
  SEARCH_GROUP_TYPES.eshop,
  SEARCH_GROUP_TYPES.product,
];

/** One suggestion before it is answered: what it points at and how many live offers it leads to. */
interface Entry {
  type: SearchGroupType;
  /** Category, manufacturer, shop or product id. */
  id: number;
  /** Parameter value index (category + colour). */
  value: number;
  title: string;
  slug: string;
  count: number;
}

/** A product as the index reads it from the catalogue. */
export interface ProductName {
  id: number;
  name: string;
  slug: string;
}

const byCountThenTitle = (a: Entry, b: Entry) => b.count - a.count || (a.title < b.title ? -1 : a.title > b.title ? 1 : 0);

/**
 * The in-memory suggestion index (docs/adr/0009-search-suggestions.md): every category, category + colour value,
 * manufacturer, shop and product with live offers, their words in one vocabulary with posting lists. Entries are
 * numbered group by group, most offers first, so each posting list is in rank order and a group's best matches are
 * the first ones found. Built whole from the filter index (its counts) and the product names; immutable.
 */
export class SuggestionIndex {
  /** The filter index version it was built from. */
  readonly version: number;
  readonly source: FilterIndex;
  private readonly entries: Entry[] = [];
  /** First entry of each group type, and the end of its run. */
  private readonly groupRange = new Map<SearchGroupType, [number, number]>();
  private readonly words: string[];
  private readonly stems: string[];
  private readonly wordId = new Map<string, number>();
  private readonly postings: Int32Array[];
  /** Words of each entry, for checking the other terms of a query. */
  private readonly entryWords: Int32Array[] = [];
  private readonly byStem = new Map<string, number[]>();
  /** Word ids in code-unit order of their words, for prefix ranges. */
  private readonly sorted: Int32Array;
  /** Short prefix → the words it stands for, chosen as addPrefixed would (PREFIX_TABLE_LENGTH). */
  private readonly prefixWords = new Map<string, Int32Array>();
  /** `{stem length}:{first letter}` → words with letters, by their stems, for typo candidates. */
  private readonly typoBuckets = new Map<string, number[]>();
  private readonly colourParamSlug: string | undefined;
  /** Each entry's answered item, made the first time it is answered (the index is immutable, so it stays right). */
  private readonly items: Array<SearchItem | undefined>;
  readonly trending: SearchItem[];

  constructor(options: { index: FilterIndex; products: readonly ProductName[] }) {
    const { index } = options;
    this.source = index;
    this.version = index.version;
    const colourParam = index.paramBySlug.get(COLOUR_PARAM);
    this.colourParamSlug = colourParam === undefined ? undefined : index.params[colourParam]!.slug;
    const tally = index.tally(colourParam);
    const subtree = (counts: Int32Array, category: { pre: number; end: number }) => {
      let sum = 0;
      for (let pre = category.pre; pre < category.end; pre++) sum += counts[pre]!;
      return sum;
    };
    const groups = new Map<SearchGroupType, Entry[]>(GROUP_ORDER.map((type) => [type, []]));
    const add = (entry: Entry) => {
      if (entry.count > 0) groups.get(entry.type)!.push(entry);
    };
    for (const category of index.categories.values()) {
      add({ type: 6, id: category.id, value: -1, title: category.name, slug: category.slug, count: subtree(tally.categories, category) });
      for (const [value, perCategory] of tally.valuesByCategory) {
        const title = `${category.name} – ${index.values[value]!.name}`;
        add({ type: 11, id: category.id, value, title, slug: category.slug, count: subtree(perCategory, category) });
      }
    }
    index.manufacturers.entries.forEach((m, i) =>
      add({ type: 3, id: m.id, value: -1, title: m.name, slug: m.slug, count: tally.manufacturers[i]! }),
    );
    index.shops.entries.forEach((s, i) => add({ type: 4, id: s.id, value: -1, title: s.name, slug: s.slug, count: tally.shops[i]! }));
    for (const p of options.products)
      add({ type: 1, id: p.id, value: -1, title: p.name, slug: p.slug, count: tally.products.get(p.id) ?? 0 });

    const postings: number[][] = [];
    for (const type of GROUP_ORDER) {
      const entries = groups.get(type)!.sort(byCountThenTitle);
      this.groupRange.set(type, [this.entries.length, this.entries.length + entries.length]);
      for (const entry of entries) {
        const id = this.entries.length;
        this.entries.push(entry);
        const ids = [...new Set(searchWords(entry.title))].map((word) => {
          let wordId = this.wordId.get(word);
          if (wordId === undefined) {
            wordId = postings.length;
            this.wordId.set(word, wordId);
            postings.push([]);
          }
          postings[wordId]!.push(id);
          return wordId;
        });
        this.entryWords.push(Int32Array.from(ids));
      }
    }
    this.items = new Array<SearchItem | undefined>(this.entries.length);
    this.words = [...this.wordId.keys()];
    this.postings = postings.map((list) => Int32Array.from(list));
    this.stems = this.words.map(stemBulgarian);
    this.words.forEach((word, id) => {
      const stem = this.stems[id]!;
      const same = this.byStem.get(stem);
      if (same) same.push(id);
      else this.byStem.set(stem, [id]);
      if (/^\p{L}+$/u.test(word)) {
        const key = `${stem.length}:${stem[0]}`;
        const bucket = this.typoBuckets.get(key);
        if (bucket) bucket.push(id);
        else this.typoBuckets.set(key, [id]);
      }
    });
    this.sorted = Int32Array.from(this.words.keys()).sort((a, b) => (this.words[a]! < this.words[b]! ? -1 : 1));
    const ranges = new Map<string, number[]>();
    for (const w of this.sorted) {
      const word = this.words[w]!;
      for (let length = 1; length <= Math.min(PREFIX_TABLE_LENGTH, word.length); length++) {
        const prefix = word.slice(0, length);
        const range = ranges.get(prefix);
        if (range === undefined) ranges.set(prefix, [w]);
        else if (range.length < PREFIX_SCAN) range.push(w);
      }
    }
    for (const [prefix, range] of ranges) this.prefixWords.set(prefix, Int32Array.from(this.chosen(range)));
    const [start, end] = this.groupRange.get(6)!;
    this.trending = this.entries
      .slice(start, end)
      .filter((entry) => index.categories.get(entry.id)?.parentId !== null)
      .slice(0, TRENDING_LIMIT)
      .map((entry) => this.makeItem(entry));
  }

  /** Words in the vocabulary (a figure for the bench). */
  get vocabularySize(): number {
    return this.words.length;
  }

  /** The grouped suggestions of a normalised query: every term must match a word of the title. */
  search(query: string): SearchGroup[] {
    const terms = searchTerms(query);
    if (terms.length === 0) return [];
    const candidates = terms.map((term) => this.termWords(term));
    /* The term with the shortest posting lists drives; the others are checked on each entry it finds. */
    const cost = (words: Set<number>) => [...words].reduce((sum, w) => sum + this.postings[w]!.length, 0);
    const order = candidates.map((words, i) => ({ words, i, cost: cost(words) })).sort((a, b) => a.cost - b.cost);
    const [driver, ...others] = order;
    if (!driver || driver.words.size === 0) return [];
    /* Each other term's words as a flag per vocabulary word: an entry is checked with array reads, no Set or closure per word. */
    const marked = others.map(({ words }) => {
      const flags = new Uint8Array(this.words.length);
      for (const w of words) flags[w] = 1;
      return flags;
    });
    const matches = (entry: number) => {
      const own = this.entryWords[entry]!;
      for (const flags of marked) {
        let hit = false;
        for (let i = 0; i < own.length && !hit; i++) hit = flags[own[i]!] === 1;
        if (!hit) return false;
      }
      return true;
    };

    const answer: SearchGroup[] = [];
    let categories = 0;
    for (const type of GROUP_ORDER) {
      const limit =
        type === SEARCH_GROUP_TYPES.category || type === SEARCH_GROUP_TYPES.categoryColour
          ? SEARCH_SUGGESTION_LIMIT - categories
          : GROUP_LIMIT;
      const found = limit > 0 ? this.firstMatches({ type, words: driver.words, matches, limit }) : [];
      if (type === SEARCH_GROUP_TYPES.category) categories = found.length;
      if (found.length > 0)
        answer.push({ type, typeName: SEARCH_GROUP_NAMES[type], img: null, items: found.map((entry) => this.item(entry)) });
    }
    return answer;
  }

  /**
   * What each term of a normalised query stands for among the categories, manufacturers, shops and products (by the
   * same words the suggestions match); a variant is a search result when every term matches one of its own.
   */
  targets(query: string): SearchTermTargets[] {
    return searchTerms(query).map((term) => {
      const targets = {
        categoryIds: new Set<number>(),
        manufacturerIds: new Set<number>(),
        shopIds: new Set<number>(),
        productIds: new Set<number>(),
      };
      const byType: Partial<Record<SearchGroupType, Set<number>>> = {
        [SEARCH_GROUP_TYPES.category]: targets.categoryIds,
        [SEARCH_GROUP_TYPES.manufacturer]: targets.manufacturerIds,
        [SEARCH_GROUP_TYPES.eshop]: targets.shopIds,
        [SEARCH_GROUP_TYPES.product]: targets.productIds,
      };
      for (const word of this.termWords(term))
        for (const entry of this.postings[word]!) {
          const { type, id } = this.entries[entry]!;
          byType[type]?.add(id);
        }
      return targets;
    });
  }

  /**
   * The query with each word the vocabulary does not know (not even a typo away) replaced by the known word fewest
   * edits away, one more than the typo budget at most (the one with the most entries among equals); null when no
   * word changed.
   */
  correction(query: string): string | null {
    let changed = false;
    const words = searchTerms(query).map((term) => {
      if (this.termWords(term).size > 0) return term.word;
      const limit = term.word.length < 3 ? 0 : typoBudget(term.word.length) + 1;
      for (let budget = 1; budget <= limit; budget++) {
        const near = [...this.typoWords(term, budget)];
        if (near.length === 0) continue;
        near.sort((a, b) => this.postings[b]!.length - this.postings[a]!.length || (this.words[a]! < this.words[b]! ? -1 : 1));
        changed = true;
        return this.words[near[0]!]!;
      }
      return term.word;
    });
    return changed ? words.join(' ') : null;
  }

  /** The `limit` best entries of a group among the postings of `words` that pass `matches`, best first. */
  private firstMatches(options: {
    type: SearchGroupType;
    words: Set<number>;
    matches: (entry: number) => boolean;
    limit: number;
  }): number[] {
    const [start, end] = this.groupRange.get(options.type)!;
    const found = new Set<number>();
    let examined = 0;
    for (const word of options.words) {
      const list = this.postings[word]!;
      let taken = 0;
      for (let i = lowerBound(list, start); i < list.length && list[i]! < end && taken < options.limit && examined < MAX_EXAMINED; i++) {
        examined++;
        const entry = list[i]!;
        if (found.has(entry) || !options.matches(entry)) continue;
        found.add(entry);
        taken++;
      }
    }
    return [...found].sort((a, b) => a - b).slice(0, options.limit);
  }

  /** Vocabulary words a term stands for: same word or stem, words it begins (the last term), else words a typo away. */
  private termWords(term: SearchTerm): Set<number> {
    const words = new Set<number>();
    for (const form of term.forms) {
      const exact = this.wordId.get(form);
      if (exact !== undefined) words.add(exact);
    }
    for (const stem of term.stems) for (const w of this.byStem.get(stem) ?? []) words.add(w);
    if (term.prefix) for (const form of term.forms) this.addPrefixed(form, words);
    if (words.size > 0) return words;
    return this.typoWords(term, typoBudget(term.word.length));
  }

  /** Words whose stems are at most `budget` edits from one of the term's stems (and start with its first or second letter). */
  private typoWords(term: SearchTerm, budget: number): Set<number> {
    /* Typos are counted between stems, so an ending typed wrong costs nothing more ("дивна" is "диван" one edit off). */
    const words = new Set<number>();
    if (budget === 0) return words;
    for (const stem of term.stems)
      for (let length = stem.length - budget; length <= stem.length + budget; length++)
        for (const first of new Set([stem[0], stem[1]]))
          for (const w of this.typoBuckets.get(`${length}:${first}`) ?? [])
            if (withinEditDistance(stem, this.stems[w]!, budget)) words.add(w);
    return words;
  }

  private addPrefixed(prefix: string, into: Set<number>): void {
    const table = prefix.length <= PREFIX_TABLE_LENGTH ? this.prefixWords.get(prefix) : undefined;
    if (table !== undefined) {
      for (const w of table) into.add(w);
      return;
    }
    const range: number[] = [];
    for (let i = this.firstWordAtOrAfter(prefix); i < this.sorted.length && range.length < PREFIX_SCAN; i++) {
      const w = this.sorted[i]!;
      if (!this.words[w]!.startsWith(prefix)) break;
      range.push(w);
    }
    for (const w of this.chosen(range)) into.add(w);
  }

  /** The words of a prefix range that a query uses: all of them, or the PREFIX_WORDS with the longest postings. */
  private chosen(range: number[]): number[] {
    if (range.length > PREFIX_WORDS) range.sort((a, b) => this.postings[b]!.length - this.postings[a]!.length).length = PREFIX_WORDS;
    return range;
  }

  private firstWordAtOrAfter(prefix: string): number {
    let low = 0;
    let high = this.sorted.length;
    while (low < high) {
      const mid = (low + high) >>> 1;
      if (this.words[this.sorted[mid]!]! < prefix) low = mid + 1;
      else high = mid;
    }
    return low;
  }

  private item(entry: number): SearchItem {
    return (this.items[entry] ??= this.makeItem(this.entries[entry]!));
  }

  private makeItem(entry: Entry): SearchItem {
    const { type, id } = entry;
    const listing = (url: string, filters: SearchItem['filters']): SearchItem => ({
      id: `${type}-${id}${entry.value >= 0 ? `-${entry.value}` : ''}`,
      title: entry.title,
      url,
      apiUrl: url,
      productCount: entry.count,
      filters,
    });
    switch (type) {
      case SEARCH_GROUP_TYPES.category:
        return listing(`/products/${entry.slug}`, { categoryId: id });
      case SEARCH_GROUP_TYPES.categoryColour: {
        const value = this.source.values[entry.value]!;
        const query = emptyListingQuery({ kind: 'category', categorySlug: entry.slug });
        query.params = { [this.colourParamSlug!]: [value.slug] };
        return listing(serialiseListingQuery(query), { categoryId: id, colorId: entry.value, filterId: value.param });
      }
      case SEARCH_GROUP_TYPES.manufacturer:
        return listing(
          serialiseListingQuery({ ...emptyListingQuery({ kind: 'category', categorySlug: null }), manufacturers: [entry.slug] }),
          {
            manufacturerId: id,
          },
        );
      case SEARCH_GROUP_TYPES.eshop:
        return listing(`/products/eshop/${entry.slug}`, { eshopId: id });
      default:
        return listing(productPath({ productId: id, productSlug: entry.slug }), {});
    }
  }
}

/** First position in an ascending list holding a value ≥ `value`. */
function lowerBound(list: Int32Array, value: number): number {
  let low = 0;
  let high = list.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if (list[mid]! < value) low = mid + 1;
    else high = mid;
  }
  return low;
}
