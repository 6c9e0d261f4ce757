import { bgVisualEntry } from './visual-entry';

/**
 * The visually-similar page's and the search by photo's texts, in Bulgarian: a table of its own, imported by its path,
 * so it loads with the visually-similar page and the search panel, never with another page's first load.
 */
export const bgVisual = {
  title: bgVisualEntry.label,
  description: 'Продукти, които приличат по цвят и форма на избраната снимка.',
  loading: 'Търсим подобни продукти…',
  results: 'Подобни продукти',
  failed: 'Не успяхме да намерим подобни продукти. Опитайте отново след малко.',
  expired: 'Тази снимка вече не е при нас. Качете я отново.',
  empty: 'Не намерихме продукти, които да приличат на снимката.',
  upload: {
    title: 'Търсене по снимка',
    hint: 'Качете снимка (JPEG, PNG или WebP, до 8 MB) и ще ви покажем продукти, които приличат на нея.',
    choose: 'Изберете снимка',
    sending: 'Качваме снимката…',
    tooLarge: 'Снимката е по-голяма от 8 MB.',
    wrongType: 'Изберете снимка във формат JPEG, PNG или WebP.',
    unreadable: 'Не успяхме да прочетем снимката. Опитайте с друга.',
    failed: 'Качването не успя. Опитайте отново след малко.',
  },
};
