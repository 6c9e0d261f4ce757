import { formatCount } from '@uyut/core';
import { PRODUCTS } from './bg';

/**
 * The search panel's and the search results page's texts, in Bulgarian: a table of its own, imported by its path, so
 * it loads with the panel's code on demand and with the results page, never with another page's first load.
 */
export const bgSearch = {
  panel: {
    label: 'Предложения за търсене',
    close: 'Затвори',
    trending: 'Популярни категории',
    blackFriday: 'Черен петък',
    recent: 'Започнете оттам, откъдето сте спрели',
    productCount: (count: number) => formatCount(count, PRODUCTS),
    searchFor: (query: string) => `Търсене на „${query}“ в продуктите`,
    pages: 'Страници',
  },
  results: {
    title: 'Търсене',
    titleFor: (query: string) => `Резултати за „${query}“`,
    loading: 'Търсим…',
    failed: 'Търсенето не успя. Опитайте отново след малко.',
    noQuery: 'Въведете какво търсите в полето за търсене горе.',
    didYouMean: (query: string) => `Може би имахте предвид „${query}“`,
    helpTitle: 'Не намерихме продукти по това търсене',
    help: [
      'Проверете как е изписана думата.',
      'Опитайте с по-обща дума, например „диван“ вместо „ъглов диван с функция сън“.',
      'Можете да пишете и на латиница: търсенето я разчита като кирилица.',
    ],
  },
};
