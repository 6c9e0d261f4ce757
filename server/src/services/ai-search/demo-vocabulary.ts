import { type CurrencyCode, DEFAULT_PRIMARY_CURRENCY, RESERVED_PARAM_SLUGS, slugify } from '@uyut/core';
import { flattenTaxonomy } from '../../catalogue/taxonomy';
import { COLOURS, LOOKS, PARAM_CHOICES, SIZES, STYLES } from '../../demo/demo-data';
import type { AiVocabulary } from './vocabulary';

/**
 * The vocabulary the filter index holds after a demo import, built from the demo's own word lists (the taxonomy,
 * colours, materials, styles, parameter choices, sizes and brands) the way the index slugifies them, so the labelled
 * queries can be scored without importing a catalogue.
 */
export function demoAiVocabulary(currency: CurrencyCode = DEFAULT_PRIMARY_CURRENCY): AiVocabulary {
  const looks = Object.values(LOOKS);
  const sizeLabels = Object.values(SIZES).flatMap((sizes) => sizes.map((s) => s.label));
  const values = new Map<string, Set<string>>([
    ['Цвят', new Set(Object.values(COLOURS).map((c) => c.name))],
    ['Материал', new Set(looks.flatMap((l) => l.materials))],
    ['Стил', new Set(STYLES)],
    ['Размер', new Set(sizeLabels)],
    ['Размер на матрака', new Set(sizeLabels)],
  ]);
  for (const [name, choices] of Object.values(PARAM_CHOICES)) values.set(name, new Set([...(values.get(name) ?? []), ...choices]));
  const paramSlug = (name: string) => (RESERVED_PARAM_SLUGS.has(slugify(name)) ? `${slugify(name)}-param` : slugify(name));
  return {
    categories: flattenTaxonomy().map((c) => ({ slug: c.slug, name: c.name, parentSlug: c.parentSlug, menu: c.menu })),
    params: [...values].map(([name, names]) => ({
      slug: paramSlug(name),
      name,
      values: [...names].map((value) => ({ slug: slugify(value), name: value })),
    })),
    manufacturers: [...new Set(looks.flatMap((l) => l.brands))].map((name) => ({ slug: slugify(name), name })),
    currency,
  };
}
