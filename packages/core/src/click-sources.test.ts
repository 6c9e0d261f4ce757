import { CLICK_SOURCES, isClickSource } from './click-sources';

describe('click sources (spec §9: codes 1 to 47 and 99 for other)', () => {
  it('accepts 1 to 47 and 99, and every named code', () => {
    for (const code of [1, 2, 46, 47, 99, ...Object.values(CLICK_SOURCES)]) expect([code, isClickSource(code)]).toEqual([code, true]);
  });

  it('refuses everything else', () => {
    for (const code of [0, -1, 48, 98, 100, 1.5, Number.NaN]) expect([code, isClickSource(code)]).toEqual([code, false]);
  });
});
