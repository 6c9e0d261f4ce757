import type { BaseSelection, ListingDimension, ListingFeature, ListingSort } from '@uyut/core';

/** Every Bulgarian UI string of the filtering response, in one place. */
export const SORT_NAMES: Readonly<Record<ListingSort, string>> = {
  relevance: 'Препоръчани',
  cheapest: 'Най-евтини',
  expensive: 'Най-скъпи',
  discount: 'Най-голяма отстъпка',
  newest: 'Най-нови',
  rating: 'Най-добре оценени',
};

export const FEATURE_NAMES: Readonly<Record<ListingFeature, string>> = {
  'free-shipping': 'Безплатна доставка',
  'in-stock': 'В наличност',
  voucher: 'С ваучер',
  discount: 'С отстъпка',
  installments: 'На изплащане',
  'fast-delivery': 'Доставка до 3 дни',
};

export const DIMENSION_NAMES: Readonly<Record<ListingDimension, string>> = {
  width: 'Ширина',
  height: 'Височина',
  depth: 'Дълбочина',
  diameter: 'Диаметър',
};

export const ALL_PRODUCTS = 'Всички продукти';
export const AI_SEARCH_PLACEHOLDER = 'Опишете какво търсите';
export const NEXT_PAGE = 'Следваща страница';
export const PREVIOUS_PAGE = 'Предишна страница';
export const PAGE = 'страница';
export const PRICE_UP_TO = 'до';
export const PRICE_FROM = 'от';

/** The results listing's title (search contract "Results"). */
export const searchTitle = (query: string) => `Резултати за „${query}“`;

/** The listing title of a base selection; `category` and `shop` are display names when the base has one. */
export function baseTitle(base: BaseSelection, names: { category: string | null; shop: string | null }): string {
  const inCategory = (title: string) => (names.category ? `${title}: ${names.category}` : title);
  switch (base.kind) {
    case 'home':
    case 'category':
      return names.category ?? ALL_PRODUCTS;
    case 'sales':
      return inCategory('Разпродажби с проверени отстъпки');
    case 'price-drops':
      return inCategory('Намалени цени');
    case 'vouchers':
      return 'Продукти с ваучер';
    case 'delivery-before-christmas':
      return 'Доставка преди Коледа';
    case 'rooms':
      return 'Обзавеждане по стаи';
    case 'black-friday':
      return 'Черен петък';
    case 'garden-season':
      return 'Градински сезон';
    case 'eco':
      return 'Еко продукти';
    case 'eshop':
      return base.voucherCode ? `Продукти от ${names.shop ?? ''} с ваучер ${base.voucherCode}` : `Продукти от ${names.shop ?? ''}`;
    case 'merchant':
      return `Продукти от ${names.shop ?? ''}`;
    case 'search':
      return inCategory(searchTitle(base.query));
  }
}
