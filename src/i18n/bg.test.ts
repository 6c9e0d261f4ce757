import { bgAccount } from './account';
import { bg } from './bg';
import { bgCompare } from './compare';
import { bgListing } from './listing';
import { bgNotFound } from './not-found';
import { bgSearch } from './search';
import { bgVisualEntry } from './visual-entry';
import { bgWatchdog } from './watchdog';

/** A word in Latin letters: every visible string is Bulgarian (spec §1, locale bg-BG). */
const LATIN_WORD = /[A-Za-z]{2,}/g;
/** Names of our own products (spec §1 /{product}-pixel, /{product}-star), written as the brand is. */
const BRAND_WORDS = new Set(['Pixel', 'Star']);
/** Keys whose values are addresses, not text: link targets and the country switch's URLs. */
const ADDRESS_KEYS = new Set(['to', 'value']);

/** Every visible text of the table with its path; a message function is called with a number for each parameter. */
function texts(value: unknown, path: string): Array<[string, string]> {
  if (typeof value === 'string') return [[path, value]];
  if (typeof value === 'function')
    return texts((value as (...args: number[]) => unknown)(...Array.from({ length: value.length }, () => 2)), path);
  if (Array.isArray(value)) return value.flatMap((item, index) => texts(item, `${path}[${index}]`));
  if (value !== null && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => (ADDRESS_KEYS.has(key) ? [] : texts(item, `${path}.${key}`)));
  }
  return [];
}

describe('the Bulgarian UI table (src/i18n)', () => {
  const all = [
    ...texts(bg, 'bg'),
    ...texts(bgAccount, 'bgAccount'),
    ...texts(bgCompare, 'bgCompare'),
    ...texts(bgListing, 'bgListing'),
    ...texts(bgNotFound, 'bgNotFound'),
    ...texts(bgSearch, 'bgSearch'),
    ...texts(bgVisualEntry, 'bgVisualEntry'),
    ...texts(bgWatchdog, 'bgWatchdog'),
  ];

  it('reads every message of the table', () => {
    expect(all.length).toBeGreaterThan(100);
    expect(all).toContainEqual(['bg.catalogue.promo.blackFriday', 'Черен петък']);
  });

  it('holds no English word, only our brand names', () => {
    const english = all.filter(([, text]) => (text.match(LATIN_WORD) ?? []).some((word) => !BRAND_WORDS.has(word)));
    expect(english).toEqual([]);
  });
});
