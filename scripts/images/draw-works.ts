/**
 * The contest's covers (300 × 420), the bookstores' marks and the people (240 × 240). Flat shapes,
 * no letters: a cover's title and award are its caption on the page.
 */
import { INK } from './draw-scenes';
import { circle, d, ellipse, g, line, linear, path, pick, poly, radial, rect, seeded, starPoints, svg } from './svg';

const W = 300;
const H = 420;

/** A cover: its background, the picture, the spine's shade and a band where a title would go. */
function cover(key: string, background: string | readonly [string, string], art: readonly string[], band = '#fdf7ec'): string {
  const defs = [...(typeof background === 'string' ? [] : [linear('bg', [[0, background[0]], [1, background[1]]])]), ...(CONTEST_DEFS[key] ?? [])];
  const fill = typeof background === 'string' ? background : 'url(#bg)';
  const random = seeded(key);
  const bars = [rect(40, 352, 140 + Math.round(random() * 60), 12, band, { opacity: 0.9 }), rect(40, 374, 80 + Math.round(random() * 40), 8, band, { opacity: 0.7 })];
  return svg(W, H, [rect(0, 0, W, H, fill), ...art, ...bars, rect(0, 0, 14, H, '#000', { opacity: 0.18 })], { defs });
}

const roofs = (color: string) => [
  poly([[20, 330], [70, 280], [120, 330]], color),
  rect(30, 330, 80, 90, '#efe2cc'),
  poly([[120, 340], [180, 290], [240, 340]], '#b34700'),
  rect(130, 340, 100, 80, '#fdf7ec'),
  poly([[220, 320], [260, 285], [300, 320]], color),
  rect(228, 320, 72, 100, '#efe2cc'),
];

