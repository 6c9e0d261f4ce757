import { formatCount } from '@uyut/core';
import { PRODUCTS, SHOPS } from './bg';

/**
 * The comparison page's texts, in Bulgarian. A table of its own, imported by its path, so that it loads with the
 * comparison (on demand) and not with every page's first load as the main table does; the toast's texts stay there.
 */
export const bgCompare = {
  title: 'Сравнение на продукти',
  empty: 'Няма продукти за сравнение.',
  emptyHint: 'Натиснете „Сравни“ на продукт, за да го добавите тук.',
  browse: 'Разгледайте продуктите',
  loading: 'Зареждане на сравнението…',
  failed: 'Сравнението не можа да се зареди. Опитайте отново.',
  retry: 'Опитай отново',
  count: (count: number) => `Сравнявате ${formatCount(count, PRODUCTS)}`,
  onlyDifferences: 'Само разликите',
  noDifferences: 'Продуктите не се различават по показаните характеристики.',
  differs: 'Различава се',
  remove: (name: string) => `Премахни от сравнението: ${name}`,
  removeShort: 'Премахни',
  copyLink: 'Копирай връзката',
  linkCopied: 'Връзката е копирана',
  linkLabel: 'Връзка към сравнението',
  shared: 'Гледате споделено сравнение. Вашият списък за сравнение не е променен.',
  adopt: 'Запази като мое сравнение',
  ownList: (count: number) => `Към моето сравнение (${count})`,
  feature: 'Характеристика',
  missing: 'Няма данни',
  rows: {
    price: 'Цена',
    shop: 'Магазин',
    lowestOffer: 'Най-ниска цена',
    shops: 'Брой магазини',
    rating: 'Оценка',
    delivery: 'Доставка',
    availability: 'Наличност',
  },
  lowestIn: (shop: string) => `в ${shop}`,
  shopsCount: (count: number) => formatCount(count, SHOPS),
};
