import { formatCount } from '@uyut/core';
import { PRIMARY_SYMBOL } from '../lib/currency';
import { PRODUCTS } from './bg';

/**
 * The listings' own texts (filters, the home page's lead, similar products, carousels and card photo sliders), in Bulgarian. A table of its own,
 * imported by its path, so that it loads with the listing pages and not with every page's first load (a product
 * page's) as the main table does.
 */
export const bgListing = {
  carousel: {
    roleDescription: 'въртележка',
    previous: 'Предишни',
    next: 'Следващи',
  },
  slider: {
    roleDescription: 'галерия',
    slideRoleDescription: 'снимка',
    label: (name: string) => `Снимки: ${name}`,
    slide: (index: number, total: number) => `${index} от ${total}`,
    previous: 'Предишна снимка',
    next: 'Следваща снимка',
  },
  filters: {
    title: 'Филтри',
    categories: 'Категории',
    features: 'Удобства',
    manufacturers: 'Производители',
    eshops: 'Магазини',
    price: 'Цена',
    priceFrom: `Цена от (${PRIMARY_SYMBOL})`,
    priceTo: `Цена до (${PRIMARY_SYMBOL})`,
    priceApply: 'Приложи',
    priceHistogram: 'Разпределение на цените',
    sort: 'Подреждане',
    clearAll: 'Изчисти всички филтри',
    search: 'Търсене',
    removeSearch: (query: string) => `Премахни търсенето „${query}“`,
    close: 'Затвори филтрите',
    showResults: (count: string) => `Покажи ${count}`,
  },
  home: {
    title: 'Всичко за уютния дом на едно място',
    lead: (count: number) => `Сравнете ${formatCount(count, PRODUCTS)} от десетки онлайн магазина за мебели, осветление и декорация.`,
    departments: 'Разгледайте по отдели',
    picks: 'Избрано за вас',
  },
  similar: {
    title: 'Може да ви хареса и',
    close: 'Затвори подобните продукти',
    loading: 'Търсим подобни продукти…',
    empty: 'Не намерихме подобни продукти.',
  },
};
