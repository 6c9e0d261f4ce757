/*
 * The Bulgarian streamlined transliteration (the official one since 2009) read backwards, plus the informal letters
 * people type (j, w, q, x, c). Longest sequences first so "sht" is щ, not ш + т.
 */
const SEQUENCES: readonly (readonly [string, string])[] = [
  ['sht', 'щ'],
  ['zh', 'ж'],
  ['ts', 'ц'],
  ['ch', 'ч'],
  ['sh', 'ш'],
  ['yu', 'ю'],
  ['ya', 'я'],
  ['ia', 'я'],
  ['a', 'а'],
  ['b', 'б'],
  ['c', 'ц'],
  ['d', 'д'],
  ['e', 'е'],
  ['f', 'ф'],
  ['g', 'г'],
  ['h', 'х'],
  ['i', 'и'],
  ['j', 'ж'],
  ['k', 'к'],
  ['l', 'л'],
  ['m', 'м'],
  ['n', 'н'],
  ['o', 'о'],
  ['p', 'п'],
  ['q', 'я'],
  ['r', 'р'],
  ['s', 'с'],
  ['t', 'т'],
  ['u', 'у'],
  ['v', 'в'],
  ['w', 'в'],
  ['x', 'х'],
  ['y', 'й'],
  ['z', 'з'],
];

/** ъ is written "a" by the streamlined system and "u" by many typists: both may stand for it. */
const HARD_SIGN_LETTERS = new Set(['а', 'у']);
/** Readings tried per word at most: every a/u of the first few may be ъ, later ones keep their plain reading. */
const MAX_HARD_SIGN_POSITIONS = 3;

const LATIN = /[a-z]/;

function readLetters(word: string): string[] {
  const letters: string[] = [];
  let at = 0;
  while (at < word.length) {
    const match = LATIN.test(word[at]!) ? SEQUENCES.find(([latin]) => word.startsWith(latin, at)) : undefined;
    letters.push(match ? match[1] : word[at]!);
    at += match ? match[0].length : 1;
  }
  return letters;
}

/**
 * The Cyrillic readings of Latin-typed Bulgarian, the plain one first ("shkaf" → ["шкаф"], "masa" → ["маса", "мъса",
 * "масъ", "мъсъ"]). Expects folded text (lower case); characters that are not Latin letters are kept as they are.
 */
export function latinToCyrillic(text: string): string[] {
  const letters = readLetters(text);
  const ambiguous = letters
    .map((letter, index) => (HARD_SIGN_LETTERS.has(letter) ? index : -1))
    .filter((index) => index >= 0)
    .slice(0, MAX_HARD_SIGN_POSITIONS);
  const readings: string[] = [];
  for (let mask = 0; mask < 1 << ambiguous.length; mask += 1) {
    const reading = letters.slice();
    ambiguous.forEach((index, bit) => {
      if (mask & (1 << bit)) reading[index] = 'ъ';
    });
    readings.push(reading.join(''));
  }
  return readings;
}

/** Whether a folded word is typed in Latin letters (and so may be Latin-typed Bulgarian). */
export function isLatinWord(word: string): boolean {
  return /^[a-z]+$/.test(word);
}
