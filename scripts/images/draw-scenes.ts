/**
 * Backgrounds, the 경기 북페스티벌's scenes and the 기후위기 pictures, as flat shapes. No text
 * inside (an SVG image is laid out on the page's main thread; letters would cost most).
 */
import { circle, d, ellipse, g, line, linear, path, pick, poly, rect, seeded, starPoints, svg } from './svg';

export const INK = '#1f3340';
const SKIN = ['#f2cba8', '#e0ac84', '#c68a62', '#9b6646', '#f6d9c0'] as const;
const CLOTH = ['#0b5a7a', '#b34700', '#3d7a46', '#7a4f9a', '#c23b5a', '#d69a1e', '#2f6fb0'] as const;

/** A seated or standing person seen from the front: body, head, hair. */
export function figure(x: number, y: number, scale: number, random: () => number, options: { back?: boolean } = {}): string {
  const skin = pick(random, SKIN);
  const cloth = pick(random, CLOTH);
  const hair = pick(random, ['#2b211c', '#4a3426', '#7d5a3c', '#b9b2a8', '#1c1c24'] as const);
  const s = scale;
  const body = path(d('M', x - 22 * s, y + 60 * s, 'Q', x - 22 * s, y + 14 * s, x, y + 14 * s, 'Q', x + 22 * s, y + 14 * s, x + 22 * s, y + 60 * s, 'Z'), cloth);
  const head = circle(x, y, 14 * s, options.back ? hair : skin);
  const hairCap = options.back ? '' : path(d('M', x - 14 * s, y - 2 * s, 'A', 14 * s, 14 * s, 0, 0, 1, x + 14 * s, y - 2 * s, 'Q', x, y - 8 * s, x - 14 * s, y - 2 * s, 'Z'), hair);
  return g({}, body, head, hairCap);
}

function bunting(x1: number, x2: number, y: number, sag: number, size: number, random: () => number): string {
  const flags: string[] = [];
  const count = Math.max(3, Math.round((x2 - x1) / (size * 1.6)));
  for (let index = 0; index <= count; index += 1) {
    const t = index / count;
    const x = x1 + (x2 - x1) * t;
    const yy = y + sag * 4 * t * (1 - t);
    if (index < count) flags.push(poly([[x, yy], [x + size, yy + sag * 0.02], [x + size / 2, yy + size * 1.2]], pick(random, ['#e4572e', '#f3a712', '#29bf12', '#4f9dde', '#a44ba0', '#ffd23f'] as const)));
  }
  const rope = path(d('M', x1, y, 'Q', (x1 + x2) / 2, y + sag * 2, x2, y), 'none', { stroke: INK, 'stroke-width': 2 });
  return g({}, rope, ...flags);
}

function tent(x: number, base: number, width: number, height: number, colors: readonly [string, string]): string {
  const stripes: string[] = [];
  const count = 6;
  for (let index = 0; index < count; index += 1) {
    const left = x + (width / count) * index;
    stripes.push(poly([[x + width / 2, base - height], [left, base - height * 0.45], [left + width / count, base - height * 0.45]], index % 2 === 0 ? colors[0] : colors[1]));
  }
  return g({}, rect(x + 6, base - height * 0.45, width - 12, height * 0.45, '#fdf7ec'), rect(x + 6, base - height * 0.45, width - 12, 8, colors[0]), ...stripes);
}

function books(x: number, base: number, width: number, random: () => number, maxHeight: number): string {
  const items: string[] = [];
  let cursor = x;
  while (cursor < x + width - 8) {
    const w = 8 + random() * 14;
    const h = maxHeight * (0.6 + random() * 0.4);
    const lean = random() < 0.08;
    const color = pick(random, ['#0b5a7a', '#b34700', '#3d7a46', '#d69a1e', '#7a4f9a', '#c23b5a', '#5b7f95', '#8c6d46', '#e9d8a6'] as const);
    items.push(lean ? rect(cursor, base - h, w, h, color, { transform: `rotate(-8 ${Math.round(cursor)} ${base})` }) : rect(cursor, base - h, w, h, color));
    cursor += w + 2;
  }
  return g({}, ...items);
}

