import type { Shape } from './demo-data';
import { type Ctx, rect, circle, ellipse, line, shadow, shade, legs, range } from './svg-primitives';

/** Silhouettes of furniture: seating, beds, storage, tables and mattresses. */
export const FURNITURE_DRAWINGS = {
  sofa: ({ c, d, a, v }) => {
    const back = 60 + (v[0] ?? 0) * 25;
    const arm = 28 + (v[1] ?? 0) * 18;
    return (
      shadow(200, 238, 165) +
      legs([80, 320], 215, 238, a) +
      rect(70, 165 - back, 260, back + 15, d, 18) +
      rect(55, 150, 290, 70, c, 14) +
      rect(40, 120, arm, 100, c, 16) +
      rect(360 - arm, 120, arm, 100, c, 16) +
      line(200, 152, 200, 215, d, 2)
    );
  },
  armchair: ({ c, d, a, v }) => {
    const back = 80 + (v[0] ?? 0) * 30;
    return (
      shadow(200, 240, 100) +
      legs([130, 270], 215, 240, a) +
      rect(130, 170 - back, 140, back + 10, d, 22) +
      rect(120, 155, 160, 65, c, 14) +
      rect(100, 125, 34, 95, c, 14) +
      rect(266, 125, 34, 95, c, 14)
    );
  },
  pouf: ({ c, d, v }) => {
    const r = 70 + (v[0] ?? 0) * 40;
    return (
      shadow(200, 235, r + 10) +
      rect(200 - r, 150, r * 2, 85, c, 30) +
      ellipse(200, 152, r, 18, shade(c, 0.15)) +
      line(200 - r + 10, 195, 200 + r - 10, 195, d, 2)
    );
  },
  stool: ({ c, a, v }) => {
    const seat = 150 + (v[0] ?? 0) * 90;
    return (
      shadow(150, 362, 70) +
      line(100, seat + 14, 80, 360, a, 8) +
      line(200, seat + 14, 220, 360, a, 8) +
      line(95, seat + 110, 205, seat + 110, a, 5) +
      ellipse(150, seat + 8, 70, 18, shade(c, -0.2)) +
      ellipse(150, seat, 70, 18, c)
    );
  },
  bed: ({ c, d, l, a, v }) => {
    const head = 90 + (v[0] ?? 0) * 40;
    return (
      shadow(200, 242, 170) +
      legs([62, 338], 220, 242, a) +
      rect(40, 215 - head, 34, head + 10, d, 10) +
      rect(50, 180, 300, 45, c, 8) +
      rect(74, 160, 270, 26, '#fbfaf7', 8) +
      ellipse(110, 156, 26, 10, '#ffffff') +
      rect(170, 156, 176, 30, l, 8)
    );
  },
  bunkbed: ({ c, d, a }) =>
    shadow(150, 362, 130) +
    rect(30, 40, 14, 320, a) +
    rect(256, 40, 14, 320, a) +
    rect(40, 140, 220, 26, c, 6) +
    rect(40, 300, 220, 26, c, 6) +
    rect(44, 126, 212, 16, '#fbfaf7', 5) +
    rect(44, 286, 212, 16, '#fbfaf7', 5) +
    rect(40, 60, 220, 10, d) +
    range(5)
      .map((i) => line(210, 180 + i * 24, 250, 180 + i * 24, d, 4))
      .join('') +
    line(210, 166, 210, 300, d, 4),
  crib: ({ c, d }) =>
    shadow(200, 245, 150) +
    rect(60, 80, 280, 14, c, 6) +
    rect(60, 200, 280, 16, c, 6) +
    rect(52, 70, 14, 175, d, 4) +
    rect(334, 70, 14, 175, d, 4) +
    range(12)
      .map((i) => line(85 + i * 21, 94, 85 + i * 21, 200, c, 5))
      .join(''),
  wardrobe: ({ c, d, v }) => {
    const doors = 2 + Math.floor((v[0] ?? 0) * 2);
    const width = 200 + (v[1] ?? 0) * 60;
    const x = 150 - width / 2;
    return (
      shadow(150, 364, width / 2 + 15) +
      rect(x, 30, width, 330, c, 4) +
      rect(x - 4, 24, width + 8, 10, d, 2) +
      range(doors - 1)
        .map((i) => line(x + ((i + 1) * width) / doors, 40, x + ((i + 1) * width) / doors, 350, d, 2))
        .join('') +
      range(doors)
        .map((i) => rect(x + ((i + 0.5) * width) / doors - 3 + (i % 2 ? -18 : 18), 180, 6, 36, d, 3))
        .join('')
    );
  },
  table: ({ c, a, v }) => {
    const top = 120 + (v[0] ?? 0) * 30;
    return (
      shadow(200, 247, 160) +
      legs([80, 320], top + 14, 246, a, 10) +
      rect(50, top, 300, 16, c, 4) +
      rect(56, top + 16, 288, 6, shade(c, -0.2))
    );
  },
  coffeetable: ({ c, a, v }) => {
    const round = (v[0] ?? 0) > 0.5;
    return (
      shadow(200, 247, 150) +
      legs([100, 300], 185, 246, a, 9) +
      (round ? ellipse(200, 182, 140, 22, c) : rect(65, 172, 270, 18, c, 5)) +
      rect(95, 225, 210, 8, shade(c, -0.15), 3)
    );
  },
  sidetable: ({ c, a }) =>
    shadow(150, 362, 70) +
    ellipse(150, 352, 60, 10, a) +
    rect(144, 200, 12, 150, a) +
    ellipse(150, 200, 95, 18, shade(c, -0.2)) +
    ellipse(150, 194, 95, 18, c),
  chair: ({ c, d, a, v }) => {
    const back = 110 + (v[0] ?? 0) * 40;
    return (
      shadow(150, 362, 90) + legs([90, 210], 230, 360, a, 9) + rect(84, 230 - back, 132, back - 10, d, 16) + rect(72, 215, 156, 26, c, 10)
    );
  },
  officechair: ({ c, d, a }) =>
    shadow(150, 364, 110) +
    range(5)
      .map((i) => line(150, 330, 150 + Math.cos((i * 2 * Math.PI) / 5) * 100, 345 + Math.sin((i * 2 * Math.PI) / 5) * 10, a, 9))
      .join('') +
    range(5)
      .map((i) => circle(150 + Math.cos((i * 2 * Math.PI) / 5) * 100, 355 + Math.sin((i * 2 * Math.PI) / 5) * 10, 9, a))
      .join('') +
    rect(143, 230, 14, 100, a) +
    rect(85, 50, 130, 160, c, 40) +
    rect(70, 200, 160, 36, d, 16) +
    rect(60, 165, 18, 50, a, 6) +
    rect(222, 165, 18, 50, a, 6),
  bench: ({ c, a }) =>
    shadow(200, 247, 170) + legs([60, 340], 190, 246, a, 12) + rect(35, 170, 330, 28, c, 8) + rect(35, 192, 330, 6, shade(c, -0.2)),
  dresser: ({ c, d, a, v }) => {
    const drawers = 3 + Math.floor((v[0] ?? 0) * 3);
    const height = 140 + (v[1] ?? 0) * 50;
    const top = 225 - height;
    const step = height / drawers;
    return (
      shadow(200, 246, 150) +
      legs([90, 310], 225, 245, a) +
      rect(70, top, 260, height, c, 4) +
      range(drawers)
        .map((i) => (i > 0 ? line(78, top + i * step, 322, top + i * step, d, 2) : '') + rect(190, top + (i + 0.5) * step - 3, 20, 6, d, 3))
        .join('')
    );
  },
  cabinet: ({ c, d, a, v }) => {
    const height = 110 + (v[0] ?? 0) * 100;
    const top = 228 - height;
    return (
      shadow(200, 246, 150) +
      legs([90, 310], 225, 245, a) +
      rect(60, top, 280, height, c, 4) +
      line(200, top + 8, 200, 220, d, 2) +
      rect(186, top + height / 2 - 15, 6, 30, d, 3) +
      rect(208, top + height / 2 - 15, 6, 30, d, 3)
    );
  },
  tvstand: ({ c, d, a, v }) => {
    const upper = (v[0] ?? 0) > 0.5;
    return (
      shadow(200, 246, 180) +
      legs([50, 350], 228, 245, a) +
      rect(30, 180, 340, 50, c, 4) +
      rect(150, 188, 100, 34, d, 3) +
      (upper ? rect(40, 60, 60, 110, c, 3) + rect(300, 60, 60, 110, c, 3) + rect(100, 60, 200, 10, c) : '')
    );
  },
  vitrine: ({ c, d }) =>
    shadow(150, 364, 100) +
    rect(60, 30, 180, 330, c, 4) +
    rect(74, 44, 152, 200, 'rgba(200,225,235,0.7)', 3) +
    range(3)
      .map((i) => line(74, 94 + i * 50, 226, 94 + i * 50, d, 2))
      .join('') +
    rect(74, 256, 152, 90, shade(c, -0.1), 3) +
    line(150, 44, 150, 346, d, 2),
  shelf: ({ c, d, a, v }) => {
    const shelves = 4 + Math.floor((v[0] ?? 0) * 2);
    return (
      shadow(150, 364, 110) +
      rect(50, 30, 12, 330, c) +
      rect(238, 30, 12, 330, c) +
      range(shelves)
        .map((i) => {
          const y = 40 + (i * 310) / (shelves - 1);
          return (
            rect(50, y, 200, 8, c) +
            (i < shelves - 1
              ? range(4)
                  .map((j) => rect(70 + j * 22 + (i % 2) * 60, y + 8, 16, 34 - (j % 3) * 6, j % 2 ? a : d))
                  .join('')
              : '')
          );
        })
        .join('')
    );
  },
  wallshelf: ({ c, d, a }) =>
    [90, 170]
      .map((y, i) => rect(80 + i * 40, y, 220, 12, c, 2) + rect(110 + i * 40, y - 40, 30, 40, a, 3) + circle(230 + i * 20, y - 18, 18, d))
      .join(''),
  coatrack: ({ c, d }) =>
    shadow(150, 364, 80) +
    ellipse(150, 356, 70, 10, d) +
    rect(143, 40, 14, 316, c, 5) +
    range(6)
      .map((i) => line(150, 60 + (i % 2) * 20, 150 + (i % 2 ? 1 : -1) * (40 + (i % 3) * 10), 40 + (i % 2) * 20, c, 6))
      .join(''),
  mattress: ({ c, d, v }) => {
    const thick = 40 + (v[0] ?? 0) * 30;
    return (
      shadow(200, 232, 175) +
      rect(30, 225 - thick, 340, thick, c, 14) +
      rect(30, 225 - thick, 340, 10, shade(c, -0.12), 8) +
      range(8)
        .map((i) => line(60 + i * 40, 230 - thick + 14, 60 + i * 40, 218, d, 1.5))
        .join('') +
      rect(30, 220 - thick / 2, 340, 3, d)
    );
  },
} satisfies Partial<Record<Shape, (k: Ctx) => string>>;
