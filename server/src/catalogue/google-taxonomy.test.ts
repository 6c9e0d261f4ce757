import { GOOGLE_CATEGORY_TARGETS, googleCategory } from './google-taxonomy';
import { flattenTaxonomy } from './taxonomy';

describe('googleCategory', () => {
  it('maps Google product taxonomy ids and English paths of home and furniture to our categories (issue 22 point 8)', () => {
    expect(googleCategory('436')).toBe('Мебели');
    expect(googleCategory('460')).toBe('Мебели | Дивани');
    expect(googleCategory(' 441 ')).toBe('Мебели | Столове | Пейки');
    expect(googleCategory('443 - Furniture > Chairs')).toBe('Мебели | Столове');
    expect(googleCategory('6356')).toBe('Мебели | Шкафове и скринове');
    expect(googleCategory('505764')).toBe('Мебели | Легла');
    expect(googleCategory('Furniture > Tables > Accent Tables > Coffee Tables')).toBe('Мебели | Маси | Холни маси');
    expect(googleCategory('home & garden>decor>mirrors')).toBe('Декорация | Огледала');
  });

  it('maps a Bulgarian path like the English one and the id: to our nearest category, by its names (issue 22 point 8)', () => {
    expect(googleCategory('Мебели > Дивани')).toBe('Мебели | Дивани');
    expect(googleCategory(' мебели>дивани > ъглови  дивани ')).toBe('Мебели | Дивани | Ъглови дивани');
    expect(googleCategory('Мебели > Маси > Маси за кухня и трапезария')).toBe('Мебели | Маси');
    expect(googleCategory('Дом и градина > Декорация > Огледала')).toBe('Декорация | Огледала');
    expect(googleCategory('Дом и градина > Осветление > Лампи')).toBe('Осветление');
    expect(googleCategory('Мебели > Шкафове > Гардероби')).toBe('Мебели | Гардероби');
    expect(googleCategory('Мебели > Маси > Огледала')).toBe('Мебели | Маси');
  });

  it('leaves ids and paths it does not map, and other text, to the category rules', () => {
    expect(googleCategory('1')).toBeNull();
    expect(googleCategory('Animals & Pet Supplies')).toBeNull();
    expect(googleCategory('Животни и принадлежности за домашни любимци > Принадлежности за котки')).toBeNull();
    expect(googleCategory('Мебели | Дивани')).toBeNull();
  });

  it('maps only to categories of our tree', () => {
    const ours = new Set(flattenTaxonomy().map((category) => category.longName));
    expect(GOOGLE_CATEGORY_TARGETS.filter((name) => !ours.has(name))).toEqual([]);
  });
});
