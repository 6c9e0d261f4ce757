import type { Shape } from './demo-data';
import { type Ctx, n, rect, circle, ellipse, line, poly, path, ring, frame, shadow, shade, legs, range } from './svg-primitives';

/** Silhouettes of everything else for the home: lighting, textiles, decor, kitchen, bathroom and garden. */
export const HOME_DRAWINGS = {
  chandelier: ({ c, d, v }) => {
    const arms = 3 + Math.floor((v[0] ?? 0) * 4);
    return (
      line(150, 0, 150, 120, d, 3) +
      ellipse(150, 130, 26, 14, c) +
      range(arms)
        .map((i) => {
          const x = 40 + (i * 220) / (arms - 1);
          return (
            path(`M150 140 Q${n(x)} 200 ${n(x)} 170`, 'none', c, 5) +
            poly([x - 22, 175, x + 22, 175, x + 14, 140, x - 14, 140], shade(c, 0.3)) +
            circle(x, 182, 6, '#ffe9a8')
          );
        })
        .join('')
    );
  },
  pendant: ({ c, d, v }) => {
    const width = 80 + (v[0] ?? 0) * 60;
    return (
      line(150, 0, 150, 150, d, 3) +
      path(`M${n(150 - width)} 260 Q150 120 ${n(150 + width)} 260 Z`, c) +
      ellipse(150, 262, width, 8, shade(c, -0.25)) +
      circle(150, 268, 14, '#ffe9a8')
    );
  },
  ceilinglamp: ({ c, d }) =>
    rect(0, 0, 400, 40, '#ffffff') + rect(120, 40, 160, 10, d) + path('M100 50 Q200 150 300 50 Z', c) + ellipse(200, 90, 60, 12, '#fff4cf'),
  floorlamp: ({ c, d, v }) => {
    const shadeWidth = 50 + (v[0] ?? 0) * 30;
    return (
      shadow(150, 364, 70) +
      ellipse(150, 356, 55, 9, d) +
      rect(146, 110, 8, 246, d) +
      poly([150 - shadeWidth, 130, 150 + shadeWidth, 130, 150 + shadeWidth * 0.6, 40, 150 - shadeWidth * 0.6, 40], c) +
      ellipse(150, 130, shadeWidth, 6, '#fff1c4')
    );
  },
  tablelamp: ({ c, d, v }) => {
    const body = 50 + (v[0] ?? 0) * 40;
    return (
      shadow(150, 362, 80) +
      ellipse(150, 300, body * 0.6, 60, c) +
      rect(130, 350, 40, 10, d, 3) +
      rect(146, 160, 8, 85, d) +
      poly([70, 170, 230, 170, 200, 80, 100, 80], shade(c, 0.55)) +
      ellipse(150, 170, 80, 7, '#fff1c4')
    );
  },
  sconce: ({ c, d }) =>
    rect(180, 110, 40, 80, d, 6) +
    line(200, 150, 250, 130, d, 6) +
    poly([215, 150, 295, 150, 280, 90, 230, 90], c) +
    ellipse(255, 150, 40, 5, '#fff1c4'),
  bulb: ({ c, d }) =>
    circle(150, 150, 85, 'rgba(255,238,180,0.9)') +
    rect(115, 225, 70, 80, c, 8) +
    range(4)
      .map((i) => line(115, 240 + i * 16, 185, 246 + i * 16, d, 3))
      .join('') +
    path('M130 320 L170 320 L160 345 L140 345 Z', d) +
    path('M125 160 Q150 110 175 160', 'none', d, 3),
  ledstrip: ({ c, d }) =>
    path('M30 220 C110 80 190 260 270 120 S370 140 380 80', 'none', d, 14) +
    range(16)
      .map((i) => circle(40 + i * 22, 210 - Math.sin(i / 2.2) * 60 - i * 5, 6, c))
      .join(''),
  rug: ({ c, d, l, v }) => {
    const pattern = Math.floor((v[0] ?? 0) * 3);
    const motifs =
      pattern === 0
        ? range(5)
            .map((i) => poly([90 + i * 55, 150, 115 + i * 55, 110, 140 + i * 55, 150, 115 + i * 55, 190], l))
            .join('')
        : pattern === 1
          ? range(6)
              .map((i) => rect(70 + i * 45, 80, 18, 140, l))
              .join('')
          : range(3)
              .map((i) => ellipse(200, 150, 130 - i * 40, 70 - i * 22, i % 2 ? c : l))
              .join('');
    return (
      shadow(200, 240, 170) +
      range(20)
        .map((i) => line(40, 62 + i * 9, 28, 62 + i * 9, d, 2) + line(360, 62 + i * 9, 372, 62 + i * 9, d, 2))
        .join('') +
      rect(40, 55, 320, 190, c, 4) +
      frame(55, 70, 290, 160, l, 6) +
      motifs
    );
  },
  roundrug: ({ c, l, d }) =>
    shadow(200, 245, 150) + circle(200, 150, 130, c) + ring(200, 150, 100, 100, l, 8) + circle(200, 150, 50, l) + circle(200, 150, 20, d),
  pillow: ({ c, d, l }) =>
    shadow(200, 238, 150) +
    path('M70 100 Q200 80 330 100 Q345 160 330 220 Q200 240 70 220 Q55 160 70 100 Z', c) +
    path('M100 120 Q200 105 300 120', 'none', l, 4) +
    path('M70 100 Q200 80 330 100 Q345 160 330 220 Q200 240 70 220 Q55 160 70 100 Z', 'none', d, 2),
  blanket: ({ c, d, l }) =>
    shadow(200, 242, 160) +
    range(3)
      .map(
        (i) =>
          rect(60 + i * 6, 190 - i * 45, 280 - i * 12, 42, i % 2 ? l : c, 10) +
          line(70 + i * 6, 210 - i * 45, 330 - i * 6, 210 - i * 45, d, 1.5),
      )
      .join(''),
  curtain: ({ c, d }) =>
    line(20, 30, 280, 30, d, 6) +
    [40, 160]
      .map(
        (x) =>
          rect(x, 34, 100, 326, c) +
          range(4)
            .map((i) => line(x + 15 + i * 22, 40, x + 15 + i * 22, 356, shade(c, -0.15), 3))
            .join(''),
      )
      .join(''),
  mirror: ({ c, v }) =>
    shadow(150, 364, 90) +
    ((v[0] ?? 0) > 0.5
      ? ellipse(150, 190, 105, 165, c) + ellipse(150, 190, 92, 152, '#dfe9ee')
      : rect(50, 30, 200, 320, c, 16) + rect(62, 42, 176, 296, '#dfe9ee', 10)) +
    line(100, 100, 150, 60, '#ffffff', 6),
  picture: ({ c, d, l, a }) =>
    rect(70, 40, 260, 200, a, 4) +
    rect(84, 54, 232, 172, '#fbfaf7') +
    circle(160, 130, 44, c) +
    poly([200, 210, 260, 110, 310, 210], d) +
    rect(100, 190, 90, 20, l),
  vase: ({ c, l, v }) => {
    const belly = 60 + (v[0] ?? 0) * 40;
    return (
      shadow(150, 362, 80) +
      path(
        `M120 60 L180 60 Q${n(150 + belly)} 200 ${n(150 + belly * 0.8)} 300 Q150 370 ${n(150 - belly * 0.8)} 300 Q${n(150 - belly)} 200 120 60 Z`,
        c,
      ) +
      ellipse(150, 60, 30, 8, l)
    );
  },
  candle: ({ c, a }) =>
    shadow(150, 362, 90) +
    ellipse(150, 350, 80, 12, a) +
    rect(142, 220, 16, 130, a) +
    [100, 150, 200]
      .map(
        (x, i) =>
          rect(x - 12, 120 + i * 10 - (i === 1 ? 30 : 0), 24, 100, c, 4) + ellipse(x, 110 + i * 10 - (i === 1 ? 30 : 0), 6, 12, '#ffc84a'),
      )
      .join(''),
  clock: ({ c, d }) =>
    circle(200, 150, 120, c) +
    circle(200, 150, 104, '#fbfaf7') +
    range(12)
      .map((i) =>
        line(
          200 + Math.cos((i * Math.PI) / 6) * 90,
          150 + Math.sin((i * Math.PI) / 6) * 90,
          200 + Math.cos((i * Math.PI) / 6) * 100,
          150 + Math.sin((i * Math.PI) / 6) * 100,
          d,
          4,
        ),
      )
      .join('') +
    line(200, 150, 200, 85, d, 6) +
    line(200, 150, 250, 160, d, 4),
  plant: ({ c, v }) => {
    const leaves = 6 + Math.floor((v[0] ?? 0) * 5);
    return (
      shadow(150, 362, 70) +
      range(leaves)
        .map(
          (i) =>
            `<ellipse cx="${n(150 + (i - leaves / 2) * 14)}" cy="${n(170 - (i % 3) * 30)}" rx="18" ry="70" fill="${i % 2 ? '#4f8a4b' : '#3f7040'}" transform="rotate(${n((i - leaves / 2) * 14)} 150 260)"/>`,
        )
        .join('') +
      poly([95, 270, 205, 270, 190, 360, 110, 360], c)
    );
  },
  pot: ({ c, l }) =>
    shadow(200, 246, 110) +
    range(5)
      .map(
        (i) => `<ellipse cx="${n(160 + i * 20)}" cy="90" rx="12" ry="45" fill="#4f8a4b" transform="rotate(${n((i - 2) * 18)} 200 140)"/>`,
      )
      .join('') +
    poly([110, 130, 290, 130, 260, 245, 140, 245], c) +
    rect(100, 122, 200, 16, l, 4),
  kitchen: ({ c, d, a }) =>
    shadow(200, 248, 190) +
    rect(10, 160, 380, 80, c, 3) +
    rect(6, 150, 388, 12, a) +
    rect(10, 30, 380, 70, c, 3) +
    range(5)
      .map((i) => line(10 + (i + 1) * 76, 34, 10 + (i + 1) * 76, 96, d, 2) + line(10 + (i + 1) * 76, 166, 10 + (i + 1) * 76, 236, d, 2))
      .join('') +
    rect(150, 118, 100, 32, '#dfe5e8', 3),
  sink: ({ c, d }) =>
    rect(40, 60, 320, 180, c, 24) +
    rect(70, 90, 260, 120, shade(c, -0.15), 20) +
    circle(200, 150, 12, d) +
    rect(190, 40, 20, 50, '#b9bcc0', 6),
  faucet: ({ c, d }) =>
    shadow(150, 362, 70) +
    rect(110, 300, 80, 60, c, 8) +
    path('M140 300 L140 110 Q140 60 190 60 Q240 60 240 110 L240 150', 'none', c, 24) +
    rect(230, 150, 20, 20, d, 4) +
    rect(90, 250, 50, 14, c, 6),
  cookpot: ({ c, d, a }) =>
    shadow(200, 246, 140) +
    rect(90, 120, 220, 120, c, 14) +
    ellipse(200, 120, 112, 18, shade(c, 0.2)) +
    rect(50, 140, 45, 14, a, 6) +
    rect(305, 140, 45, 14, a, 6) +
    rect(185, 88, 30, 16, d, 6),
  pan: ({ c, d, a }) =>
    circle(160, 150, 110, c) + circle(160, 150, 90, shade(c, -0.25)) + rect(265, 140, 125, 22, a, 10) + circle(370, 151, 5, d),
  knives: ({ c, a }) =>
    shadow(200, 246, 110) +
    poly([120, 245, 260, 245, 300, 120, 170, 120], a) +
    range(5)
      .map((i) => rect(180 + i * 22, 60 + (i % 2) * 12, 14, 70, c, 4))
      .join(''),
  plates: ({ c, l }) =>
    range(4)
      .map((i) => ellipse(200, 220 - i * 18, 150 - i * 8, 34, i % 2 ? l : c))
      .join('') + ellipse(200, 150, 80, 18, '#fbfaf7'),
  glass: ({ c }) =>
    [110, 200, 290]
      .map(
        (x) =>
          path(`M${n(x - 35)} 60 L${n(x + 35)} 60 L${n(x + 28)} 240 L${n(x - 28)} 240 Z`, 'rgba(210,230,240,0.6)', c, 3) +
          rect(x - 28, 180, 56, 58, c),
      )
      .join(''),
  box: ({ c, d, l }) => shadow(200, 246, 140) + rect(80, 110, 240, 135, c, 8) + rect(72, 96, 256, 24, l, 8) + rect(175, 160, 50, 14, d, 7),
  basket: ({ c, d }) =>
    shadow(200, 246, 120) +
    poly([90, 90, 310, 90, 280, 245, 120, 245], c) +
    range(6)
      .map((i) => line(95 + i * 2, 105 + i * 25, 305 - i * 2, 105 + i * 25, d, 2))
      .join('') +
    path('M140 92 Q200 20 260 92', 'none', d, 6),
  shower: ({ c, d }) =>
    shadow(150, 364, 130) +
    rect(30, 340, 240, 20, '#f4f4f4', 4) +
    rect(40, 40, 220, 300, 'rgba(210,230,240,0.55)') +
    line(40, 40, 40, 340, c, 8) +
    line(260, 40, 260, 340, c, 8) +
    line(40, 40, 260, 40, c, 8) +
    line(150, 60, 150, 330, d, 2) +
    circle(90, 80, 18, c),
  bathtub: ({ c, a }) =>
    shadow(200, 246, 180) +
    path('M30 110 L370 110 L350 210 Q340 230 310 230 L90 230 Q60 230 50 210 Z', c) +
    rect(25, 100, 350, 18, shade(c, -0.1), 8) +
    legs([90, 310], 228, 246, a, 14),
  toilet: ({ c, d }) =>
    shadow(150, 362, 90) +
    rect(150, 60, 90, 140, c, 10) +
    path('M60 200 L250 200 Q250 270 190 290 L190 355 L110 355 L110 290 Q60 270 60 200 Z', c) +
    rect(55, 190, 200, 14, shade(c, -0.1), 6) +
    rect(200, 80, 24, 8, d, 3),
  lounger: ({ c, a }) =>
    shadow(200, 246, 180) +
    poly([40, 190, 260, 190, 260, 210, 40, 210], c) +
    poly([260, 190, 340, 80, 360, 90, 280, 205], c) +
    legs([60, 240], 210, 246, a, 8) +
    circle(330, 238, 10, a),
  swing: ({ c, a }) =>
    line(40, 250, 120, 40, a, 10) +
    line(360, 250, 280, 40, a, 10) +
    line(110, 40, 290, 40, a, 12) +
    line(140, 40, 140, 170, a, 3) +
    line(260, 40, 260, 170, a, 3) +
    rect(120, 170, 160, 24, c, 6) +
    rect(125, 120, 150, 52, c, 8),
  hammock: ({ c, a }) => rect(30, 60, 14, 190, a) + rect(356, 60, 14, 190, a) + path('M44 90 Q200 300 356 90 Q200 220 44 90 Z', c),
  umbrella: ({ c, a }) =>
    shadow(150, 364, 90) +
    path('M20 130 Q150 10 280 130 Z', c) +
    range(4)
      .map((i) => line(150, 60, 40 + i * 73, 128, shade(c, -0.2), 2))
      .join('') +
    rect(146, 60, 8, 290, a) +
    rect(110, 345, 80, 16, a, 4),
  pergola: ({ c, a }) =>
    shadow(200, 250, 190) +
    [40, 150, 250, 360].map((x) => rect(x - 6, 80, 12, 170, a)).join('') +
    range(9)
      .map((i) => rect(20 + i * 42, 66, 14, 16, c))
      .join('') +
    rect(20, 78, 360, 10, a) +
    path('M40 88 Q90 140 150 88 Q200 140 250 88 Q300 140 360 88', 'none', c, 8),
  grill: ({ c, d, a }) =>
    shadow(200, 246, 120) +
    legs([130, 270], 170, 246, a, 8) +
    path('M90 150 Q200 240 310 150 Z', c) +
    path('M90 150 Q200 40 310 150 Z', shade(c, 0.1)) +
    rect(185, 75, 30, 12, d, 5) +
    line(90, 150, 310, 150, d, 3),
  desk: ({ c, d, a, v }) => {
    const drawer = (v[0] ?? 0) > 0.4;
    return (
      shadow(200, 247, 170) +
      legs([50, 350], 128, 246, a, 10) +
      rect(30, 118, 340, 14, c, 3) +
      (drawer
        ? rect(250, 132, 100, 80, shade(c, -0.1), 3) +
          range(2)
            .map((i) => rect(290, 150 + i * 36, 20, 5, d, 2))
            .join('')
        : '')
    );
  },
  vanity: ({ c, d, a }) =>
    shadow(150, 364, 120) +
    ellipse(150, 100, 70, 80, a) +
    ellipse(150, 100, 58, 68, '#dfe9ee') +
    legs([50, 250], 218, 360, c, 9) +
    rect(30, 200, 240, 22, c, 4) +
    rect(60, 222, 180, 40, shade(c, -0.1), 3) +
    rect(140, 238, 20, 5, d, 2),
  cart: ({ c, a }) =>
    shadow(200, 248, 140) +
    line(90, 80, 90, 230, a, 6) +
    line(310, 80, 310, 230, a, 6) +
    rect(80, 90, 240, 12, c, 4) +
    rect(80, 180, 240, 12, c, 4) +
    circle(90, 236, 10, a) +
    circle(310, 236, 10, a) +
    path('M310 80 Q340 80 340 110', 'none', a, 5),
  tent: ({ c, l, a }) =>
    shadow(150, 364, 120) +
    poly([150, 40, 270, 360, 30, 360], c) +
    poly([150, 140, 200, 360, 100, 360], l) +
    line(150, 20, 150, 60, a, 4) +
    line(140, 20, 160, 20, a, 4) +
    poly([150, 20, 180, 28, 150, 36], '#e25c5c'),
  hook: ({ c, d }) =>
    rect(60, 110, 280, 30, c, 6) +
    range(5)
      .map((i) => path(`M${n(90 + i * 55)} 140 L${n(90 + i * 55)} 190 Q${n(90 + i * 55)} 205 ${n(105 + i * 55)} 195`, 'none', d, 8))
      .join(''),
  diningset: ({ c, d, a }) =>
    shadow(200, 247, 180) +
    legs([140, 260], 150, 246, a, 10) +
    rect(110, 138, 180, 14, c, 4) +
    [60, 340]
      .map(
        (x) => legs([x - 22, x + 22], 190, 246, a, 7) + rect(x - 30, 180, 60, 14, d, 5) + rect(x + (x < 200 ? -30 : 18), 90, 12, 100, d, 4),
      )
      .join(''),
} satisfies Partial<Record<Shape, (k: Ctx) => string>>;
