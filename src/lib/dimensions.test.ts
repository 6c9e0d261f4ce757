import { dimensionLines, dimensionText, mmToCm } from './dimensions';

const NBSP = '\u00A0';

describe('dimensions (spec §9: dimensions shown in cm, mm/10)', () => {
  it('converts millimetres to centimetres', () => {
    expect(mmToCm(2400)).toBe(240);
    expect(mmToCm(2405)).toBe(240.5);
  });

  it('shows one value, a from–to range, or nothing', () => {
    expect(dimensionText({ from: 2400, to: 2400 })).toBe(`240${NBSP}см`);
    expect(dimensionText({ from: 2405, to: null })).toBe(`240,5${NBSP}см`);
    expect(dimensionText({ from: 2000, to: 2400 })).toBe(`200–240${NBSP}см`);
    expect(dimensionText({ from: null, to: null })).toBeNull();
  });

  it('lists the known dimensions with Bulgarian labels', () => {
    const none = { from: null, to: null };
    expect(dimensionLines({ width: { from: 2400, to: 2400 }, height: none, depth: { from: 900, to: 1600 }, diameter: none })).toEqual([
      `Ширина: 240${NBSP}см`,
      `Дълбочина: 90–160${NBSP}см`,
    ]);
  });
});