function sun(cx: number, cy: number, r: number, color: string): string {
  return circle(cx, cy, r, color);
}

// Backgrounds: 1200 × 360 -------------------------------------------------------------------

export function backgroundReading(): string {
  const random = seeded('background/reading');
  const shelves: string[] = [];
  for (const [x, w] of [[40, 300], [380, 260], [680, 220], [940, 220]] as const) {
    shelves.push(rect(x - 10, 60, w + 20, 300, '#c9a77c'), rect(x, 70, w, 290, '#efe2cc'));
    for (const base of [160, 250, 340]) shelves.push(books(x + 4, base, w - 8, random, 78), rect(x, base, w, 8, '#b08a5e'));
  }
  const rays = [0, 1, 2].map((index) => poly([[120 + index * 160, 0], [220 + index * 160, 0], [640 + index * 200, 360], [460 + index * 200, 360]], '#fff6d6', { opacity: 0.35 }));
  return svg(1200, 360, [rect(0, 0, 1200, 360, 'url(#sky)'), ...shelves, ...rays], { defs: [linear('sky', [[0, '#fbf3e4'], [1, '#e8f0f2']])] });
}

export function backgroundFestival(): string {
  const random = seeded('background/festival');
  const tents = [0, 1, 2, 3, 4].map((index) => tent(40 + index * 230, 340, 200, 190, index % 2 === 0 ? ['#e4572e', '#fdf7ec'] : ['#0b5a7a', '#fdf7ec']));
  return svg(1200, 360, [rect(0, 0, 1200, 360, 'url(#sky)'), sun(1080, 70, 40, '#ffd23f'), bunting(0, 600, 30, 30, 34, random), bunting(600, 1200, 30, 30, 34, random), ...tents, rect(0, 340, 1200, 20, '#7fb069')], {
    defs: [linear('sky', [[0, '#cfe8f5'], [1, '#f7fbfd']])],
  });
}

export function backgroundClimate(): string {
  const random = seeded('background/climate');
  const leaves: string[] = [];
  for (let index = 0; index < 26; index += 1) {
    const x = random() * 1200;
    const y = 20 + random() * 170;
    const angle = Math.round(random() * 180);
    leaves.push(ellipse(x, y, 34, 13, pick(random, ['#3d7a46', '#5c9e5a', '#88c07f', '#2e6b3a'] as const), { transform: `rotate(${angle} ${Math.round(x)} ${Math.round(y)})`, opacity: 0.9 }));
  }
  const waves = [0, 1, 2].map((index) => {
    const y = 230 + index * 40;
    return path(d('M', 0, y, 'C', 200, y - 40, 400, y + 40, 600, y, 'S', 1000, y - 40, 1200, y, 'V', 360, 'H', 0, 'Z'), ['#7fc4e0', '#3b95c4', '#1d6f9e'][index] ?? '#1d6f9e');
  });
  return svg(1200, 360, [rect(0, 0, 1200, 360, '#eef6ee'), ...leaves, ...waves]);
}

export function backgroundCommunity(): string {
  const random = seeded('background/community');
  const people: string[] = [];
  for (let index = 0; index < 8; index += 1) {
    const x = 330 + index * 78;
    people.push(figure(x, 150 + (index % 2) * 6, 1.3, random));
  }
  return svg(1200, 360, [rect(0, 0, 1200, 360, '#f6efe6'), circle(150, 90, 60, '#fde2b8'), circle(1060, 260, 90, '#dbeaf0'), ...people, ellipse(600, 290, 380, 70, '#b08a5e'), ellipse(600, 280, 370, 60, '#d8b98d'), rect(440, 250, 60, 14, '#0b5a7a'), rect(560, 256, 70, 12, '#b34700'), rect(700, 250, 54, 14, '#3d7a46')]);
}

