/**
 * The words of an AI search query: folding, tokens, numbers written in words and a light stemmer that lets an
 * inflected or derived word meet the catalogue's name ('синя' → 'син', 'кожен' → 'кожа', 'столове' → 'стол').
 * Written here because the search service's stemmer only strips inflection, while a query names a material by its
 * adjective ('дъбова маса', 'стъклена ваза').
 */

/** Lower case, stress marks (grave, acute) dropped so 'ѝ' → 'и' while 'й' stays, 'ё' → 'е'. */
export function foldText(text: string): string {
  return text
    .toLocaleLowerCase('bg')
    .normalize('NFD')
    .replace(/[\u0300\u0301]/g, '')
    .replace(/ё/g, 'е')
    .normalize('NFC');
}

/** Tokens of folded text: words, whole or decimal numbers ('1,5', '1.5'), 'NxM' sizes and '€'. */
export function tokenise(text: string): string[] {
  const spaced = foldText(text)
    .replace(/(\d)\s*[xх×*]\s*(\d)/g, '$1×$2')
    .replace(/(^|\s)(\d{1,3})[\s\u00a0](\d{3})(?!\d)/g, '$1$2$3')
    .replace(/(\d)([а-я€])/g, '$1 $2')
    .replace(/([а-я€.])(\d)/g, '$1 $2')
    .replace(/-/g, ' - ');
  return (spaced.match(/\d+×\d+|\d+(?:[.,]\d+)?%|[a-z]+\d+[a-z0-9]*|\d+(?:[.,]\d+)?|€|ø|[a-zа-яѝ]+(?:\.(?=\s|$))?|-/g) ?? []).map((token) =>
    token.replace('×', 'x'),
  );
}

const UNITS: Readonly<Record<string, number>> = {
  нула: 0,
  един: 1,
  една: 1,
  едно: 1,
  два: 2,
  две: 2,
  три: 3,
  четири: 4,
  пет: 5,
  шест: 6,
  седем: 7,
  осем: 8,
  девет: 9,
  десет: 10,
  единадесет: 11,
  дванадесет: 12,
  петнадесет: 15,
  двадесет: 20,
  двайсет: 20,
  тридесет: 30,
  трийсет: 30,
  четиридесет: 40,
  четирийсет: 40,
  петдесет: 50,
  шестдесет: 60,
  седемдесет: 70,
  осемдесет: 80,
  деветдесет: 90,
  сто: 100,
  двеста: 200,
  триста: 300,
  четиристотин: 400,
  петстотин: 500,
  шестстотин: 600,
  седемстотин: 700,
  осемстотин: 800,
  деветстотин: 900,
};
const THOUSAND = new Set(['хиляда', 'хиляди', 'хил', 'хил.']);

/**
 * Numbers written in words become digits ('петстотин' → '500', 'две хиляди и петстотин' → '2500'); 'и' joins two
 * numbers only when the second is smaller than the first's last part ('двеста и петдесет'), so 'между двеста и
 * четиристотин' stays two numbers. Decimal commas become points.
 */
export function numbersInWords(tokens: readonly string[]): string[] {
  const out: string[] = [];
  let value: number | null = null;
  let last = 0;
  const flush = () => {
    if (value !== null) out.push(String(value));
    value = null;
  };
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const unit = UNITS[token];
    if (unit !== undefined) {
      if (value !== null && unit >= last) flush();
      value = (value ?? 0) + unit;
      last = unit;
      continue;
    }
    if (THOUSAND.has(token)) {
      const lastNumber = value ?? (out.length > 0 && /^\d+(\.\d+)?$/.test(out[out.length - 1]!) ? Number(out.pop()) : 1);
      value = Math.round(lastNumber * 1000);
      last = 1000;
      continue;
    }
    if (token === 'и' && value !== null) {
      const next = UNITS[tokens[i + 1] ?? ''];
      if (next !== undefined && next < last) continue;
    }
    flush();
    out.push(token.replace(',', '.'));
  }
  flush();
  return out;
}

/** Words that never name a category, a value or a brand (stems are compared after these are dropped). */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'и',
  'с',
  'със',
  'в',
  'във',
  'на',
  'за',
  'от',
  'по',
  'до',
  'под',
  'над',
  'към',
  'при',
  'или',
  'а',
  'но',
  'около',
  'търся',
  'искам',
  'трябва',
  'ми',
  'ни',
  'нещо',
  'някакъв',
  'някаква',
  'който',
  'която',
  'което',
  'които',
  'е',
  'да',
  'се',
  'много',
  'по-',
  'най',
  'добър',
  'добра',
  'хубав',
  'хубава',
  'евтин',
  'евтина',
  'евтино',
  'евтини',
  'цена',
  'цени',
  'лв',
  'лв.',
  'лева',
  'евро',
]);

const ENDINGS = [
  'овете',
  'ището',
  'ията',
  'ите',
  'ата',
  'ята',
  'ото',
  'ове',
  'еве',
  'ища',
  'ета',
  'ьо',
  'ия',
  'ии',
  'ът',
  'ят',
  'а',
  'я',
  'о',
  'е',
  'и',
  'й',
];
/** Adjective-forming suffixes, stripped after the inflection: 'дъбов' → 'дъб', 'кожен' (→ 'кожн') → 'кож'. */
const DERIVATIONS = ['ов', 'ев'];
const VOWELS = /[аъоуеиюяѝ]/;

/**
 * A light stem: inflection and article endings off, then the adjective suffixes -ов/-ев, a fleeting vowel before the
 * last consonant ('кръгъл'/'кръгли', 'черен'/'черна'), an -н after a consonant ('кожн' → 'кож'), and
 * the alternations к/ц/ч at the end and я/е ('матраци' → 'матрак', 'бели' → 'бял').
 */
export function stem(word: string): string {
  let s = word.replace(/\.$/, '');
  if (!/^[а-я]+$/.test(s)) return s;
  /* Neuter nouns in -ю ('барбекю') take -та in the plural. */
  if (s.endsWith('юта')) s = s.slice(0, -2);
  for (const ending of ENDINGS) {
    if (s.endsWith(ending) && s.length - ending.length >= 2) {
      s = s.slice(0, -ending.length);
      break;
    }
  }
  for (const suffix of DERIVATIONS) {
    if (s.endsWith(suffix) && s.length - suffix.length >= 3) {
      s = s.slice(0, -suffix.length);
      break;
    }
  }
  if (s.length >= 4 && /[ъе][лрнм]$/.test(s) && !VOWELS.test(s[s.length - 3]!)) s = s.slice(0, -2) + s.slice(-1);
  if (s.length >= 4 && s.endsWith('н') && !VOWELS.test(s[s.length - 2]!)) s = s.slice(0, -1);
  if (s.length >= 4 && /[цч]$/.test(s)) s = `${s.slice(0, -1)}к`;
  return s.replace(/я/g, 'е');
}
