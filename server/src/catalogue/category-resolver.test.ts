import { CategoryResolver, normaliseCategoryPath } from './category-resolver';
import { flattenTaxonomy } from './taxonomy';

const taxonomy = flattenTaxonomy();
const resolver = new CategoryResolver(
  taxonomy.map((category, index) => ({ id: index + 1, name: category.name, longName: category.longName })),
);
const nameOf = (found: { id: number } | null) => (found === null ? null : (taxonomy[found.id - 1]?.longName ?? null));
const categoryOf = (categoryText: string | null, productName = 'Продукт', categoryFallback: string | null = null) =>
  resolver.categoryOf({ categoryText, categoryFallback, productName });

describe('normaliseCategoryPath', () => {
  it('accepts | and > separators, any case and spacing', () => {
    expect(normaliseCategoryPath(' Мебели >  Дивани>ЪГЛОВИ дивани ')).toBe('мебели | дивани | ъглови дивани');
    expect(normaliseCategoryPath('Мебели | Дивани | Ъглови дивани')).toBe('мебели | дивани | ъглови дивани');
  });
});

describe('CategoryResolver', () => {
  it.each([
    ['our long name', 'Мебели > Дивани > Ъглови дивани', 'Мебели | Дивани | Ъглови дивани'],
    ['our leaf name alone', 'Ъглови дивани', 'Мебели | Дивани | Ъглови дивани'],
    ['a path of the shop’s own with a leaf of ours', 'Начало > Всички продукти > Холни маси', 'Мебели | Маси | Холни маси'],
    ['an unknown leaf under a known category', 'Мебели > Дивани > Кожени дивани Premium', 'Мебели | Дивани'],
    ['another grammatical form', 'Ъглов диван', 'Мебели | Дивани | Ъглови дивани'],
    ['the article form', 'Начало | Матраците', 'Матраци'],
    ['one of the names a segment lists', 'Мебели за дома > Маси и столове', 'Мебели | Маси'],
    ['a list joined by a comma', 'Лампиони, аплици', 'Осветление | Лампиони'],
  ])('resolves %s', (_case, text, longName) => {
    expect(nameOf(categoryOf(text))).toBe(longName);
    expect(categoryOf(text)?.by).toBe('category');
  });

  it('takes the product name over a whole department a segment named', () => {
    expect(categoryOf('Мебели > Нещо ново', 'Ъглов диван Верона')).toEqual({ id: expect.any(Number), by: 'name' });
    expect(nameOf(categoryOf('Мебели > Нещо ново', 'Ъглов диван Верона'))).toBe('Мебели | Дивани | Ъглови дивани');
    expect(nameOf(categoryOf('Мебели > Нещо ново', 'Нещо без категория'))).toBe('Мебели');
  });

  it.each([
    ['Ъглов диван Верона, ляв', 'Мебели | Дивани | Ъглови дивани'],
    ['Луксозен ъглов диван', 'Мебели | Дивани | Ъглови дивани'],
    ['Диван Мила', 'Мебели | Дивани'],
    ['Холна маса Хюге, дъб', 'Мебели | Маси | Холни маси'],
    ['Декоративна възглавница за диван', 'Текстил | Декоративни възглавници'],
    ['Килим Ориент 160x230', 'Килими'],
  ])('reads the category from the product name %s when the feed gives none', (productName, longName) => {
    expect(categoryOf(null, productName)).toMatchObject({ by: 'name' });
    expect(nameOf(categoryOf(null, productName))).toBe(longName);
  });

  it.each(['Калъф за диван', 'Комплект чаршафи за легло', 'Авточасти'])('finds no category in %s', (productName) => {
    expect(categoryOf(null, productName)).toBeNull();
  });

  it('tries the fallback text before the product name, and refuses what nothing maps', () => {
    expect(nameOf(categoryOf('Авточасти | Гуми', 'Диван', 'Мебели > Маси'))).toBe('Мебели | Маси');
    expect(categoryOf('Авточасти | Гуми', 'Гума 205/55')).toBeNull();
  });

  it('maps a name two categories share to neither', () => {
    const twins = new CategoryResolver([
      { id: 1, name: 'Стол', longName: 'Офис | Стол' },
      { id: 2, name: 'Стол', longName: 'Кухня | Стол' },
      { id: 3, name: 'Кухня', longName: 'Кухня' },
    ]);
    expect(twins.categoryOf({ categoryText: 'Стол', categoryFallback: null, productName: 'Нещо' })).toBeNull();
    expect(twins.categoryOf({ categoryText: 'Кухня | Стол', categoryFallback: null, productName: 'Нещо' })).toEqual({
      id: 2,
      by: 'category',
    });
  });
});
