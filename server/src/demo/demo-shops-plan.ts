/** The demo's shops: names, and each shop's habits (feed format, titles, identifiers, fake discounts). */

import { slugify } from '@uyut/core';
import { SHOP_NAMES, SHOP_PREFIXES, SHOP_SUFFIXES } from './demo-data';
import type { ShopPlan } from './demo-plan';
import type { Random } from './prng';

function shopNames(count: number): { name: string; departments: readonly string[] | 'all' }[] {
  const names = SHOP_NAMES.slice(0, count);
  const used = new Set(names.map((s) => slugify(s.name)));
  for (let i = 0; names.length < count; i++) {
    const prefix = SHOP_PREFIXES[i % SHOP_PREFIXES.length] ?? '';
    const suffix = SHOP_SUFFIXES[Math.floor(i / SHOP_PREFIXES.length) % SHOP_SUFFIXES.length] ?? '';
    const round = Math.floor(i / (SHOP_PREFIXES.length * SHOP_SUFFIXES.length));
    const name = round === 0 ? `${prefix} ${suffix}` : `${prefix} ${suffix} ${round + 1}`;
    if (used.has(slugify(name))) continue;
    used.add(slugify(name));
    names.push({ name, departments: 'all' });
  }
  return names;
}

export function planShops(count: number, rng: Random): ShopPlan[] {
  return shopNames(count).map(({ name, departments }) => {
    const slug = slugify(name);
    const code = slug
      .split('-')
      .map((part) => part[0] ?? '')
      .join('')
      .toUpperCase()
      .slice(0, 4);
    return {
      slug,
      name,
      url: `https://www.${slug}.example/`,
      paid: rng.chance(0.4),
      departments: departments === 'all' ? 'all' : new Set(departments),
      code: code || 'SH',
      weight: departments === 'all' ? rng.float(1, 2.5) : rng.float(0.6, 1.8),
      nameStyle: rng.int(0, 3),
      categoryStyle: rng.int(0, 3),
      dimensionStyle: rng.int(0, 3),
      sendsProduct: rng.chance(0.3),
      sendsIdentifiers: true,
      title: { letterCase: 'as-is', colourFirst: false, colourAgrees: true, measures: 0, seats: 0, boilerplate: 'none' },
      speed: rng.pick([0, 1, 2, 3, 5, 7]),
      format: 'heureka',
      fakeDiscounts: false,
      coolingOffDays: null,
    };
  });
}

/**
 * About 30% of the shops send Google Merchant feeds; 3 of the smallest shops (1 for small demos) show fake discounts;
 * about 20% send no EAN or MPN; each writes its titles its own way.
 */
export function assignShopHabits(shops: ShopPlan[], rng: Random): void {
  for (const shop of shops) {
    shop.format = rng.chance(0.3) ? 'google' : 'heureka';
    shop.coolingOffDays = shop.format === 'heureka' && rng.chance(0.5) ? rng.pick([14, 30]) : null;
  }
  for (const shop of shops) {
    shop.sendsIdentifiers = !rng.chance(0.2);
    shop.title = {
      letterCase: rng.pick(['as-is', 'as-is', 'as-is', 'as-is', 'as-is', 'upper', 'lower', 'words'] as const),
      colourFirst: rng.chance(0.2),
      colourAgrees: rng.chance(0.7),
      measures: rng.pick([0, 0, 1, 2, 3] as const),
      seats: rng.pick([0, 1, 2] as const),
      boilerplate: rng.pick(['none', 'none', 'none', 'shop', 'delivery', 'promo'] as const),
    };
  }
  const fakeCount = Math.min(shops.length >= 20 ? 3 : 1, Math.max(0, shops.length - 1));
  const smallest = shops.slice(1).sort((a, b) => a.weight - b.weight || a.slug.localeCompare(b.slug));
  for (const shop of smallest.slice(0, fakeCount)) shop.fakeDiscounts = true;
}
