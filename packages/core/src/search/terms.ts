import { foldSearchText } from './fold';
import { stemBulgarian } from './stem';
import { isLatinWord, latinToCyrillic } from './transliterate';

/** One word of a query as the matcher looks it up. */
export interface SearchTerm {
  /** The folded word as typed. */
  word: string;
  /** The spellings to look up: the word itself, and its Cyrillic readings when it is typed in Latin letters. */
  forms: string[];
  /** The stem of each form (same order, duplicates removed). */
  stems: string[];
  /** The last word while typing: it also matches words it begins ("дива" finds "диван"). */
  prefix: boolean;
}

/** The words of a catalogue text as the index stores them: folded, then stemmed. */
export function searchWords(text: string): string[] {
  const folded = foldSearchText(text);
  return folded === '' ? [] : folded.split(' ');
}

/** A query's terms, in order; the last one is a prefix term. */
export function searchTerms(query: string): SearchTerm[] {
  const words = searchWords(query);
  return words.map((word, index) => {
    const forms = isLatinWord(word) ? [word, ...latinToCyrillic(word)] : [word];
    return { word, forms, stems: [...new Set(forms.map(stemBulgarian))], prefix: index === words.length - 1 };
  });
}
