import { emptyListingQuery, type ListingFeature, type ListingQuery, type ListingSort, normaliseListingQuery } from '@uyut/core';
import { readAmounts, type Token } from './amounts';
import type { AiVocabulary } from './vocabulary';
import { numbersInWords, stem, STOP_WORDS, tokenise } from './words';

/** Phrases of the listing features and sorts, as folded words; each word is compared by its stem. */
const FEATURE_PHRASES: ReadonlyArray<readonly [string, ListingFeature]> = [
  ['доставка до 3 дни', 'fast-delivery'],
  ['бърза доставка', 'fast-delivery'],
  ['експресна доставка', 'fast-delivery'],
  ['доставка до утре', 'fast-delivery'],
  ['доставка утре', 'fast-delivery'],
  ['безплатна доставка', 'free-shipping'],
  ['безплатен транспорт', 'free-shipping'],
  ['безплатно доставяне', 'free-shipping'],
  ['free shipping', 'free-shipping'],
  ['в наличност', 'in-stock'],
  ['в наличие', 'in-stock'],
  ['на склад', 'in-stock'],
  ['наличен', 'in-stock'],
  ['наличност', 'in-stock'],
  ['код за отстъпка', 'voucher'],
  ['ваучер', 'voucher'],
  ['с отстъпка', 'discount'],
  ['отстъпка', 'discount'],
  ['намален', 'discount'],
  ['промоция', 'discount'],
  ['разпродажба', 'discount'],
  ['на изплащане', 'installments'],
  ['изплащане', 'installments'],
  ['на вноски', 'installments'],
  ['лизинг', 'installments'],
];
const SORT_PHRASES: ReadonlyArray<readonly [string, ListingSort]> = [
  ['най - евтин', 'cheapest'],
  ['най - скъп', 'expensive'],
  ['най - нов', 'newest'],
  ['най - добре оценен', 'rating'],
  ['най - голяма отстъпка', 'discount'],
];
/** Words after which a category is what the thing is for or has ('лампа за детска стая', 'портманто с огледало'), not the thing. */
const MODIFIERS = new Set(['за', 'с', 'със', 'без']);
/** Words said before a feature that belong to it ('с безплатна доставка', 'в наличност'). */
const LEADING = new Set(['с', 'със', 'в', 'на']);
/** Words of a count said another way: 'маса за 6 души' is 'Брой места: 6'. */
const SEATS = stem('места');
const COUNT_ALIASES: Readonly<Record<string, string>> = Object.fromEntries(
  ['души', 'човека', 'човек', 'персони'].map((w) => [stem(w), SEATS]),
);
/** Parameters whose values win a word several parameters share ('дъбова' is oak wood before an oak colour). */
const PARAM_PRIORITY = ['материал', 'цвят', 'стил'];

/** Order of the parameters a word names: PARAM_PRIORITY first, then the catalogue's order. */
function rank(value: ValueEntry): number {
  const at = PARAM_PRIORITY.indexOf(value.paramStem);
  return at < 0 ? PARAM_PRIORITY.length + value.order : at;
}

interface CategoryEntry {
  slug: string;
  root: string;
  depth: number;
  room: boolean;
  ancestors: string[];
  /** Each alternative name ('Кресла и пуфове' is 'кресла' or 'пуфове'), as stems. */
  alternatives: string[][];
}
interface ValueEntry {
  param: string;
  /** Position of the parameter in the vocabulary. */
  order: number;
  paramStem: string;
  slug: string;
  stems: string[];
}
interface CompiledVocabulary {
  categories: CategoryEntry[];
  values: ValueEntry[];
  paramNameStems: Set<string>;
  yesNo: Array<{ param: string; noun: string; yes: string; no: string }>;
  counts: Array<{ param: string; noun: string; values: Map<number, string> }>;
  manufacturers: Array<{ slug: string; words: string[] }>;
}

const contentStems = (text: string) =>
  numbersInWords(tokenise(text))
    .filter((word) => !STOP_WORDS.has(word) && word !== '-')
    .map(stem);

const compiled = new WeakMap<AiVocabulary, CompiledVocabulary>();