// Festival: 800 × 500 -----------------------------------------------------------------------

const festivalSky = linear('sky', [[0, '#cfe8f5'], [1, '#f7fbfd']]);
const eveningSky = linear('sky', [[0, '#24365c'], [0.6, '#6a4c7d'], [1, '#f0a36b']]);

function crowd(y: number, count: number, random: () => number, scale = 1, back = true): string {
  const people: string[] = [];
  for (let index = 0; index < count; index += 1) people.push(figure(40 + ((760 - 40) / Math.max(1, count - 1)) * index + (random() - 0.5) * 10, y + (random() - 0.5) * 8, scale, random, { back }));
  return g({}, ...people);
}

export function festivalOpening(): string {
  const random = seeded('festival/opening');
  return svg(800, 500, [
    rect(0, 0, 800, 500, 'url(#sky)'),
    bunting(0, 800, 40, 40, 30, random),
    rect(150, 170, 500, 150, '#0b5a7a'),
    rect(170, 190, 460, 110, '#e6f1f5'),
    poly([[300, 280], [400, 215], [500, 280]], '#f3a712'),
    rect(120, 320, 560, 30, '#5b4636'),
    rect(0, 350, 800, 150, '#8dbf6e'),
    crowd(400, 9, random, 1.2),
    crowd(460, 8, random, 1.3),
  ], { defs: [festivalSky] });
}

export function festivalBookTalk(): string {
  const random = seeded('festival/book-talk');
  const chair = (x: number) => g({}, rect(x, 300, 70, 14, '#b34700'), rect(x, 240, 14, 74, '#b34700'), rect(x + 6, 314, 6, 40, INK), rect(x + 58, 314, 6, 40, INK));
  return svg(800, 500, [
    rect(0, 0, 800, 500, '#2a2f3a'),
    rect(220, 50, 360, 200, '#e6f1f5'),
    path(d('M', 260, 210, 'Q', 330, 180, 400, 200, 'Q', 470, 180, 540, 210, 'V', 90, 'Q', 470, 60, 400, 80, 'Q', 330, 60, 260, 90, 'Z'), '#fdf7ec', { stroke: '#0b5a7a', 'stroke-width': 4 }),
    line(400, 80, 400, 200, '#0b5a7a', 3),
    rect(0, 350, 800, 150, '#6b4f3a'),
    chair(270),
    chair(460),
    figure(300, 250, 1.3, random),
    figure(490, 250, 1.3, random),
    line(395, 230, 395, 350, '#c0c4c8', 4),
    ellipse(395, 225, 9, 13, INK),
    crowd(440, 8, random, 1.2),
  ]);
}

export function festivalPictureBookShow(): string {
  const random = seeded('festival/picture-book-show');
  return svg(800, 500, [
    rect(0, 0, 800, 500, '#fdf1e0'),
    rect(180, 60, 440, 300, '#8a5a36'),
    rect(210, 90, 380, 240, '#ffe9b3'),
    path(d('M', 210, 90, 'H', 330, 'Q', 290, 210, 210, 330, 'Z'), '#c23b5a'),
    path(d('M', 590, 90, 'H', 470, 'Q', 510, 210, 590, 330, 'Z'), '#c23b5a'),
    rect(180, 60, 440, 34, '#a02c48'),
    circle(370, 240, 34, '#f6f6f6'),
    circle(360, 232, 5, INK),
    circle(382, 232, 5, INK),
    ellipse(372, 285, 40, 22, '#4f9dde'),
    circle(440, 250, 26, '#d69a1e'),
    circle(432, 244, 4, INK),
    crowd(420, 7, random, 1.1),
    crowd(470, 6, random, 1.2),
  ]);
}

