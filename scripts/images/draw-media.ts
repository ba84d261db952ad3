/**
 * The main page's moving picture, 경기도서관의 하루, as an animated SVG (CSS keyframes inside the
 * file): a day from sunrise to the first stars in 12 s, three rounds, then it rests on its last
 * frame. Every animated shape's own attributes are that last frame, so `animation: none` (the
 * reduced-motion rule inside the file) and the still (`animated: false`) are the same picture.
 */
import { INK, figure } from './draw-scenes';
import { circle, d, g, line, linear, path, poly, rect, seeded, starPoints, svg } from './svg';

const WIDTH = 960;
const HEIGHT = 540;

const STYLE = [
  '.a{animation-duration:12s;animation-iteration-count:3;animation-fill-mode:both;animation-timing-function:ease-in-out}',
  '.dusk{animation-name:dusk}@keyframes dusk{0%{opacity:.7}15%,65%{opacity:0}100%{opacity:1}}',
  '.stars{animation-name:stars}@keyframes stars{0%,80%{opacity:0}100%{opacity:1}}',
  '.sun{animation-name:sun}@keyframes sun{0%{transform:translate(0,300px)}30%,60%{transform:translate(0,0)}90%,100%{transform:translate(0,300px)}}',
  '.l1{animation-name:l1}@keyframes l1{0%,55%{opacity:0}62%,100%{opacity:1}}',
  '.l2{animation-name:l2}@keyframes l2{0%,66%{opacity:0}73%,100%{opacity:1}}',
  '.l3{animation-name:l3}@keyframes l3{0%,77%{opacity:0}84%,100%{opacity:1}}',
  ...[0, 1, 2, 3, 4].map((index) => {
    const start = 18 + index * 8;
    return `.b${index}{animation-name:b${index}}@keyframes b${index}{0%,${start}%{transform:translate(${-260 + index * 40}px,150px);opacity:0}${start + 2}%{opacity:1}${start + 12}%,100%{transform:translate(0,0);opacity:1}}`;
  }),
  '.w{animation-timing-function:linear}',
  '.wr{animation-name:wr}@keyframes wr{0%{transform:translate(-620px,0)}100%{transform:translate(0,0)}}',
  '.wl{animation-name:wl}@keyframes wl{0%{transform:translate(560px,0)}100%{transform:translate(0,0)}}',
  '@media (prefers-reduced-motion:reduce){.a{animation:none}}',
].join('');

export function mainVideo(animated: boolean): string {
  const random = seeded('media/main-video');
  const cls = (name: string): string | undefined => (animated ? `a ${name}` : undefined);
  const windows: string[] = [];
  const lights = ['l1', 'l2', 'l3'] as const;
  for (let row = 0; row < 3; row += 1) {
    for (let col = 0; col < 8; col += 1) {
      const x = 262 + col * 56;
      const y = 150 + row * 58;
      windows.push(rect(x, y, 44, 44, '#9fcbe0'), rect(x, y, 44, 44, '#ffd97a', { class: cls(lights[(row + col * 2 + Math.floor(random() * 3)) % 3] ?? 'l1') }));
    }
  }
  const shelfBooks: string[] = [];
  for (let index = 0; index < 5; index += 1) {
    const x = 560 + index * 26;
    shelfBooks.push(rect(x, 356, 18, 40, ['#b34700', '#0b5a7a', '#3d7a46', '#7a4f9a', '#c23b5a'][index] ?? '#b34700', { class: cls(`b${index}`) }));
  }
  const walkers = [
    g({ class: cls('w wr') }, figure(160, 420, 1.1, random)),
    g({ class: cls('w wl') }, figure(800, 424, 1.15, random)),
    g({ class: cls('w wr') }, figure(90, 430, 0.8, random)),
    g({ class: cls('w wl') }, figure(880, 418, 1.05, random)),
  ];
  const stars = [[90, 60], [200, 120], [330, 50], [620, 70], [760, 40], [880, 110], [480, 30]].map(([x, y]) => poly(starPoints(x ?? 0, y ?? 0, 7), '#fff3c4'));
  const body = [
    rect(0, 0, WIDTH, HEIGHT, 'url(#day)'),
    circle(800, 140, 50, '#ffd23f', { class: cls('sun'), transform: animated ? undefined : 'translate(0 300)' }),
    rect(0, 0, WIDTH, HEIGHT, 'url(#dusk)', { class: cls('dusk') }),
    g({ class: cls('stars') }, ...stars),
    path(d('M', 0, 330, 'Q', 160, 260, 320, 320, 'T', 640, 310, 'T', 960, 300, 'V', 440, 'H', 0, 'Z'), '#5c8f6a'),
    // The library: a wide hall of glass under a long roof.
    rect(230, 110, 500, 300, '#e8e2d6'),
    rect(210, 96, 540, 20, INK),
    ...windows,
    rect(250, 330, 460, 80, '#cfe3ea'),
    rect(540, 396, 150, 6, '#8c6d46'),
    ...shelfBooks,
    rect(430, 340, 100, 70, '#0b5a7a'),
    line(480, 340, 480, 410, '#e6f1f5', 3),
    rect(0, 410, WIDTH, 130, '#d9cfbf'),
    rect(0, 410, WIDTH, 8, '#b9ac97'),
    // A book cart by the door.
    rect(300, 440, 90, 36, '#b34700'),
    circle(312, 482, 8, INK),
    circle(378, 482, 8, INK),
    ...walkers,
  ];
  return svg(WIDTH, HEIGHT, body, {
    style: animated ? STYLE : undefined,
    defs: [linear('day', [[0, '#9fd0ea'], [1, '#eef8fc']]), linear('dusk', [[0, '#1e2a5a'], [0.7, '#6a4c7d'], [1, '#e88d5a']])],
  });
}
