/**
 * The normalised title key: the last way the importer joins offers of one product from different shops,
 * after EAN, manufacturer + MPN and the shop's item group (feeds/importer.ts). Two titles get the same key
 * when they differ only in case, punctuation, word order, shop boilerplate ('ПРОМО', '| Безплатна доставка',
 * the shop's own name), the grammatical form of a colour or the spelling of a measure ('160 х 200 см' and
 * '1600x2000 mm', '3 места' and 'триместен'). Everything that tells products apart stays in it: every
 * number with its unit, dimensions, seat counts, colours, model names and codes.
 */

export interface TitleKeyContext {
  /** The shop's name, removed where the title repeats it ('… | ДомАрт'). */
  shopName?: string | null;
  /** The offer's manufacturer, removed from the title: the importer compares manufacturers on their own. */
  manufacturer?: string | null;
}

/** Longest key kept; longer titles are not matched by title at all. */
export const MAX_TITLE_KEY_LENGTH = 500;

const LETTER_OR_DIGIT = '\\p{L}\\p{N}';
/** `pattern` as a whole word (JavaScript's \b knows only Latin letters). */
const word = (pattern: string) => new RegExp(`(?<![${LETTER_OR_DIGIT}])(?:${pattern})(?![${LETTER_OR_DIGIT}])`, 'gu');
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A replacement applied only to texts that contain what every match of it contains (`needs`, a pattern
 * without look-arounds or Unicode classes that is far cheaper to test): most titles have no boilerplate and
 * few measures, and the full patterns' whole-word look-arounds cost more than the test.
 */
interface GuardedPattern {
  needs: RegExp;
  pattern: RegExp;
}

/** Shop marketing that says nothing about the product. */
const BOILERPLATE: readonly GuardedPattern[] = [
  { needs: /доставка|транспорт/, pattern: word('безплатн[аио] доставка|безплатен транспорт|бърза доставка|доставка до адрес|с доставка') },
  {
    needs:
      /промо|promo|ново|нов продукт|new|хит|bestseller|бестселър|топ цена|топ оферта|топ продукт|супер цена|разпродажба|намаление|sale/,
    pattern: word(
      'промо(?:ция)?|promo|ново|нов продукт|new|хит|bestseller|бестселър|топ цена|топ оферта|топ продукт|супер цена|разпродажба|намаление|sale',
    ),
  },
  {
    needs: /наличн|количество|само днес|оферта на деня|отстъпка/,
    pattern: word('в наличност|наличн[оа]|ограничено количество|само днес|оферта на деня|с отстъпка|отстъпка'),
  },
  { needs: /%/, pattern: /(?:до\s*)?[-−–]\s*\d+(?:[.,]\d+)?\s*%/gu },
  { needs: /\d\s*(?:лв|лева|bgn|евро|eur|€)/, pattern: word('(?:само\\s+|цена\\s+)?\\d+(?:[.,]\\d+)?\\s*(?:лв\\.?|лева|bgn|евро|eur|€)') },
];

function replaceGuarded(text: string, guarded: GuardedPattern, replacement: string): string {
  return guarded.needs.test(text) ? text.replace(guarded.pattern, replacement) : text;
}

/** Words that carry no product information. */
const STOPWORDS = new Set(['и', 'с', 'със', 'за', 'от', 'на', 'в', 'във', 'по', 'the', 'and', 'with', 'for', 'of']);

const LENGTH_UNITS: Readonly<Record<string, number>> = { мм: 1, mm: 1, см: 10, cm: 10, м: 1000, m: 1000 };
const LENGTH_UNIT = 'мм|mm|см|cm|м|m';
const NUMBER = '\\d+(?:\\.\\d+)?';
/** 'x', Cyrillic 'х', '×', '*' or '/' between the numbers of a size. */
const BY = '\\s*[xх×*/]\\s*';

const OTHER_UNITS: readonly (readonly [string, string])[] = [
  ['л|литра|литър|l', 'l'],
  ['вт|w', 'w'],
  ['кг|kg', 'kg'],
  ['бр|броя|pcs', 'pcs'],
];

/** Number prefixes of compound adjectives: 'триместен', 'двукрилен'. */
const NUMBER_WORDS: Readonly<Record<string, number>> = { едно: 1, дву: 2, дво: 2, три: 3, четири: 4, пет: 5, шест: 6, седем: 7, осем: 8 };
/** What '3-местен' / '3 места' and '3-крилен' count: seats and wardrobe wings. */
const COUNTED: Readonly<Record<string, string>> = { мест: 'seats', крил: 'wings' };