export function festivalExhibitionTour(): string {
  const random = seeded('festival/exhibition-tour');
  const frame = (x: number, y: number, w: number, h: number, color: string) => g({}, rect(x, y, w, h, '#7d5a3c'), rect(x + 8, y + 8, w - 16, h - 16, color));
  return svg(800, 500, [
    rect(0, 0, 800, 500, '#f3efe8'),
    rect(0, 380, 800, 120, '#c9b79c'),
    frame(80, 90, 150, 190, '#e4c49a'),
    frame(270, 70, 200, 150, '#9cc3d5'),
    frame(510, 100, 130, 170, '#c9d8b6'),
    rect(290, 90, 60, 80, '#fdf7ec'),
    rect(360, 120, 90, 12, '#0b5a7a'),
    figure(640, 290, 1.5, random),
    line(620, 340, 560, 260, '#e0ac84', 8),
    crowd(420, 5, random, 1.2),
  ]);
}

export function festivalBookMarket(): string {
  const random = seeded('festival/book-market');
  return svg(800, 500, [
    rect(0, 0, 800, 500, 'url(#sky)'),
    rect(0, 380, 800, 120, '#d9c8a9'),
    tent(20, 390, 240, 250, ['#e4572e', '#fdf7ec']),
    tent(280, 390, 240, 250, ['#0b5a7a', '#fdf7ec']),
    tent(540, 390, 240, 250, ['#3d7a46', '#fdf7ec']),
    books(40, 385, 200, random, 40),
    books(300, 385, 200, random, 40),
    books(560, 385, 200, random, 40),
    rect(30, 385, 220, 10, '#7d5a3c'),
    rect(290, 385, 220, 10, '#7d5a3c'),
    rect(550, 385, 220, 10, '#7d5a3c'),
    crowd(450, 6, random, 1.1),
  ], { defs: [festivalSky] });
}

export function festivalBookExchange(): string {
  const random = seeded('festival/book-exchange');
  const stack = (x: number, count: number) => {
    const items: string[] = [];
    for (let index = 0; index < count; index += 1) items.push(rect(x + (random() - 0.5) * 16, 330 - index * 22, 130 + random() * 20, 20, pick(random, ['#b34700', '#0b5a7a', '#3d7a46', '#d69a1e', '#7a4f9a', '#8c6d46'] as const)));
    return g({}, ...items);
  };
  const hand = (x: number, flip: boolean) => path(flip ? d('M', x, 180, 'h', -90, 'q', -20, 0, -20, 20, 'q', 0, 20, 20, 20, 'h', 90, 'Z') : d('M', x, 180, 'h', 90, 'q', 20, 0, 20, 20, 'q', 0, 20, -20, 20, 'h', -90, 'Z'), '#e0ac84');
  return svg(800, 500, [
    rect(0, 0, 800, 500, '#f7f0e3'),
    rect(60, 350, 680, 24, '#8c6d46'),
    rect(90, 374, 20, 110, '#6b4f3a'),
    rect(690, 374, 20, 110, '#6b4f3a'),
    stack(100, 7),
    stack(560, 6),
    rect(330, 150, 140, 90, '#c23b5a'),
    rect(340, 160, 120, 70, '#fdf7ec'),
    hand(330, true),
    hand(470, false),
    rect(0, 0, 800, 90, '#e8dcc6'),
  ]);
}

export function festivalBookbinding(): string {
  return svg(800, 500, [
    rect(0, 0, 800, 500, '#efe6d6'),
    rect(40, 60, 720, 380, '#c9a77c'),
    rect(160, 130, 260, 230, '#3d7a46'),
    rect(290, 130, 130, 230, '#5c9e5a'),
    ...[0, 1, 2, 3, 4].map((index) => line(290, 160 + index * 44, 290, 180 + index * 44, '#fdf7ec', 5)),
    path(d('M', 420, 180, 'C', 500, 120, 560, 260, 620, 200), 'none', { stroke: '#c23b5a', 'stroke-width': 4 }),
    line(620, 200, 690, 150, '#c0c4c8', 4),
    ellipse(560, 360, 50, 40, '#c23b5a'),
    ellipse(560, 360, 30, 24, '#a02c48'),
    circle(230, 410, 24, 'none', { stroke: INK, 'stroke-width': 6 }),
    circle(290, 410, 24, 'none', { stroke: INK, 'stroke-width': 6 }),
    line(245, 392, 330, 320, INK, 6),
    line(275, 392, 200, 320, INK, 6),
  ]);
}

