import { searchWords, stemBulgarian } from '@uyut/core';

export interface ResolvableCategory {
  id: number;
  name: string;
  /** Names from the root joined by ' | '. */
  longName: string;
}

/** Words that join the words of a category name without telling categories apart ('Маси за хранене'). */
const JOINING_WORDS = new Set(['за', 'с', 'и', 'от', 'на', 'в', 'във', 'със', 'по', 'до', 'без']);
/** Where a shop's category segment joins several names: 'Дивани и фотьойли', 'Маси, столове', 'Лампи / осветление'. */
const NAME_LIST = /\s+и\s+|\s*[,/&+]\s*/;
/**
 * How far into a product name the category's words may start: the head noun, or one adjective before it ('Ъглов
 * диван Верона', 'Луксозен ъглов диван'); further in they name what the product is for ('Калъф за диван').
 */
const NAME_HEAD_WORDS = 2;

/** The segments of a category path as shops write it ('Мебели > Дивани', 'Мебели | Дивани'), normalised. */
export function normaliseCategoryPath(text: string): string {
  return text
    .split(/[|>]/)
    .map((segment) => segment.replace(/\s+/g, ' ').trim().toLocaleLowerCase('bg'))
    .filter(Boolean)
    .join(' | ');
}

/** The stems of a name's telling words, sorted: the forms shops write meet ('Ъглов диван' and 'Ъглови дивани'). */
function stemsOf(name: string): string[] {
  return searchWords(name)
    .filter((word) => !JOINING_WORDS.has(word))
    .map(stemBulgarian);
}

function isBefore(a: readonly number[], b: readonly number[]): boolean {
  const index = a.findIndex((value, at) => value !== b[at]);
  return index !== -1 && (a[index] ?? 0) < (b[index] ?? 0);
}

const keyOf = (stems: readonly string[]) => [...new Set(stems)].sort().join(' ');

/** A map that forgets a key given twice: an ambiguous name resolves to nothing rather than to either category. */
function setUnique(map: Map<string, number | null>, key: string, id: number): void {
  if (key !== '') map.set(key, map.has(key) && map.get(key) !== id ? null : id);
}

/** How an item's category was found: from the shop's category text, or from its product name. */
export type ResolvedCategory = { id: number; by: 'category' | 'name' };

/**
 * Our category of a feed item. Tried in order, the first that names exactly one category wins:
 *  1. the category text (then the fallback text, e.g. Google's taxonomy) as our long name;
 *  2. from its last segment up, each segment as one of our category names, then each name a segment lists
 *     ('Дивани и фотьойли'), first as written, then by word stems ('Ъглов диван' is 'Ъглови дивани'), stopping
 *     before a top-level department ('Мебели'): that is too broad while the name may say more;
 *  3. the product name: the category whose name's stems all appear in it, starting in its first two words; the
 *     earliest start wins, then a category over a department, then the longest name ('Ъглов диван Верона' is
 *     'Ъглови дивани', not 'Дивани'; 'Калъф за диван' is none);
 *  4. the top-level department a segment named.
 */
export class CategoryResolver {
  private readonly byPath = new Map<string, number>();
  private readonly byName = new Map<string, number | null>();
  private readonly byStems = new Map<string, number | null>();
  private readonly stemsById = new Map<number, string[]>();
  private readonly departments = new Set<number>();
  private readonly resolved = new Map<string, { id: number | null; department: number | null }>();

  constructor(categories: readonly ResolvableCategory[]) {
    for (const category of categories) {
      this.byPath.set(normaliseCategoryPath(category.longName), category.id);
      if (!category.longName.includes('|')) this.departments.add(category.id);
      setUnique(this.byName, normaliseCategoryPath(category.name), category.id);
      const stems = stemsOf(category.name);
      setUnique(this.byStems, keyOf(stems), category.id);
      if (stems.length > 0) this.stemsById.set(category.id, stems);
    }
    for (const [id, stems] of this.stemsById) if (this.byStems.get(keyOf(stems)) !== id) this.stemsById.delete(id);
  }

  categoryOf(item: { categoryText: string | null; categoryFallback: string | null; productName: string }): ResolvedCategory | null {
    const texts = [item.categoryText, item.categoryFallback]
      .filter((text): text is string => text !== null)
      .map((text) => this.resolve(text));
    const fromText = texts.find((found) => found.id !== null)?.id;
    if (fromText !== undefined && fromText !== null) return { id: fromText, by: 'category' };
    const fromName = this.fromName(item.productName);
    if (fromName !== null) return { id: fromName, by: 'name' };
    const department = texts.find((found) => found.department !== null)?.department;
    return department === undefined || department === null ? null : { id: department, by: 'category' };
  }

  private resolve(text: string): { id: number | null; department: number | null } {
    const cached = this.resolved.get(text);
    if (cached !== undefined) return cached;
    const found = this.resolveUncached(normaliseCategoryPath(text));
    this.resolved.set(text, found);
    return found;
  }

  private resolveUncached(path: string): { id: number | null; department: number | null } {
    const exact = this.byPath.get(path);
    if (exact !== undefined) return { id: exact, department: null };
    let department: number | null = null;
    for (const segment of path.split(' | ').reverse()) {
      for (const name of [segment, ...segment.split(NAME_LIST)]) {
        const id = this.byName.get(name) ?? this.byStems.get(keyOf(stemsOf(name)));
        if (id === undefined || id === null) continue;
        if (!this.departments.has(id)) return { id, department: null };
        department ??= id;
      }
    }
    return { id: null, department };
  }

  private fromName(productName: string): number | null {
    /* Joining words keep their place: in 'Калъф за диван' the sofa is the third word, not the second. */
    const words = searchWords(productName).map((word) => (JOINING_WORDS.has(word) ? '' : stemBulgarian(word)));
    let best: { id: number; rank: readonly number[] } | null = null;
    for (const [id, stems] of this.stemsById) {
      const positions = stems.map((stem) => words.indexOf(stem));
      if (positions.includes(-1)) continue;
      const start = Math.min(...positions);
      if (start >= NAME_HEAD_WORDS) continue;
      /* Lower is better: the earliest start, then a category over a whole department, then the longest name. */
      const rank = [start, this.departments.has(id) ? 1 : 0, -stems.length];
      if (best === null || isBefore(rank, best.rank)) best = { id, rank };
    }
    return best?.id ?? null;
  }
}