/** Every form of a colour adjective → its masculine form, so 'сива', 'сиво' and 'сиви' read as 'сив'. */
const COLOUR_FORMS: ReadonlyMap<string, string> = new Map(
  [
    ...[
      'сив',
      'тъмносив',
      'светлосив',
      'бежов',
      'кремав',
      'кафяв',
      'тъмнокафяв',
      'светлокафяв',
      'жълт',
      'розов',
      'оранжев',
      'златист',
      'сребрист',
      'лилав',
      'тюркоазен',
      'графитен',
    ].map((stem): [string, string[]] => [stem, [stem, `${stem}а`, `${stem}о`, `${stem}и`]]),
    ...(
      [
        ['черен', 'черн'],
        ['зелен', 'зелен'],
        ['червен', 'червен'],
        ['маслинен', 'маслинен'],
        ['многоцветен', 'многоцветн'],
        ['тъмнозелен', 'тъмнозелен'],
      ] as const
    ).map(([name, stem]): [string, string[]] => [name, [name, `${stem}а`, `${stem}о`, `${stem}и`]]),
    ['бял', ['бял', 'бяла', 'бяло', 'бели']],
    ['син', ['син', 'синя', 'синьо', 'сини']],
    ['тъмносин', ['тъмносин', 'тъмносиня', 'тъмносиньо', 'тъмносини']],
    ['светлосин', ['светлосин', 'светлосиня', 'светлосиньо', 'светлосини']],
  ].flatMap(([name, forms]) => (forms as string[]).map((form) => [form, name as string])),
);

/** Latin look-alikes of Cyrillic letters, folded in model codes ('ОС-200' typed with either alphabet). */
const LOOKALIKES: Readonly<Record<string, string>> = {
  а: 'a',
  в: 'b',
  е: 'e',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
};

const millimetres = (value: string, unit: string | undefined) =>
  Math.round(Number(value) * (unit === undefined ? 10 : (LENGTH_UNITS[unit] ?? 10)));

/**
 * How to remove each shop or manufacturer name seen (null: too short to remove): its whole-word pattern, and
 * its first word, which every match contains (a far cheaper test: most titles do not repeat the name).
 * Compiling a pattern costs more than using it.
 */
const namePatterns = new Map<string, { needs: string; pattern: RegExp } | null>();
const MAX_NAME_PATTERNS = 10_000;

/** Removes `phrase` wherever it stands as whole words. */
function without(text: string, phrase: string | null | undefined): string {
  if (!phrase) return text;
  let name = namePatterns.get(phrase);
  if (name === undefined) {
    const normalised = phrase.normalize('NFKC').toLocaleLowerCase('bg').trim();
    name =
      normalised.length < 3
        ? null
        : { needs: normalised.split(/\s/, 1)[0] as string, pattern: word(escapeRegExp(normalised).replace(/\s+/g, '\\s+')) };
    if (namePatterns.size >= MAX_NAME_PATTERNS) namePatterns.clear();
    namePatterns.set(phrase, name);
  }
  return name !== null && text.includes(name.needs) ? text.replace(name.pattern, ' ') : text;
}

const SIZE_PATTERN = new RegExp(`(${NUMBER})${BY}(${NUMBER})(?:${BY}(${NUMBER}))?\\s*(${LENGTH_UNIT})?(?![\\p{L}])`, 'gu');
const DIAMETER_PATTERN = new RegExp(`(?:ø|⌀|(?<![\\p{L}])ф|диаметър)\\s*(${NUMBER})\\s*(${LENGTH_UNIT})?(?![\\p{L}])`, 'gu');
const LENGTH_PATTERN = new RegExp(`(?<![\\p{L}\\p{N}.])(${NUMBER})\\s*(${LENGTH_UNIT})(?![\\p{L}])`, 'gu');
const COUNTED_WORD_PATTERN = new RegExp(
  `(?<![\\p{L}])(${Object.keys(NUMBER_WORDS).join('|')})(мест|крил)(?:ен|на|но|ни)(?![\\p{L}])`,
  'gu',
);
const OTHER_UNITS_PATTERN = new RegExp(
  OTHER_UNITS.map(([pattern]) => `(?<![\\p{L}\\p{N}.])(${NUMBER})\\s*(${pattern})\\.?(?![\\p{L}])`).join('|'),
  'gu',
);

/**
 * Sizes, diameters, lengths, seat counts and other measures as single Latin tokens in one spelling each ('1600x2000mm', '3seats').
 * Each step runs only on a text that has what all its matches have (see GuardedPattern); all but the seat and
 * wing words need a digit.
 */
