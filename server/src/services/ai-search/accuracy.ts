import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ListingDimension, ListingQuery, NumberRange } from '@uyut/core';
import { parseAiQuery } from './parser';
import type { AiVocabulary } from './vocabulary';

/** What a labelled query must come out as, slot by slot. */
export interface AiSlots {
  category: string | null;
  params: Record<string, string[]>;
  manufacturers: string[];
  features: string[];
  price: NumberRange;
  dimensions: Partial<Record<ListingDimension, NumberRange>>;
}
export interface LabelledQuery {
  query: string;
  expected: AiSlots;
}
export const SLOTS = ['category', 'params', 'manufacturers', 'features', 'price', 'dimensions'] as const;

export interface Accuracy {
  queries: number;
  /** Share of queries with every slot right. */
  exact: number;
  /** Share of queries with that slot right. */
  slots: Record<(typeof SLOTS)[number], number>;
  misses: Array<{ query: string; expected: AiSlots; actual: AiSlots }>;
}

/** The labelled set kept in tests/fixtures. */
export function readLabelledQueries(): LabelledQuery[] {
  return JSON.parse(readFileSync(join(__dirname, '../../../../tests/fixtures/ai-search-queries.json'), 'utf8')) as LabelledQuery[];
}

function slotsOf(query: ListingQuery): AiSlots {
  return {
    category: query.base.kind === 'category' ? query.base.categorySlug : null,
    params: query.params,
    manufacturers: query.manufacturers,
    features: query.features,
    price: query.price,
    dimensions: query.dimensions,
  };
}

/** Sorted keys and arrays, so equal slots serialise alike. */
const canonical = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    Array.isArray(v)
      ? [...(v as unknown[])].sort()
      : v !== null && typeof v === 'object'
        ? Object.fromEntries(Object.entries(v as object).sort(([a], [b]) => (a < b ? -1 : 1)))
        : v,
  );

/** Parses every labelled query and scores it slot by slot. */
export function measureAccuracy(options: { labelled: readonly LabelledQuery[]; vocabulary: AiVocabulary }): Accuracy {
  const right = Object.fromEntries(SLOTS.map((slot) => [slot, 0])) as Record<(typeof SLOTS)[number], number>;
  let exact = 0;
  const misses: Accuracy['misses'] = [];
  for (const { query, expected } of options.labelled) {
    const actual = slotsOf(parseAiQuery({ text: query, vocabulary: options.vocabulary }));
    const wrong = SLOTS.filter((slot) => canonical(actual[slot]) !== canonical(expected[slot]));
    for (const slot of SLOTS) if (!wrong.includes(slot)) right[slot]++;
    if (wrong.length === 0) exact++;
    else misses.push({ query, expected, actual });
  }
  const n = options.labelled.length;
  return {
    queries: n,
    exact: exact / n,
    slots: Object.fromEntries(SLOTS.map((slot) => [slot, right[slot] / n])) as Accuracy['slots'],
    misses,
  };
}
