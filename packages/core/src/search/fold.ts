/*
 * Combining marks to drop after canonical decomposition: every one but U+0306 (the breve), which is part of
 * й (и + breve) and must stay; stress marks (U+0300, U+0301) and the diaeresis of ё go.
 */
const DROPPED_MARKS = /[\u0300-\u0305\u0307-\u036f]/g;
const NOT_WORD = /[^\p{L}\p{N}]+/gu;

/** Text as search compares it: lower case, stress marks and ѝ folded to и, ё to е, punctuation to single spaces. */
export function foldSearchText(text: string): string {
  return text.toLowerCase().normalize('NFD').replace(DROPPED_MARKS, '').normalize('NFC').replace(NOT_WORD, ' ').trim();
}
