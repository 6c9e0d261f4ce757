import { parseCoolingOffDays, parseInstallment } from './values';

describe('parseCoolingOffDays', () => {
  it('reads whole days with or without a unit', () => {
    expect(parseCoolingOffDays('14')).toBe(14);
    expect(parseCoolingOffDays('30 дни')).toBe(30);
    expect(parseCoolingOffDays(' 60 days ')).toBe(60);
    expect(parseCoolingOffDays('365')).toBe(365);
  });
  it('refuses periods under the legal 14 days, over a year, and text', () => {
    expect(parseCoolingOffDays('13')).toBeNull();
    expect(parseCoolingOffDays('366')).toBeNull();
    expect(parseCoolingOffDays('две седмици')).toBeNull();
    expect(parseCoolingOffDays('14.5')).toBeNull();
  });
});

describe('parseInstallment', () => {
  it('accepts 1–120 whole months with a positive monthly amount', () => {
    expect(parseInstallment({ monthsText: '12', amount: 4590 })).toEqual({ months: 12, amount: 4590 });
    expect(parseInstallment({ monthsText: '1', amount: 1 })).toEqual({ months: 1, amount: 1 });
    expect(parseInstallment({ monthsText: '120', amount: 100 })).toEqual({ months: 120, amount: 100 });
  });
  it('refuses other months and missing, zero or absurd amounts', () => {
    expect(parseInstallment({ monthsText: '0', amount: 100 })).toBeNull();
    expect(parseInstallment({ monthsText: '121', amount: 100 })).toBeNull();
    expect(parseInstallment({ monthsText: '12 м.', amount: 100 })).toBeNull();
    expect(parseInstallment({ monthsText: '12', amount: null })).toBeNull();
    expect(parseInstallment({ monthsText: '12', amount: 0 })).toBeNull();
    expect(parseInstallment({ monthsText: '12', amount: 1_000_000_000 })).toBeNull();
  });
});