export const CONTEST_DRAWINGS: Readonly<Record<string, (key: string) => string>> = {
  // 2024
  'contest-2024/cloud-bread': (key) =>
    cover(key, ['#bfe1f2', '#f4fbfe'], [
      ellipse(150, 150, 90, 46, '#f6e3c2'),
      ellipse(110, 130, 44, 34, '#f6e3c2'),
      ellipse(190, 128, 50, 38, '#f6e3c2'),
      path(d('M', 90, 150, 'q', 60, 20, 120, 0), 'none', { stroke: '#d6a96a', 'stroke-width': 5 }),
      circle(240, 60, 26, '#ffd23f'),
      ...roofs('#0b5a7a'),
    ], INK),
  'contest-2024/little-prince': (key) =>
    cover(key, ['#1e2a5a', '#3c4f8f'], [
      ...[[60, 60], [230, 90], [120, 30], [260, 200], [40, 180]].map(([x, y]) => poly(starPoints(x ?? 0, y ?? 0, 9), '#ffd23f')),
      circle(150, 250, 80, '#e9b872'),
      circle(120, 230, 10, '#d39a4a'),
      circle(180, 270, 14, '#d39a4a'),
      line(150, 172, 150, 130, '#3d7a46', 5),
      circle(150, 118, 16, '#c23b5a'),
      ellipse(138, 150, 12, 6, '#3d7a46'),
    ]),
  'contest-2024/hen': (key) =>
    cover(key, ['#1d3b4f', '#345d6d'], [
      circle(200, 120, 70, '#f6e7b0'),
      ellipse(150, 320, 150, 40, '#2f6b7a'),
      ellipse(130, 250, 56, 44, '#f4efe6'),
      circle(176, 214, 24, '#f4efe6'),
      poly([[196, 210], [214, 216], [196, 222]], '#f3a712'),
      path(d('M', 166, 194, 'q', 8, -16, 18, -2), '#c23b5a'),
      circle(182, 210, 3, INK),
      ...[40, 70, 230, 260].map((x) => path(d('M', x, 330, 'q', 6, -50, 14, -70), 'none', { stroke: '#5c9e5a', 'stroke-width': 5 })),
    ]),
  'contest-2024/wizard-bakery': (key) =>
    cover(key, ['#2d1b4e', '#5a3b82'], [
      ellipse(150, 250, 100, 56, '#c98a4b'),
      ellipse(150, 236, 96, 48, '#e0a863'),
      ...[100, 140, 180, 210].map((x) => path(d('M', x - 14, 220, 'q', 14, -14, 28, 0), 'none', { stroke: '#a7683a', 'stroke-width': 5 })),
      ...[[80, 120], [150, 90], [220, 130], [120, 160], [190, 170], [250, 70]].map(([x, y]) => poly(starPoints(x ?? 0, y ?? 0, 7), '#ffe27a')),
    ]),
  'contest-2024/math-ghost': (key) => {
    const dots: string[] = [];
    for (let row = 0; row < 7; row += 1) for (let col = 0; col <= row; col += 1) dots.push(circle(150 - row * 18 + col * 36, 70 + row * 36, 12, row % 2 === 0 ? '#f3a712' : '#4f9dde'));
    return cover(key, ['#0f3b3a', '#1f5e5c'], dots);
  },
  'contest-2024/fortress': (key) => {
    const random = seeded(key);
    const snow = Array.from({ length: 40 }, () => circle(random() * W, random() * 300, 2 + random() * 2, '#ffffff'));
    const wall: string[] = [];
    for (let index = 0; index < 9; index += 1) {
      const x = index * 36;
      const y = 250 - Math.sin(index / 2.4) * 70;
      wall.push(rect(x, y, 34, 30, '#8e8a84'), rect(x + 4, y - 12, 12, 12, '#8e8a84'));
    }
    return cover(key, ['#7c8ea0', '#d7dee5'], [path(d('M', 0, 300, 'Q', 110, 150, 300, 230, 'V', 420, 'H', 0, 'Z'), '#f5f7f9'), ...wall, ...snow], INK);
  },
  'contest-2024/candy': (key) =>
    cover(key, '#fbeef2', [
      circle(90, 110, 40, '#e4572e'),
      circle(200, 90, 34, '#4f9dde'),
      circle(150, 190, 46, '#29bf12'),
      circle(70, 250, 30, '#ffd23f'),
      circle(230, 230, 38, '#a44ba0'),
      circle(160, 290, 26, '#f3a712'),
      ...[[78, 98], [190, 80], [136, 174], [64, 242], [218, 218], [152, 282]].map(([x, y]) => circle(x ?? 0, y ?? 0, 8, '#ffffff', { opacity: 0.7 })),
    ], INK),
  'contest-2024/namiya': (key) =>
    cover(key, ['#1f2a3a', '#3a4a5e'], [
      rect(40, 120, 220, 200, '#6b4f3a'),
      poly([[30, 120], [150, 60], [270, 120]], '#4a3426'),
      ...[0, 1, 2, 3, 4, 5, 6, 7].map((index) => rect(60, 150 + index * 18, 180, 12, '#a39e93')),
      rect(120, 300, 60, 8, INK),
      rect(128, 268, 44, 30, '#fdf7ec', { transform: 'rotate(-10 150 283)' }),
      poly([[128, 268], [150, 286], [172, 268]], '#e0d6c2', { transform: 'rotate(-10 150 283)' }),
      circle(240, 60, 20, '#f6e7b0'),
    ]),
  'contest-2024/cosmos': (key) => {
    const random = seeded(key);
    const stars = Array.from({ length: 50 }, () => circle(random() * W, random() * 330, 1 + random() * 1.6, '#ffffff', { opacity: 0.8 }));
    const arms = [0, 1, 2, 3].map((index) => path(d('M', 150, 170, 'q', 90, -20, 80, 70, 'q', -10, 60, -80, 50), 'none', { stroke: '#b9a3e3', 'stroke-width': 10 - index * 2, opacity: 0.7, transform: `rotate(${index * 90} 150 170)` }));
    return cover(key, ['#0b1030', '#1f2358'], [...stars, ...arms, circle(150, 170, 22, '#fff3c4'), circle(236, 300, 5, '#4f9dde')]);
  },
  // 2025
  'contest-2025/almond': (key) =>
    cover(key, ['#f3efe6', '#e2ddd2'], [
      path(d('M', 100, 110, 'h', 100, 'v', 30, 'q', 40, 20, 40, 70, 'v', 100, 'q', 0, 30, -30, 30, 'h', -120, 'q', -30, 0, -30, -30, 'v', -100, 'q', 0, -50, 40, -70, 'Z'), '#d7ebf2', { stroke: '#7fa9b8', 'stroke-width': 4, opacity: 0.9 }),
      rect(94, 92, 112, 22, '#8c6d46', { rx: 6 }),
      circle(150, 240, 70, 'url(#glow)'),
      almondSeed(),
    ], INK),
  'contest-2025/long-night': (key) =>
    cover(key, ['#0e1a33', '#22345e'], [
      poly(starPoints(220, 80, 16), '#fff3c4'),
      rect(0, 320, 300, 100, '#1a2540'),
      path(d('M', 60, 320, 'q', -10, -60, 40, -70, 'h', 60, 'q', 40, 0, 44, 30, 'l', 20, -16, 'l', -4, 30, 'q', -4, 26, -30, 26, 'Z'), '#8e96a3'),
      poly([[186, 270], [204, 250], [198, 276]], '#c7ccd4'),
      ellipse(230, 306, 14, 22, '#1b1f23'),
      ellipse(230, 312, 9, 15, '#f4efe6'),
      circle(230, 284, 9, '#1b1f23'),
    ]),
  'contest-2025/greenhouse': (key) => {
    const random = seeded(key);
    const dust = Array.from({ length: 60 }, () => circle(random() * W, random() * 420, 1.5 + random() * 2.5, '#8a8580', { opacity: 0.5 }));
    return cover(key, ['#6e6a66', '#b0aaa2'], [
      ...dust,
      path(d('M', 40, 320, 'V', 220, 'A', 110, 110, 0, 0, 1, 260, 220, 'V', 320, 'Z'), '#cfeff2', { opacity: 0.85, stroke: '#e8f7f8', 'stroke-width': 4 }),
      ...[80, 120, 150, 180, 220].map((x, index) => path(d('M', x, 320, 'q', -14, -50, 6, -80 - index * 4), 'none', { stroke: '#2fb8a8', 'stroke-width': 8 })),
      ...[95, 150, 205].map((x) => circle(x, 210, 14, '#4fe0c8')),
      line(150, 110, 150, 320, '#e8f7f8', 3),
    ], INK);
  },
  'contest-2025/convenience-store': (key) =>
    cover(key, ['#111827', '#273248'], [
      rect(50, 170, 200, 150, '#f7f3d8'),
      rect(50, 150, 200, 24, '#2f9e6a'),
      rect(50, 174, 200, 8, '#c23b5a'),
      ...[0, 1, 2].map((index) => rect(70 + index * 58, 200, 44, 90, '#fffbe6', { stroke: '#d9cf9f', 'stroke-width': 3 })),
      poly([[50, 320], [250, 320], [300, 420], [0, 420]], '#fff3b0', { opacity: 0.35 }),
      rect(240, 60, 12, 260, '#3a4358'),
    ]),
  'contest-2025/bookshop': (key) => {
    const random = seeded(key);
    const spines: string[] = [];
    for (const base of [200, 260, 320]) {
      let x = 66;
      while (x < 226) {
        const w = 8 + random() * 10;
        spines.push(rect(x, base - 44 - random() * 10, w, 54, pick(random, ['#b34700', '#0b5a7a', '#3d7a46', '#d69a1e', '#7a4f9a'] as const)));
        x += w + 2;
      }
    }
    return cover(key, ['#3a2a20', '#5a4030'], [rect(50, 110, 200, 230, '#f6d58e'), ...spines, rect(50, 110, 200, 230, 'none', { stroke: '#2a1a12', 'stroke-width': 10 }), line(150, 110, 150, 340, '#2a1a12', 6), rect(40, 80, 220, 30, '#8c2f2f')]);
  },
  'contest-2025/dream-store': (key) =>
    cover(key, ['#241a4a', '#4a3b8a'], [
      path(d('M', 230, 50, 'a', 30, 30, 0, 1, 0, 20, 50, 'a', 24, 24, 0, 1, 1, -20, -50, 'Z'), '#fff3c4'),
      rect(70, 160, 160, 190, '#7b6bb5'),
      poly([[60, 160], [150, 110], [240, 160]], '#5a4b95'),
      ...[0, 1, 2].flatMap((row) => [0, 1, 2].map((col) => rect(90 + col * 44, 180 + row * 54, 32, 36, '#ffe27a'))),
      ...[[100, 130], [170, 96], [200, 140], [80, 90]].map(([x, y]) => circle(x ?? 0, y ?? 0, 10, '#cfe7ff', { opacity: 0.7, stroke: '#ffffff', 'stroke-width': 2 })),
    ]),
  'contest-2025/thousand-blues': (key) =>
    cover(key, '#0b2a4a', [
      ...[0, 1, 2, 3, 4, 5, 6].map((index) => rect(0, index * 34, W, 36, ['#0b2a4a', '#123c66', '#1a4f82', '#23639e', '#3b7fb8', '#5c9bcf', '#86b9e0'][index] ?? '#86b9e0')),
      ellipse(150, 300, 130, 50, 'none', { stroke: '#f4efe6', 'stroke-width': 8 }),
      ellipse(150, 300, 100, 34, 'none', { stroke: '#d9c6a5', 'stroke-width': 4 }),
      rect(0, 240, W, 4, '#f4efe6'),
    ]),
  'contest-2025/midnight-library': (key) => {
    const random = seeded(key);
    const rows: string[] = [];
    for (let row = 0; row < 4; row += 1) {
      const y = 190 + row * 40;
      let x = 20 + row * 12;
      while (x < 280 - row * 12) {
        const w = 6 + random() * 8;
        rows.push(rect(x, y, w, 30, pick(random, ['#3d7a46', '#2f4f6f', '#7a4f9a', '#8c6d46', '#5b7f95'] as const)));
        x += w + 2;
      }
    }
    return cover(key, ['#0f1e2e', '#1f3a4f'], [
      circle(150, 100, 54, '#f4efe6'),
      circle(150, 100, 48, '#fdfaf2', { stroke: INK, 'stroke-width': 3 }),
      line(150, 100, 150, 62, INK, 5),
      line(150, 100, 150, 70, INK, 3),
      ...rows,
    ]);
  },
  'contest-2025/whale': (key) =>
    cover(key, ['#e4572e', '#f6b26b'], [
      circle(150, 170, 60, '#fbd38d', { opacity: 0.8 }),
      rect(0, 260, W, 160, '#234e70'),
      path(d('M', 40, 270, 'q', 30, -110, 150, -100, 'q', 60, 6, 80, 60, 'q', -40, 20, -70, 10, 'q', -40, 30, -160, 30, 'Z'), '#2c3e57'),
      path(d('M', 40, 270, 'q', -20, -30, -30, -60, 'q', 30, 20, 50, 30), '#2c3e57'),
      circle(220, 200, 5, '#fdf7ec'),
      ...[0, 1, 2].map((index) => path(d('M', 20 + index * 100, 300, 'q', 25, -14, 50, 0, 'q', 25, 14, 50, 0), 'none', { stroke: '#8ec3e6', 'stroke-width': 4 })),
    ]),
  'contest-2025/demian': (key) =>
    cover(key, ['#12343b', '#2d6a6a'], [
      path(d('M', 90, 330, 'q', -10, -110, 60, -110, 'q', 70, 0, 60, 110, 'Z'), '#f4efe6'),
      path(d('M', 90, 250, 'l', 20, 14, 'l', 20, -16, 'l', 20, 18, 'l', 20, -14, 'l', 20, 16, 'l', 20, -14), 'none', { stroke: INK, 'stroke-width': 4 }),
      path(d('M', 150, 200, 'q', -80, -70, -120, -40, 'q', 50, 10, 90, 50, 'Z'), '#f3a712'),
      path(d('M', 150, 200, 'q', 80, -70, 120, -40, 'q', -50, 10, -90, 50, 'Z'), '#f3a712'),
      ellipse(150, 190, 18, 30, '#e4572e'),
      circle(150, 156, 14, '#e4572e'),
      poly([[150, 150], [166, 156], [150, 162]], '#ffd23f'),
    ], INK),
  'contest-2025/gills': (key) =>
    cover(key, ['#06202b', '#0d3f52'], [
      ...[[60, 80, 10], [90, 130, 6], [200, 60, 8], [230, 110, 12], [170, 150, 5]].map(([x, y, r]) => circle(x ?? 0, y ?? 0, r ?? 4, 'none', { stroke: '#8fd3e8', 'stroke-width': 2 })),
      path(d('M', 60, 250, 'q', 80, -70, 170, 0, 'q', -90, 70, -170, 0, 'Z'), '#3fa7b5'),
      poly([[230, 250], [280, 215], [280, 285]], '#3fa7b5'),
      ...[0, 1, 2].map((index) => path(d('M', 110 + index * 10, 228, 'q', -10, 22, 0, 44), 'none', { stroke: '#c23b5a', 'stroke-width': 3 })),
      circle(84, 244, 6, '#f4efe6'),
    ]),
  'contest-2025/vegetarian': (key) =>
    cover(key, ['#8c1c24', '#c23b5a'], [
      rect(144, 140, 12, 140, '#3a2a20'),
      path(d('M', 150, 280, 'q', -40, 30, -80, 40, 'M', 150, 280, 'q', 40, 30, 80, 40, 'M', 150, 280, 'q', 0, 40, -10, 60), 'none', { stroke: '#3a2a20', 'stroke-width': 6 }),
      circle(150, 120, 60, '#3d7a46'),
      circle(110, 150, 38, '#5c9e5a'),
      circle(192, 150, 40, '#2e6b3a'),
    ]),
};