export function festivalAiPrescription(): string {
  return svg(800, 500, [
    rect(0, 0, 800, 500, '#e6f1f5'),
    rect(0, 380, 800, 120, '#b7ccd6'),
    rect(120, 90, 330, 260, INK, { rx: 24 }),
    rect(140, 110, 290, 220, '#f7fbfd', { rx: 10 }),
    rect(170, 140, 180, 50, '#0b5a7a', { rx: 16 }),
    rect(230, 210, 170, 50, '#d69a1e', { rx: 16 }),
    circle(196, 165, 6, '#fdf7ec'),
    circle(220, 165, 6, '#fdf7ec'),
    circle(244, 165, 6, '#fdf7ec'),
    poly([[520, 170], [660, 170], [680, 190], [680, 370], [520, 370]], '#fdf7ec', { stroke: '#7a4f9a', 'stroke-width': 4 }),
    rect(550, 230, 100, 10, '#7a4f9a'),
    rect(550, 260, 80, 10, '#7a4f9a'),
    rect(585, 290, 30, 60, '#c23b5a'),
    rect(570, 305, 60, 30, '#c23b5a'),
    rect(470, 340, 160, 40, '#b34700'),
    rect(470, 340, 160, 8, '#8a3600'),
  ]);
}

export function festivalYouthDebate(): string {
  const random = seeded('festival/youth-debate');
  const seats: string[] = [];
  let raised = '';
  for (let index = 0; index < 8; index += 1) {
    const angle = Math.PI + (index / 7) * Math.PI;
    const x = 400 + Math.cos(angle) * 260;
    const y = 250 + Math.sin(angle) * 110;
    seats.push(figure(x, y, 1.2, random));
    // The second speaker from the left asks for the floor.
    if (index === 1) raised = line(x + 20, y + 30, x + 34, y - 40, '#e0ac84', 10);
  }
  return svg(800, 500, [
    rect(0, 0, 800, 500, '#f2eee6'),
    ...seats,
    raised,
    ellipse(400, 320, 300, 110, '#7d5a3c'),
    ellipse(400, 310, 290, 100, '#c9a77c'),
    rect(330, 290, 60, 16, '#0b5a7a'),
    rect(420, 300, 60, 16, '#c23b5a'),
    figure(400, 430, 1.5, random, { back: true }),
    figure(220, 430, 1.4, random, { back: true }),
    figure(580, 430, 1.4, random, { back: true }),
  ]);
}

export function festivalClosingConcert(): string {
  const random = seeded('festival/closing-concert');
  const bulbs: string[] = [];
  for (let index = 0; index <= 16; index += 1) {
    const t = index / 16;
    bulbs.push(circle(40 + 720 * t, 60 + 120 * t * (1 - t), 7, '#ffe27a'));
  }
  const violin = (x: number, y: number, scale: number) =>
    g({}, ellipse(x, y, 22 * scale, 34 * scale, '#b5651d'), ellipse(x, y - 30 * scale, 16 * scale, 22 * scale, '#b5651d'), rect(x - 3 * scale, y - 90 * scale, 6 * scale, 60 * scale, INK));
  return svg(800, 500, [
    rect(0, 0, 800, 500, 'url(#sky)'),
    ...[[90, 50], [700, 40], [620, 110], [160, 130]].map(([x, y]) => poly(starPoints(x ?? 0, y ?? 0, 8), '#fff3c4')),
    path(d('M', 40, 60, 'Q', 400, 180, 760, 60), 'none', { stroke: INK, 'stroke-width': 2 }),
    ...bulbs,
    rect(120, 300, 560, 40, '#4a3426'),
    violin(230, 250, 1),
    violin(340, 250, 1),
    violin(460, 250, 1.2),
    violin(580, 240, 1.8),
    rect(0, 340, 800, 160, '#2b3b2c'),
    crowd(420, 9, random, 1.1),
  ], { defs: [eveningSky] });
}

