import { formatCount } from '@uyut/core';
import { PRODUCTS } from './bg';

/** The info pages' texts, in Bulgarian: a table of its own, so that they load with those pages only. */
export const bgInfo = {
  directories: {
    eshops: {
      title: 'Всички магазини',
      description: 'Онлайн магазините за мебели и обзавеждане, чиито оферти сравнява Уют, с броя на продуктите им.',
      intro: 'Магазините, чиито оферти показваме, по азбучен ред. Изберете магазин, за да видите продуктите му.',
    },
    manufacturers: {
      title: 'Производители',
      description: 'Производителите на мебели и обзавеждане в Уют, с броя на продуктите им в онлайн магазините.',
      intro: 'Производителите на продуктите в Уют, по азбучен ред. Изберете производител, за да видите продуктите му.',
    },
  },
  productCount: (count: number) => formatCount(count, PRODUCTS),
  empty: 'Все още няма нито един.',
};
