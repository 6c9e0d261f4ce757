/*
 * A light stemmer: it removes one definite-article ending and then one plural or gender ending, so the forms of a
 * noun or adjective shoppers type meet ("дивани", "диванът", "диваните" → "диван"; "маса", "маси", "масата" → "мас").
 * It never cuts a word below three letters.
 */
const ARTICLES = ['ията', 'ът', 'ят', 'та', 'то', 'те'] as const;
const ENDINGS = ['ища', 'ове', 'еве', 'ия', 'и', 'а', 'я', 'о', 'е'] as const;
const MIN_STEM = 3;

function strip(word: string, endings: readonly string[]): string {
  const ending = endings.find((candidate) => word.endsWith(candidate) && word.length - candidate.length >= MIN_STEM);
  return ending ? word.slice(0, -ending.length) : word;
}

/** The stem of one folded Cyrillic word; other words (Latin, digits) are returned as they are. */
export function stemBulgarian(word: string): string {
  if (!/^[а-яъьюѝ]+$/.test(word)) return word;
  return strip(strip(word, ARTICLES), ENDINGS);
}
