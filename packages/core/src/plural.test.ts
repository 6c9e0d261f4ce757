import { type PluralForms, bgPlural, formatCount } from './plural';

const FORMS: PluralForms = ['one', 'few', 'other'];

describe('bgPlural (spec §5: one form for exactly 1, a second for 2 to 4, a third for others)', () => {
  it.each([
    [0, 'other'],
    [1, 'one'],
    [2, 'few'],
    [3, 'few'],
    [4, 'few'],
    [5, 'other'],
    [11, 'other'],
    [21, 'other'],
    [22, 'other'],
    [1.5, 'other'],
    [-1, 'other'],
  ])('%d takes the %s form', (n, form) => {
    expect(bgPlural(n, FORMS)).toBe(form);
  });
});

describe('formatCount (spec §9: plural unit labels)', () => {
  it('joins the bg-BG number and the plural form with a no-break space', () => {
    expect(formatCount(1, ['ден', 'дни', 'дни'])).toBe('1\u00A0ден');
    expect(formatCount(4, ['магазин', 'магазина', 'магазина'])).toBe('4\u00A0магазина');
    expect(formatCount(12345, ['продукт', 'продукта', 'продукта'])).toBe('12\u00A0345\u00A0продукта');
  });
});
