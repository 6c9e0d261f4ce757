/** Drawing primitives of the demo product photos: SVG elements in the design box, colour shading and repeats. */

export interface Ctx {
  /** Main, darker, lighter and accent (legs, frames) colours. */
  c: string;
  d: string;
  l: string;
  a: string;
  /** Per-product proportions in [0, 1), the same on every image of the product. */
  v: readonly number[];
}

export const n = (value: number) => (Math.round(value * 10) / 10).toString();
export const rect = (x: number, y: number, w: number, h: number, fill: string, rx = 0) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}"${rx ? ` rx="${n(rx)}"` : ''} fill="${fill}"/>`;
export const circle = (cx: number, cy: number, r: number, fill: string) =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"/>`;
export const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"/>`;
export const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width = 3) =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round"/>`;
export const poly = (points: readonly number[], fill: string) => `<polygon points="${points.map(n).join(' ')}" fill="${fill}"/>`;
export const path = (d: string, fill: string, stroke?: string, width = 3) =>
  `<path d="${d}" fill="${fill}"${stroke ? ` stroke="${stroke}" stroke-width="${n(width)}" stroke-linecap="round"` : ''}/>`;
export const ring = (cx: number, cy: number, rx: number, ry: number, stroke: string, width: number) =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="none" stroke="${stroke}" stroke-width="${n(width)}"/>`;
export const frame = (x: number, y: number, w: number, h: number, stroke: string, width: number) =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="none" stroke="${stroke}" stroke-width="${n(width)}"/>`;
export const shadow = (cx: number, cy: number, rx: number) => ellipse(cx, cy, rx, rx * 0.08, 'rgba(0,0,0,0.10)');

/** Mixes a hex colour towards white (amount > 0) or black (amount < 0). */
export function shade(hex: string, amount: number): string {
  const value = parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 0xff;
    const mixed = amount >= 0 ? c + (255 - c) * amount : c * (1 + amount);
    return Math.round(mixed).toString(16).padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

export const legs = (xs: readonly number[], top: number, bottom: number, fill: string, width = 8) =>
  xs.map((x) => rect(x - width / 2, top, width, bottom - top, fill, 2)).join('');
export const range = (count: number) => Array.from({ length: count }, (_, i) => i);