function compile(vocabulary: AiVocabulary): CompiledVocabulary {
  const known = compiled.get(vocabulary);
  if (known) return known;
  const bySlug = new Map(vocabulary.categories.map((c) => [c.slug, c]));
  const ancestorsOf = (slug: string): string[] => {
    const parent = bySlug.get(slug)?.parentSlug ?? null;
    return parent === null ? [] : [...ancestorsOf(parent), parent];
  };
  const categories = vocabulary.categories.map((c) => {
    const ancestors = ancestorsOf(c.slug);
    const root = ancestors[0] ?? c.slug;
    return {
      slug: c.slug,
      root,
      depth: ancestors.length,
      room: bySlug.get(root)?.menu === 'rooms',
      ancestors,
      alternatives: c.name.split(/\s+и\s+/).map(contentStems),
    };
  });
  const values: ValueEntry[] = [];
  const yesNo: CompiledVocabulary['yesNo'] = [];
  const counts: CompiledVocabulary['counts'] = [];
  for (const [order, param] of vocabulary.params.entries()) {
    const nameStems = contentStems(param.name);
    const paramStem = nameStems.join(' ');
    const names = new Map(param.values.map((v) => [v.name.toLocaleLowerCase('bg'), v.slug]));
    if (names.size === 2 && names.has('да') && names.has('не')) {
      yesNo.push({ param: param.slug, noun: nameStems[nameStems.length - 1]!, yes: names.get('да')!, no: names.get('не')! });
      continue;
    }
    if (/^брой /i.test(param.name)) {
      const numbers = new Map(param.values.filter((v) => /^\d+$/.test(v.name)).map((v) => [Number(v.name), v.slug]));
      counts.push({ param: param.slug, noun: nameStems[nameStems.length - 1]!, values: numbers });
      continue;
    }
    for (const value of param.values) {
      const stems = contentStems(value.name);
      /* Measures ('5 W', '110 кг') are read as amounts, not words; sizes ('160x200 см'), sockets ('E27') and shares ('100% памук') are words. */
      if (stems.length === 0 || stems.some((s) => /^\d+(\.\d+)?$/.test(s))) continue;
      values.push({ param: param.slug, order, paramStem, slug: value.slug, stems: stems.filter((s) => s !== 'см') });
    }
  }
  const result: CompiledVocabulary = {
    categories,
    values,
    paramNameStems: new Set(vocabulary.params.flatMap((p) => contentStems(p.name))),
    yesNo,
    counts,
    manufacturers: vocabulary.manufacturers.map((m) => ({ slug: m.slug, words: tokenise(m.name) })),
  };
  compiled.set(vocabulary, result);
  return result;
}

function takePhrases<T>(tokens: Token[], phrases: ReadonlyArray<readonly [string, T]>): T[] {
  const found: T[] = [];
  for (const [phrase, value] of phrases) {
    const words = phrase.split(' ').map(stem);
    for (let i = 0; i + words.length <= tokens.length; i++) {
      const run = tokens.slice(i, i + words.length);
      if (run.some((t) => t.used) || !run.every((t, k) => t.stem === words[k] || t.text === words[k])) continue;
      for (const t of run) t.used = true;
      const before = tokens[i - 1];
      if (before && LEADING.has(before.text)) before.used = true;
      found.push(value);
    }
  }
  return found;
}

function takeManufacturers(tokens: Token[], vocabulary: CompiledVocabulary): string[] {
  const found: string[] = [];
  for (const m of vocabulary.manufacturers) {
    for (let i = 0; i + m.words.length <= tokens.length; i++) {
      const run = tokens.slice(i, i + m.words.length);
      if (run.some((t) => t.used) || !run.every((t, k) => t.text === m.words[k])) continue;
      for (const t of run) t.used = true;
      found.push(m.slug);
    }
  }
  return found;
}

interface CategoryMatch {
  entry: CategoryEntry;
  tokens: number[];
  score: number;
  /** Said after a modifier word or a room: a purpose, weaker than the thing named. */
  purpose: boolean;
}

/** Categories every stem of a name of which is among the free words, best first. */
function fullCategoryMatches(tokens: readonly Token[], vocabulary: CompiledVocabulary): CategoryMatch[] {
  const matches: CategoryMatch[] = [];
  for (const entry of vocabulary.categories) {
    for (const stems of entry.alternatives) {
      if (stems.length === 0) continue;
      const at = stems.map((s) => tokens.findIndex((t) => !t.used && t.stem === s));
      if (at.some((i) => i < 0)) continue;
      const first = Math.min(...at);
      matches.push({ entry, tokens: at, score: stems.length, purpose: entry.room || MODIFIERS.has(tokens[first - 1]?.text ?? '') });
    }
  }
  return matches.sort(
    (a, b) =>
      Number(a.purpose) - Number(b.purpose) ||
      b.score - a.score ||
      Math.max(...b.tokens) - Math.max(...a.tokens) ||
      b.entry.depth - a.entry.depth,
  );
}

/**
 * A word that is part of several category names ('лампа' in 'Настолни лампи', 'Нощни лампи', 'Соларни лампи'): the
 * nearest common ancestor of those in the department that has most of them.
 */
function partialCategory(tokens: readonly Token[], vocabulary: CompiledVocabulary): string | null {
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    if (token.used || STOP_WORDS.has(token.text) || token.stem.length < 3) continue;
    const found = vocabulary.categories.filter((c) => c.alternatives.some((stems) => stems.includes(token.stem)));
    if (found.length === 0) continue;
    const byRoot = new Map<string, CategoryEntry[]>();
    for (const c of found) byRoot.set(c.root, [...(byRoot.get(c.root) ?? []), c]);
    const group = [...byRoot.values()].sort((a, b) => b.length - a.length)[0]!;
    const paths = group.map((c) => [...c.ancestors, c.slug]);
    let common: string | null = null;
    for (let depth = 0; paths.every((p) => p[depth] !== undefined && p[depth] === paths[0]![depth]); depth++) common = paths[0]![depth]!;
    if (common !== null) return common;
  }
  return null;
}

