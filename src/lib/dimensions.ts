import { bg } from '../i18n';
import { formatNumber } from '@uyut/core';

export interface DimensionRange {
  from: number | null;
  to: number | null;
}

export type DimensionName = 'width' | 'height' | 'depth' | 'diameter';

const MM_PER_CM = 10;
const DIMENSION_ORDER: readonly DimensionName[] = ['width', 'height', 'depth', 'diameter'];

/** Spec §9: dimensions come in millimetres and are shown in centimetres (mm / 10). */
export function mmToCm(mm: number): number {
  return mm / MM_PER_CM;
}

/** '240 см', or a range '200–240 см' when from and to differ; null when neither is known. */
export function dimensionText(range: DimensionRange): string | null {
  const values = [range.from, range.to].filter((value): value is number => value !== null);
  if (values.length === 0) return null;
  const [low, high] = [Math.min(...values), Math.max(...values)];
  const centimetres = (mm: number) => formatNumber(mmToCm(mm), { maximumFractionDigits: 1 });
  const text = low === high ? centimetres(low) : `${centimetres(low)}–${centimetres(high)}`;
  return bg.catalogue.centimetres(text);
}

/** The known dimensions as 'Ширина: 240 см' lines, in the order width, height, depth, diameter. */
export function dimensionLines(dimensions: Record<DimensionName, DimensionRange>): string[] {
  return DIMENSION_ORDER.flatMap((name) => {
    const text = dimensionText(dimensions[name]);
    return text === null ? [] : [`${bg.catalogue.dimensions[name]}: ${text}`];
  });
}