// Climate: 600 × 400 ------------------------------------------------------------------------

export function climateGlacier(): string {
  return svg(600, 400, [
    rect(0, 0, 600, 400, 'url(#sky)'),
    rect(0, 280, 600, 120, '#2f79a8'),
    poly([[80, 280], [170, 110], [250, 170], [320, 90], [430, 280]], '#eaf6fb'),
    poly([[170, 110], [200, 200], [250, 170]], '#c6e3ef'),
    poly([[320, 90], [340, 200], [430, 280], [360, 280]], '#c6e3ef'),
    path(d('M', 300, 280, 'q', 6, 20, 0, 30, 'q', -6, -10, 0, -30, 'Z'), '#bfe3f2'),
    path(d('M', 380, 280, 'q', 6, 26, 0, 40, 'q', -6, -14, 0, -40, 'Z'), '#bfe3f2'),
    ellipse(500, 300, 50, 16, '#eaf6fb'),
    ellipse(500, 272, 34, 22, '#fbfbf7'),
    circle(526, 258, 14, '#fbfbf7'),
    circle(531, 254, 2.5, INK),
    rect(480, 286, 8, 18, '#fbfbf7'),
    rect(510, 286, 8, 18, '#fbfbf7'),
  ], { defs: [linear('sky', [[0, '#9fd0ea'], [1, '#e3f3fa']])] });
}

export function climateHeat(): string {
  const random = seeded('climate/heat');
  const buildings: string[] = [];
  let x = 10;
  while (x < 560) {
    const w = 50 + random() * 40;
    const h = 120 + random() * 140;
    buildings.push(rect(x, 360 - h, w, h, pick(random, ['#7d5a5a', '#8c6d6d', '#6b4f4f', '#9a7b6a'] as const)));
    for (let row = 340 - h + 20; row < 340; row += 30) buildings.push(rect(x + 10, row, w - 20, 10, '#f3c58a', { opacity: 0.8 }));
    x += w + 8;
  }
  const haze = [0, 1, 2].map((index) => path(d('M', 60 + index * 170, 120, 'q', 15, -15, 0, -30, 'q', -15, -15, 0, -30), 'none', { stroke: '#fbe2c8', 'stroke-width': 4 }));
  return svg(600, 400, [
    rect(0, 0, 600, 400, 'url(#sky)'),
    circle(470, 90, 56, '#e4572e'),
    ...haze,
    ...buildings,
    rect(0, 360, 600, 40, '#5a4444'),
    rect(540, 150, 24, 180, '#fdf7ec', { rx: 12 }),
    rect(546, 190, 12, 134, '#c23b5a', { rx: 6 }),
    circle(552, 336, 20, '#c23b5a'),
  ], { defs: [linear('sky', [[0, '#f28c4f'], [1, '#fbd8a8']])] });
}

export function climateSeaLevel(): string {
  const roof = (x: number, y: number, color: string) => g({}, poly([[x, y], [x + 50, y - 44], [x + 100, y]], color), rect(x + 10, y, 80, 26, '#efe2cc'));
  return svg(600, 400, [
    rect(0, 0, 600, 400, 'url(#sky)'),
    roof(60, 250, '#c23b5a'),
    roof(220, 236, '#0b5a7a'),
    roof(380, 256, '#b34700'),
    rect(0, 270, 600, 130, '#3b95c4', { opacity: 0.92 }),
    path(d('M', 0, 270, 'C', 100, 250, 200, 290, 300, 270, 'S', 500, 250, 600, 270, 'V', 290, 'H', 0, 'Z'), '#7fc4e0'),
    line(520, 120, 520, 270, '#8c6d46', 6),
    rect(500, 120, 40, 10, '#8c6d46'),
    ...[0, 1, 2, 3].map((index) => line(516, 150 + index * 30, 524, 150 + index * 30, '#fdf7ec', 3)),
    circle(90, 80, 30, '#fdf7ec', { opacity: 0.8 }),
    circle(120, 76, 36, '#fdf7ec', { opacity: 0.8 }),
  ], { defs: [linear('sky', [[0, '#a9b8c4'], [1, '#dde4ea']])] });
}

