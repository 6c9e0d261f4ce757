import type { ListingVocabulary } from '@uyut/core';
import type { FilterIndex } from '../../index/filter-index';

const vocabularies = new WeakMap<FilterIndex, { size: string; vocabulary: ListingVocabulary }>();
const sharedIndexes: number[] = [];
/** [0, 1, …, length − 1], from one list shared between requests. */
export function allIndexes(length: number): readonly number[] {
  for (let i = sharedIndexes.length; i < length; i++) sharedIndexes.push(i);
  return sharedIndexes.length === length ? sharedIndexes : sharedIndexes.slice(0, length);
}

/** The slugs of an index, as the URL grammar needs them; rebuilt only when a dictionary grew. */
export function vocabularyOf(index: FilterIndex): ListingVocabulary {
  const size = `${index.values.length}:${index.manufacturers.entries.length}:${index.shops.entries.length}`;
  const cached = vocabularies.get(index);
  if (cached?.size === size) return cached.vocabulary;
  const params = new Map<string, Set<string>>(index.params.map((p) => [p.slug, new Set<string>()]));
  for (const value of index.values) params.get(index.params[value.param]!.slug)!.add(value.slug);
  const vocabulary = {
    categories: new Set(index.categoryBySlug.keys()),
    params,
    manufacturers: new Set(index.manufacturers.bySlug.keys()),
    shops: new Set(index.shops.bySlug.keys()),
  };
  vocabularies.set(index, { size, vocabulary });
  return vocabulary;
}

const paramValues = new WeakMap<FilterIndex, { size: number; values: number[][] }>();
/** The value indexes of each parameter of an index; rebuilt only when its dictionary of values grew. */
export function valuesByParam(index: FilterIndex): number[][] {
  const cached = paramValues.get(index);
  if (cached?.size === index.values.length) return cached.values;
  const values: number[][] = index.params.map(() => []);
  index.values.forEach((value, v) => values[value.param]!.push(v));
  paramValues.set(index, { size: index.values.length, values });
  return values;
}
