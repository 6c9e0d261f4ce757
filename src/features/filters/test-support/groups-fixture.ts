import type { FilterChoice, FilterGroups } from '../filter-types';

export function choiceFixture(overrides: Partial<FilterChoice> = {}): FilterChoice {
  return {
    ident: 'color',
    id: 1,
    name: 'Сив',
    url: '/products/divani/siv',
    selected: false,
    disabled: false,
    followable: true,
    highlighted: false,
    count: 12,
    ...overrides,
  };
}

/** Filter groups of a sofa category: one colour group, features, shops, sorts and a price histogram. */
export function groupsFixture(overrides: Partial<FilterGroups> = {}): FilterGroups {
  return {
    category: [choiceFixture({ ident: 'category', id: 12, name: 'Ъглови дивани', url: '/products/aglovi-divani', count: 40 })],
    search: [],
    price: {
      range: { min: 200, max: 3000, selected: false, selectedMin: null, selectedMax: null, url: '/products/divani' },
      predefined: [],
      histogram: [
        { lowerBound: 0, upperBound: 500, count: 5 },
        { lowerBound: 500, upperBound: 1000, count: 20 },
        { lowerBound: 1000, upperBound: 1500, count: 10 },
      ],
    },
    sort: [
      choiceFixture({ ident: 'sort', id: 'relevance', name: 'Препоръчани', url: '/products/divani', selected: true }),
      choiceFixture({ ident: 'sort', id: 'cheapest', name: 'Най-евтини', url: '/products/divani/nai-evtini' }),
    ],
    parameters: [
      {
        ident: 'color',
        name: 'Цвят',
        choices: [
          choiceFixture(),
          choiceFixture({ id: 2, name: 'Зелен', url: '/products/divani/zelen', selected: true, count: 4 }),
          choiceFixture({ id: 3, name: 'Розов', url: '/products/divani/rozov', count: 0 }),
        ],
      },
    ],
    features: [
      choiceFixture({
        ident: 'feature',
        id: 'free-shipping',
        name: 'Безплатна доставка',
        url: '/products/divani/bezplatna-dostavka',
        count: 30,
      }),
    ],
    manufacturers: [],
    eshops: [choiceFixture({ ident: 'eshop', id: 3, name: 'Мебели Шоп', url: '/products/divani/mebeli-shop', count: 7 })],
    dimensions: [],
    smartPromptChoices: [],
    ...overrides,
  };
}