/** The almond in its jar, over its glow. */
function almondSeed(): string {
  return g({}, ellipse(150, 240, 24, 36, '#b5651d', { transform: 'rotate(20 150 240)' }), path(d('M', 140, 214, 'q', 14, 20, 6, 52), 'none', { stroke: '#8a4a14', 'stroke-width': 3 }));
}

export const CONTEST_DEFS: Readonly<Record<string, readonly string[]>> = {
  'contest-2025/almond': [radial('glow', [[0, 'rgba(255,226,122,0.55)'], [1, 'rgba(255,226,122,0)']])],
};

// Partner bookstores: 240 × 240 marks --------------------------------------------------------

function mark(background: string, art: readonly string[]): string {
  return svg(240, 240, [rect(0, 0, 240, 240, '#ffffff'), circle(120, 120, 108, background), ...art]);
}

export const PARTNER_DRAWINGS: Readonly<Record<string, () => string>> = {
  'partner/mulgyeol': () =>
    mark('#e6f1f5', [0, 1, 2].map((index) => path(d('M', 50, 100 + index * 26, 'q', 35, -24, 70, 0, 'q', 35, -24, 70, 0), 'none', { stroke: ['#0b5a7a', '#2f79a8', '#7fc4e0'][index] ?? '#0b5a7a', 'stroke-width': 12 })).concat(line(120, 80, 120, 170, '#0b5a7a', 6))),
  'partner/seoga-namu': () =>
    mark('#eaf4e6', [
      rect(110, 150, 20, 50, '#6b4f3a'),
      rect(70, 130, 100, 20, '#3d7a46', { rx: 4 }),
      rect(80, 108, 80, 20, '#d69a1e', { rx: 4 }),
      rect(90, 86, 60, 20, '#c23b5a', { rx: 4 }),
      rect(100, 64, 40, 20, '#0b5a7a', { rx: 4 }),
    ]),
  'partner/dal-munjang': () =>
    mark('#22345e', [
      path(d('M', 110, 60, 'a', 60, 60, 0, 1, 0, 30, 112, 'a', 48, 48, 0, 1, 1, -30, -112, 'Z'), '#fff3c4'),
      circle(152, 110, 12, '#fff3c4'),
      path(d('M', 148, 118, 'q', 10, 14, -6, 26), 'none', { stroke: '#fff3c4', 'stroke-width': 6 }),
      circle(180, 110, 12, '#fff3c4'),
      path(d('M', 176, 118, 'q', 10, 14, -6, 26), 'none', { stroke: '#fff3c4', 'stroke-width': 6 }),
    ]),
  'partner/ohu-chaeksang': () =>
    mark('#fdebd8', [
      rect(50, 170, 140, 12, '#8a3600'),
      path(d('M', 80, 170, 'q', 20, -14, 40, 0, 'q', 20, -14, 40, 0, 'v', -6, 'q', -20, -12, -40, 0, 'q', -20, -12, -40, 0, 'Z'), '#fdf7ec', { stroke: '#b34700', 'stroke-width': 3 }),
      line(170, 168, 150, 100, '#b34700', 6),
      line(150, 100, 120, 80, '#b34700', 6),
      path(d('M', 100, 70, 'l', 30, -10, 'l', 10, 30, 'Z'), '#b34700'),
      poly([[112, 84], [80, 160], [150, 160]], '#ffd23f', { opacity: 0.5 }),
    ]),
  'partner/jageunbyeol': () =>
    mark('#fff6d6', [
      path(d('M', 50, 170, 'q', 35, -20, 70, 0, 'q', 35, -20, 70, 0, 'v', -50, 'q', -35, -20, -70, 0, 'q', -35, -20, -70, 0, 'Z'), '#7a4f9a'),
      line(120, 120, 120, 170, '#fff6d6', 4),
      poly(starPoints(120, 70, 26), '#f3a712'),
    ]),
};

