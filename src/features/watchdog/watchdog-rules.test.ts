import {
  parseTargetPrice,
  readConfirmation,
  subscribeBody,
  subscribeProblemErrors,
  unsubscribeHash,
  watchdogTypeText,
} from './watchdog-rules';

const NBSP = '\u00A0';
const problem = (status: number, field: string | null = null) => ({ status, field, code: null, message: '', retryAfterSeconds: null });

describe('the watchdog form rules (spec §3 Subscribe payload, §4 Watchdog)', () => {
  it('reads an empty target as an availability watchdog and a typed one as a price in major units', () => {
    expect(parseTargetPrice('  ')).toEqual({ value: null });
    expect(parseTargetPrice('499,90')).toEqual({ value: 499.9 });
    expect(parseTargetPrice('1 299.5')).toEqual({ value: 1299.5 });
    expect(parseTargetPrice(`12${NBSP}345`)).toEqual({ value: 12345 });
  });

  it('refuses a target that is not a price, not above zero, or 10,000,000 and more, in Bulgarian', () => {
    expect(parseTargetPrice('евтино')).toEqual({ error: 'Въведете цена като число, например 499,90.' });
    expect(parseTargetPrice('4,999')).toEqual({ error: 'Въведете цена като число, например 499,90.' });
    expect(parseTargetPrice('-5')).toEqual({ error: 'Въведете цена като число, например 499,90.' });
    expect(parseTargetPrice('0,00')).toEqual({ error: 'Цената трябва да е по-голяма от нула.' });
    expect(parseTargetPrice('10000000')).toEqual({ error: 'Цената трябва да е под 10 000 000.' });
    expect(parseTargetPrice('9999999,99')).toEqual({ value: 9999999.99 });
  });

  it('builds the payload with the normalised e-mail, or names every field at fault', () => {
    expect(subscribeBody({ email: ' Maria@Uyut.bg ', targetPrice: '' })).toEqual({
      body: { email: { email: 'maria@uyut.bg' }, targetPrice: null },
    });
    expect(subscribeBody({ email: '', targetPrice: 'x' })).toEqual({
      errors: { email: 'Въведете имейл.', targetPrice: 'Въведете цена като число, например 499,90.' },
    });
    expect(subscribeBody({ email: 'maria@', targetPrice: '100' })).toEqual({ errors: { email: 'Въведете валиден имейл адрес.' } });
  });

  it("turns the server's refusal into the message of its field or of the form", () => {
    expect(subscribeProblemErrors(problem(400, 'email'))).toEqual({ email: 'Въведете валиден имейл адрес.' });
    expect(subscribeProblemErrors(problem(400, 'targetPrice'))).toEqual({ targetPrice: 'Въведете цена като число, например 499,90.' });
    expect(subscribeProblemErrors(problem(429))).toEqual({ form: 'Твърде много опити. Опитайте отново по-късно.' });
    expect(subscribeProblemErrors(problem(404, 'variant_id'))).toEqual({ form: 'Продуктът вече не е в каталога.' });
    expect(subscribeProblemErrors(null)).toEqual({ form: 'Следенето не бе записано. Опитайте отново.' });
  });

  it('says what a watchdog waits for', () => {
    expect(watchdogTypeText({ type: 'availability', targetPrice: null })).toBe('Наличност');
    expect(watchdogTypeText({ type: 'price', targetPrice: 499.9 })).toBe(`Цена до 499,90${NBSP}лв.`);
  });

  it('reads the hash of /watchdog/unsubscribe/{hash} and nothing else', () => {
    expect(unsubscribeHash('/watchdog/unsubscribe/Ab_c-12')).toBe('Ab_c-12');
    expect(unsubscribeHash('/watchdog/unsubscribe')).toBeNull();
    expect(unsubscribeHash('/watchdog/unsubscribe/a/b')).toBeNull();
    expect(unsubscribeHash('/watchdog/unsubscribe/%E0%A4%A')).toBeNull();
  });
});

describe('readConfirmation (the confirmation link redirects with ?watchdog=confirmed)', () => {
  it.each([
    ['?watchdog=confirmed', true, ''],
    ['?a=1&watchdog=confirmed&b=2', true, '?a=1&b=2'],
    ['?watchdog=other', false, '?watchdog=other'],
    ['', false, ''],
  ])('%s → confirmed %s, leaving %s', (search, confirmed, rest) => {
    expect(readConfirmation(search)).toEqual({ confirmed, rest });
  });
});
