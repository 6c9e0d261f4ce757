const NBSP = '\u00A0';

/** The site's currency module as a build with `GATSBY_PRIMARY_CURRENCY` set to `value` sees it. */
async function builtWith(value: string | undefined) {
  const previous = process.env.GATSBY_PRIMARY_CURRENCY;
  if (value === undefined) delete process.env.GATSBY_PRIMARY_CURRENCY;
  else process.env.GATSBY_PRIMARY_CURRENCY = value;
  try {
    let currency: typeof import('./currency') | undefined;
    await jest.isolateModulesAsync(async () => {
      currency = await import('./currency');
    });
    return currency!;
  } finally {
    if (previous === undefined) delete process.env.GATSBY_PRIMARY_CURRENCY;
    else process.env.GATSBY_PRIMARY_CURRENCY = previous;
  }
}

describe('the primary currency the site is built with (PRIMARY_CURRENCY, passed by npm start)', () => {
  it('leads with leva by default (spec §9 main currency BGN)', async () => {
    const currency = await builtWith(undefined);
    expect(currency.PRIMARY_CURRENCY).toBe('BGN');
    expect(currency.PRIMARY_SYMBOL).toBe('лв.');
    expect(currency.sitePrices({ amount: 129900, currency: 'BGN' })).toEqual({ primary: `1299${NBSP}лв.`, secondary: `664,17${NBSP}€` });
  });

  it('leads with euro, leva second, when built with EUR', async () => {
    const currency = await builtWith('EUR');
    expect(currency.PRIMARY_CURRENCY).toBe('EUR');
    expect(currency.PRIMARY_SYMBOL).toBe('€');
    expect(currency.sitePrices({ amount: 129900, currency: 'BGN' })).toEqual({ primary: `664,17${NBSP}€`, secondary: `1299${NBSP}лв.` });
  });

  it('fails the build for any other value, naming the setting', async () => {
    await expect(builtWith('USD')).rejects.toThrow('PRIMARY_CURRENCY must be BGN or EUR');
  });
});
