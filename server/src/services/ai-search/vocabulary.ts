import type { CurrencyCode } from '@uyut/core';
import type { FilterIndex } from '../../index/filter-index';

/** What the AI search can name: the live catalogue's categories, parameters with their values and manufacturers. */
export interface AiVocabulary {
  categories: ReadonlyArray<{ slug: string; name: string; parentSlug: string | null; menu: string | null }>;
  params: ReadonlyArray<{ slug: string; name: string; values: ReadonlyArray<{ slug: string; name: string }> }>;
  manufacturers: ReadonlyArray<{ slug: string; name: string }>;
  /** The primary currency: price bounds are whole units of it. */
  currency: CurrencyCode;
}

const vocabularies = new WeakMap<FilterIndex, { size: string; vocabulary: AiVocabulary }>();

/** The vocabulary of an index, rebuilt only when its dictionaries grew. */
export function aiVocabularyOf(index: FilterIndex): AiVocabulary {
  const size = `${index.values.length}:${index.manufacturers.entries.length}:${index.categories.size}`;
  const cached = vocabularies.get(index);
  if (cached?.size === size) return cached.vocabulary;
  const params = index.params.map((p) => ({ slug: p.slug, name: p.name, values: [] as Array<{ slug: string; name: string }> }));
  for (const value of index.values) params[value.param]!.values.push({ slug: value.slug, name: value.name });
  const vocabulary: AiVocabulary = {
    categories: [...index.categories.values()].map((c) => ({
      slug: c.slug,
      name: c.name,
      parentSlug: c.parentId === null ? null : (index.categories.get(c.parentId)?.slug ?? null),
      menu: c.menu,
    })),
    params,
    manufacturers: index.manufacturers.entries.map((m) => ({ slug: m.slug, name: m.name })),
    currency: index.currency,
  };
  vocabularies.set(index, { size, vocabulary });
  return vocabulary;
}