// People: 240 × 240 avatars -----------------------------------------------------------------

interface Person {
  skin: string;
  background: string;
  shirt: string;
  hair: string;
  style: 'short' | 'tied' | 'white-cap' | 'bob' | 'curly' | 'hijab' | 'bald-beard';
  glasses?: boolean;
  item: 'book' | 'picture-book' | 'paper' | 'tablet' | 'board-book' | 'cookbook' | 'hug' | 'map';
  wheelchair?: boolean;
  headphones?: boolean;
  baby?: boolean;
  child?: boolean;
}

function avatar(person: Person): string {
  const { skin, background, shirt, hair } = person;
  const headY = person.child ? 100 : 92;
  const r = person.child ? 34 : 38;
  const parts: string[] = [rect(0, 0, 240, 240, background)];
  parts.push(path(d('M', 40, 240, 'Q', 40, 150, 120, 150, 'Q', 200, 150, 200, 240, 'Z'), shirt));
  if (person.style === 'hijab') parts.push(path(d('M', 72, 170, 'Q', 66, 44, 120, 44, 'Q', 174, 44, 168, 170, 'Z'), hair));
  if (person.style === 'tied') parts.push(circle(120, headY - r - 10, 16, hair));
  if (person.style === 'curly') parts.push(...[-30, -15, 0, 15, 30].map((dx) => circle(120 + dx, headY - r + 8, 18, hair)));
  parts.push(rect(108, headY + r - 8, 24, 22, skin), circle(120, headY, r, skin));
  if (person.style === 'short' || person.style === 'bob' || person.style === 'tied') {
    parts.push(path(d('M', 120 - r, headY, 'A', r, r, 0, 0, 1, 120 + r, headY, 'Q', 120, headY - r * 0.6, 120 - r, headY, 'Z'), hair));
    if (person.style === 'bob') parts.push(rect(120 - r - 4, headY - 6, 12, r + 4, hair), rect(120 + r - 8, headY - 6, 12, r + 4, hair));
  }
  if (person.style === 'white-cap') parts.push(path(d('M', 120 - r - 6, headY - 10, 'Q', 120, headY - r * 1.8, 120 + r + 6, headY - 10, 'Z'), '#4a6d8c'), rect(120 - r - 10, headY - 14, 2 * r + 20, 8, '#3a5670'), rect(120 - r, headY - 6, 8, 16, hair), rect(120 + r - 8, headY - 6, 8, 16, hair));
  if (person.style === 'bald-beard') parts.push(path(d('M', 120 - r + 6, headY + 10, 'Q', 120, headY + r + 26, 120 + r - 6, headY + 10, 'Q', 120, headY + r - 4, 120 - r + 6, headY + 10, 'Z'), hair));
  parts.push(circle(106, headY + 2, 4, INK), circle(134, headY + 2, 4, INK), path(d('M', 108, headY + 18, 'q', 12, 10, 24, 0), 'none', { stroke: INK, 'stroke-width': 3 }));
  if (person.glasses) parts.push(circle(106, headY + 2, 11, 'none', { stroke: INK, 'stroke-width': 3 }), circle(134, headY + 2, 11, 'none', { stroke: INK, 'stroke-width': 3 }), line(117, headY + 2, 123, headY + 2, INK, 3));
  if (person.headphones) parts.push(path(d('M', 78, 180, 'q', 42, 26, 84, 0), 'none', { stroke: '#1b1f23', 'stroke-width': 8 }), circle(78, 178, 12, '#1b1f23'), circle(162, 178, 12, '#1b1f23'));
  if (person.baby) parts.push(circle(160, 180, 20, '#f6d9c0'), ellipse(150, 214, 34, 24, '#fde2b8'), circle(154, 178, 2.5, INK), circle(166, 178, 2.5, INK));
  if (person.wheelchair) parts.push(rect(176, 150, 10, 70, '#4a545e', { rx: 4 }), circle(184, 206, 34, 'none', { stroke: '#4a545e', 'stroke-width': 8 }), circle(184, 206, 6, '#4a545e'));
  const hands = (x1: number, x2: number, y: number) => [circle(x1, y, 10, skin), circle(x2, y, 10, skin)];
  switch (person.item) {
    case 'book':
      parts.push(rect(80, 180, 80, 56, '#b34700', { rx: 4 }), rect(86, 186, 68, 8, '#fdf7ec'), ...hands(80, 160, 206));
      break;
    case 'picture-book':
      parts.push(path(d('M', 70, 190, 'h', 50, 'v', 44, 'h', -50, 'Z', 'M', 120, 190, 'h', 50, 'v', 44, 'h', -50, 'Z'), '#ffd23f', { stroke: '#d69a1e', 'stroke-width': 3 }), circle(96, 212, 10, '#e4572e'), poly([[136, 226], [150, 200], [164, 226]], '#3d7a46'), ...hands(70, 170, 212));
      break;
    case 'paper':
      parts.push(rect(76, 176, 88, 60, '#f4f1e8', { stroke: '#a39e93', 'stroke-width': 2 }), ...[0, 1, 2, 3].map((index) => rect(84, 186 + index * 12, 72, 5, '#a39e93')), ...hands(76, 164, 204));
      break;
    case 'tablet':
      parts.push(rect(84, 178, 72, 54, '#1b1f23', { rx: 6 }), rect(90, 184, 60, 42, '#cfe7ff'), ...hands(84, 156, 206));
      break;
    case 'board-book':
      parts.push(rect(76, 200, 50, 36, '#4f9dde', { rx: 6 }), circle(100, 218, 8, '#ffd23f'), ...hands(76, 126, 218));
      break;
    case 'cookbook':
      parts.push(path(d('M', 70, 176, 'L', 120, 166, 'V', 236, 'L', 70, 236, 'Z'), '#3d7a46'), rect(120, 166, 50, 70, '#5c9e5a'), path(d('M', 80, 196, 'h', 28), 'none', { stroke: '#fdf7ec', 'stroke-width': 6 }), ...hands(70, 170, 206));
      break;
    case 'hug':
      parts.push(rect(94, 170, 52, 70, '#c23b5a', { rx: 4 }), rect(100, 180, 40, 6, '#fdf7ec'), ...hands(96, 144, 200));
      break;
    case 'map':
      parts.push(poly([[66, 180], [100, 172], [136, 182], [172, 174], [172, 236], [136, 244], [100, 234], [66, 242]], '#e9d8a6'), path(d('M', 80, 200, 'q', 30, 20, 60, 0, 't', 24, 10), 'none', { stroke: '#c23b5a', 'stroke-width': 3 }), circle(150, 198, 16, 'none', { stroke: INK, 'stroke-width': 5 }), line(161, 209, 178, 226, INK, 6));
      break;
  }
  return svg(240, 240, parts);
}