function chooseCategory(tokens: Token[], vocabulary: CompiledVocabulary): string | null {
  const best = fullCategoryMatches(tokens, vocabulary)[0];
  if (best && !best.purpose) {
    for (const i of best.tokens) tokens[i]!.used = true;
    return best.entry.slug;
  }
  return null;
}

function takeValues(tokens: Token[], vocabulary: CompiledVocabulary): Record<string, string[]> {
  const params: Record<string, string[]> = {};
  const select = (param: string, slug: string) => {
    params[param] = [...(params[param] ?? []), slug];
  };
  const free = () => tokens.filter((t) => !t.used && !STOP_WORDS.has(t.text));
  /* Values of several parameters that the same words name ('лен': Материал and Състав) would exclude each other: one parameter takes them. */
  const byLength = [...vocabulary.values].sort((a, b) => b.stems.length - a.stems.length || rank(a) - rank(b));
  for (let length = byLength[0]?.stems.length ?? 0; length >= 1; length--) {
    const taken = new Map<Token, string>();
    for (const value of byLength) {
      if (value.stems.length !== length) continue;
      const run = value.stems.map((s) => free().find((t) => t.stem === s));
      if (run.some((t) => t === undefined || (taken.has(t) && taken.get(t) !== value.param))) continue;
      select(value.param, value.slug);
      for (const t of run) taken.set(t!, value.param);
    }
    for (const t of taken.keys()) t.used = true;
  }
  for (const token of free()) {
    if (vocabulary.paramNameStems.has(token.stem) || token.stem.length < 3 || token.text === 'без') continue;
    const containing = vocabulary.values.filter((v) => v.stems.length > 1 && v.stems.includes(token.stem));
    if (containing.length === 0) continue;
    const param = [...containing].sort((a, b) => rank(a) - rank(b))[0]!.param;
    for (const value of containing) if (value.param === param) select(param, value.slug);
    token.used = true;
  }
  for (const yesNo of vocabulary.yesNo) {
    const at = tokens.findIndex((t) => !t.used && t.stem === yesNo.noun);
    if (at < 0) continue;
    select(yesNo.param, tokens[at - 1]?.text === 'без' ? yesNo.no : yesNo.yes);
    tokens[at]!.used = true;
  }
  return params;
}

/**
 * Plain Bulgarian → a listing state in the core URL grammar: the category, parameter values, manufacturers, features,
 * price bounds in whole units of the primary currency and sizes in centimetres that `text` names, over the base
 * category `categorySlug` (the listing the shopper is on) when the text names none.
 */
export function parseAiQuery(options: { text: string; vocabulary: AiVocabulary; categorySlug?: string | null }): ListingQuery {
  const vocabulary = compile(options.vocabulary);
  const words = joinShades(numbersInWords(tokenise(options.text)), vocabulary);
  const tokens: Token[] = words.map((text) => ({ text, stem: stem(text), used: false }));
  const sorts = takePhrases(tokens, SORT_PHRASES);
  const features = takePhrases(tokens, FEATURE_PHRASES);
  const amounts = readAmounts(tokens, options.vocabulary.currency);
  const manufacturers = takeManufacturers(tokens, vocabulary);
  let categorySlug = chooseCategory(tokens, vocabulary);
  const params = takeValues(tokens, vocabulary);
  for (const { value, noun } of amounts.counts) {
    const count = vocabulary.counts.find((c) => c.noun === (COUNT_ALIASES[noun] ?? noun) && c.values.has(value));
    if (count) params[count.param] = [...(params[count.param] ?? []), count.values.get(value)!];
  }
  if (categorySlug === null) {
    /* A purpose ('за детската стая') yields to a thing named in part ('лампа'), and is not read as one. */
    const purpose = fullCategoryMatches(tokens, vocabulary)[0];
    for (const i of purpose?.tokens ?? []) tokens[i]!.used = true;
    categorySlug = partialCategory(tokens, vocabulary) ?? purpose?.entry.slug ?? options.categorySlug ?? null;
  }
  const query = emptyListingQuery({ kind: 'category', categorySlug });
  return normaliseListingQuery({
    ...query,
    features,
    params,
    manufacturers,
    sort: sorts[0] ?? 'relevance',
    price: amounts.price,
    dimensions: amounts.dimensions,
  });
}

/** 'тъмно син' is the one value 'тъмносин' when the catalogue has it. */
function joinShades(words: string[], vocabulary: CompiledVocabulary): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    const word = words[i]!;
    const next = words[i + 1];
    if ((word === 'тъмно' || word === 'светло') && next !== undefined) {
      const joined = stem(word + next);
      if (vocabulary.values.some((v) => v.stems.length === 1 && v.stems[0] === joined)) {
        out.push(word + next);
        i++;
        continue;
      }
    }
    out.push(word);
  }
  return out;
}
