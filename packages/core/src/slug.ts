/**
 * Bulgarian Cyrillic to Latin by the official streamlined system (Закон за транслитерацията, 2009),
 * plus a few neighbouring Cyrillic letters so foreign names still produce readable slugs.
 */
const CYRILLIC_TO_LATIN: Readonly<Record<string, string>> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'h',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'sht',
  ъ: 'a',
  ь: 'y',
  ю: 'yu',
  я: 'ya',
  ё: 'yo',
  ы: 'y',
  э: 'e',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ў: 'u',
  ѝ: 'i',
};

/** "ия" closing a word is written "ia" (София → Sofia, България → Balgaria). */
const WORD_FINAL_IA = /ия(?![\p{L}\p{N}])/gu;

/** CYRILLIC_TO_LATIN by UTF-16 code unit: a loop over the text with it costs a fraction of a replace with a callback per letter. */
const LATIN_BY_CODE = new Map(Object.entries(CYRILLIC_TO_LATIN).map(([letter, latin]) => [letter.charCodeAt(0), latin]));

function transliterate(text: string): string {
  let result = '';
  let from = 0;
  for (let i = 0; i < text.length; i++) {
    const latin = LATIN_BY_CODE.get(text.charCodeAt(i));
    if (latin === undefined) continue;
    result += text.slice(from, i) + latin;
    from = i + 1;
  }
  return from === 0 ? text : result + text.slice(from);
}

/** Lowercase Latin/digit text joined by single hyphens, e.g. 'Ъглови дивани' → 'aglovi-divani'. */
export function slugify(text: string): string {
  const lower = text.toLowerCase();
  const latin = transliterate(lower.includes('ия') ? lower.replace(WORD_FINAL_IA, 'ia') : lower);
  const ascii = /[^ -~]/.test(latin) ? latin.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : latin;
  return ascii.replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
}

/** `slugify` cut to at most `maxLength` characters, preferably at a hyphen, never ending in one. */
export function slugifyShort(text: string, maxLength = 120): string {
  const slug = slugify(text);
  if (slug.length <= maxLength) return slug;
  const cut = slug.slice(0, maxLength);
  const lastHyphen = cut.lastIndexOf('-');
  return (lastHyphen > maxLength / 2 ? cut.slice(0, lastHyphen) : cut).replace(/-+$/, '');
}