const PEOPLE_SET: readonly Person[] = [
  { skin: '#f2cba8', background: '#e6f1f5', shirt: '#0b5a7a', hair: '#2b211c', style: 'short', glasses: true, item: 'book' },
  { skin: '#f6d9c0', background: '#fff6d6', shirt: '#e4572e', hair: '#4a3426', style: 'tied', item: 'picture-book', child: true },
  { skin: '#e0ac84', background: '#eef0f2', shirt: '#7d5a3c', hair: '#d8d4ce', style: 'white-cap', item: 'paper' },
  { skin: '#c68a62', background: '#ece6f6', shirt: '#2f4f6f', hair: '#1c1c24', style: 'short', item: 'tablet', headphones: true },
  { skin: '#f2cba8', background: '#eaf4e6', shirt: '#3d7a46', hair: '#7d5a3c', style: 'bob', item: 'book', wheelchair: true },
  { skin: '#9b6646', background: '#fdebd8', shirt: '#7a4f9a', hair: '#2b211c', style: 'short', item: 'board-book', baby: true },
  { skin: '#e0ac84', background: '#fbeef2', shirt: '#d69a1e', hair: '#3a2a20', style: 'curly', item: 'cookbook' },
  { skin: '#c68a62', background: '#e6f1f5', shirt: '#5b7f95', hair: '#0b5a7a', style: 'hijab', item: 'hug' },
  { skin: '#f2cba8', background: '#f4f1e8', shirt: '#8c6d46', hair: '#b9b2a8', style: 'bald-beard', glasses: true, item: 'map' },
];

export const PEOPLE_DRAWINGS: Readonly<Record<string, () => string>> = Object.fromEntries(PEOPLE_SET.map((person, index) => [`people/reader-${String(index + 1).padStart(2, '0')}`, () => avatar(person)]));