export function climateForest(): string {
  const random = seeded('climate/forest');
  const tree = (x: number, scale: number) => g({}, rect(x - 8 * scale, 300 - 60 * scale, 16 * scale, 60 * scale + 40, '#6b4f3a'), circle(x, 300 - 90 * scale, 56 * scale, pick(random, ['#3d7a46', '#2e6b3a', '#5c9e5a'] as const)), circle(x - 36 * scale, 300 - 60 * scale, 38 * scale, '#5c9e5a'), circle(x + 36 * scale, 300 - 62 * scale, 40 * scale, '#3d7a46'));
  const bird = (x: number, y: number) => path(d('M', x - 16, y, 'q', 8, -10, 16, 0, 'q', 8, -10, 16, 0), 'none', { stroke: INK, 'stroke-width': 3 });
  const butterfly = (x: number, y: number) => g({}, ellipse(x - 8, y, 9, 12, '#f3a712'), ellipse(x + 8, y, 9, 12, '#f3a712'), rect(x - 1.5, y - 10, 3, 20, INK));
  return svg(600, 400, [
    rect(0, 0, 600, 400, '#e7f4e3'),
    sun(80, 70, 34, '#ffd23f'),
    tree(150, 1.2),
    tree(330, 1.5),
    tree(490, 1.1),
    rect(0, 330, 600, 70, '#88c07f'),
    bird(240, 70),
    bird(280, 96),
    butterfly(420, 330),
    path(d('M', 250, 360, 'v', -24, 'q', -14, -6, -20, -22, 'q', 16, 0, 20, 16, 'q', 4, -18, 22, -20, 'q', -4, 18, -22, 26, 'Z'), '#2e6b3a'),
  ]);
}

export function climateEveryday(): string {
  const wheel = (x: number) => g({}, circle(x, 320, 40, 'none', { stroke: INK, 'stroke-width': 6 }), circle(x, 320, 5, INK));
  return svg(600, 400, [
    rect(0, 0, 600, 400, '#f4f1e8'),
    poly([[300, 60], [420, 150], [180, 150]], '#7d5a3c'),
    poly([[240, 105], [300, 64], [360, 105], [330, 128], [270, 128]], '#2f4f6f'),
    ...[0, 1, 2].map((index) => line(262 + index * 30, 108, 262 + index * 30, 126, '#9fc3dd', 2)),
    rect(200, 150, 200, 90, '#efe2cc'),
    rect(280, 180, 40, 60, '#7d5a3c'),
    wheel(90),
    wheel(230),
    path(d('M', 90, 320, 'L', 140, 250, 'H', 200, 'L', 230, 320, 'M', 140, 250, 'L', 160, 320, 'H', 90, 'M', 200, 250, 'L', 190, 230, 'h', 20), 'none', { stroke: '#3d7a46', 'stroke-width': 6, 'stroke-linejoin': 'round' }),
    path(d('M', 380, 260, 'h', 110, 'l', -12, 100, 'h', -86, 'Z'), '#d69a1e'),
    path(d('M', 405, 260, 'q', 30, -50, 60, 0), 'none', { stroke: '#8a5a12', 'stroke-width': 6 }),
    rect(520, 250, 44, 110, '#0b5a7a', { rx: 10 }),
    rect(520, 240, 44, 16, INK, { rx: 4 }),
    rect(0, 360, 600, 40, '#c9b79c'),
  ]);
}