function normaliseMeasures(input: string): string {
  let text = input;
  const counted = /мест|крил/.test(text);
  if (/\d/.test(text)) {
    if (text.includes(',')) text = text.replace(/(\d),(\d)/g, '$1.$2');
    if (/\d\s*[xх×*/]\s*\d/.test(text)) {
      text = text.replace(
        SIZE_PATTERN,
        (_, a: string, b: string, c: string | undefined, unit?: string) =>
          [a, b, c]
            .filter((n): n is string => n !== undefined)
            .map((n) => millimetres(n, unit))
            .join('x') + 'mm',
      );
    }
    if (/[ø⌀ф]|диаметър/.test(text)) text = text.replace(DIAMETER_PATTERN, (_, n: string, unit?: string) => ` ø${millimetres(n, unit)}mm `);
    if (/\d\s*[мmсc]/.test(text)) text = text.replace(LENGTH_PATTERN, (_, n: string, unit: string) => ` ${millimetres(n, unit)}mm `);
    if (counted)
      text = text.replace(
        /(\d+)\s*[-‐–]?\s*(мест|крил)(?:ен|на|но|ни|а|о)(?![\p{L}])/gu,
        (_, n: string, kind: string) => ` ${n}${COUNTED[kind] ?? kind} `,
      );
  }
  if (counted)
    text = text.replace(COUNTED_WORD_PATTERN, (_, n: string, kind: string) => ` ${NUMBER_WORDS[n] ?? n}${COUNTED[kind] ?? kind} `);
  if (/\d\s*[лlвwкkбp]/.test(text)) {
    text = text.replace(OTHER_UNITS_PATTERN, (match: string, ...groups: (string | undefined)[]) => {
      for (let i = 0; i < OTHER_UNITS.length; i++) {
        const value = groups[i * 2];
        if (value !== undefined) return ` ${value}${OTHER_UNITS[i]?.[1] ?? ''} `;
      }
      return match;
    });
  }
  /* '3-крилен', 'ОС-200': a number glued to a word by a hyphen stays one token. */
  if (/[-‐–]/.test(text)) text = text.replace(/(?<=\p{L})[-‐–](?=\p{N})|(?<=\p{N})[-‐–](?=\p{L})/gu, '');
  return text;
}

function normaliseToken(token: string): string {
  const colour = COLOUR_FORMS.get(token);
  if (colour !== undefined) return colour;
  const isCode =
    /\p{N}/u.test(token) && /\p{L}/u.test(token) && [...token].every((ch) => !/\p{Script=Cyrillic}/u.test(ch) || ch in LOOKALIKES);
  return isCode ? [...token].map((ch) => LOOKALIKES[ch] ?? ch).join('') : token;
}

/** normaliseToken of the tokens seen: titles share most of their words. */
const normalisedTokens = new Map<string, string>();
const MAX_NORMALISED_TOKENS = 100_000;

function normalisedToken(token: string): string {
  let normalised = normalisedTokens.get(token);
  if (normalised === undefined) {
    normalised = normaliseToken(token);
    if (normalisedTokens.size >= MAX_NORMALISED_TOKENS) normalisedTokens.clear();
    normalisedTokens.set(token, normalised);
  }
  return normalised;
}

/**
 * The title key of an offer: its normalised words and measures, sorted and without repeats; null when the
 * title has fewer than two of them (too little to tell products apart) or is absurdly long.
 */
export function titleKey(title: string, context: TitleKeyContext = {}): string | null {
  /* Bulgarian has no locale-specific case mappings, and the locale-aware call costs several times more. */
  let text = title.normalize('NFKC').toLowerCase();
  text = without(text, context.shopName);
  text = without(text, context.manufacturer);
  for (const guarded of BOILERPLATE) text = replaceGuarded(text, guarded, ' ');
  text = normaliseMeasures(text);
  if (text.includes('.')) text = text.replace(/(?<!\d)\.|\.(?!\d)/g, ' ');
  const tokens = (text.match(/[\p{L}\p{N}.]+/gu) ?? []).map(normalisedToken).filter((token) => !STOPWORDS.has(token));
  const unique = [...new Set(tokens)].sort();
  const key = unique.join(' ');
  return unique.length < 2 || key.length > MAX_TITLE_KEY_LENGTH ? null : key;
}

/** Computes a title key (`titleKey`, or another function to measure it against). */
export type TitleKeyRule = (title: string, context: TitleKeyContext) => string | null;

/** The identifiers of a product (or an offer) that decide whether an offer may join it by title key. */
export interface TitleCandidate {
  manufacturerId: number | null;
  ean: string | null;
  /** Only together with a known manufacturer. */
  mpn: string | null;
}

/**
 * Whether an offer may join a product with the same title key in the same category: never when they carry
 * different EANs, different manufacturers or different MPNs of one manufacturer, nor when neither names its
 * manufacturer; when exactly one side does, the title decides: on the labelled demo this keeps precision and
 * gains recall over requiring both (tests/bench/matching.bench.ts prints both).
 */
export function mayJoinByTitle(product: TitleCandidate, offer: TitleCandidate): boolean {
  if (product.ean !== null && offer.ean !== null && product.ean !== offer.ean) return false;
  if (product.manufacturerId === null || offer.manufacturerId === null) return product.manufacturerId !== offer.manufacturerId;
  if (product.manufacturerId !== offer.manufacturerId) return false;
  return product.mpn === null || offer.mpn === null || product.mpn === offer.mpn;
}

/** How the importer matches by title: the key and the identifier checks. */
export interface TitleRule {
  key: TitleKeyRule;
  mayJoin: (product: TitleCandidate, offer: TitleCandidate) => boolean;
}

export const TITLE_RULE: TitleRule = { key: titleKey, mayJoin: mayJoinByTitle };
