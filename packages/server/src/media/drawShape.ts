import type { ProductShape } from '../seed/catalog/types';
import type { Tones } from './colors';
import { PLAIN_LOOK, type ProductLook } from './productLook';
import { circle, el, path, rect } from './svg';

const METAL = '#9CA3AF';
const STEEL = '#D1D5DB';
const DARK = '#1F2937';
const GREEN = '#22C55E';
const AMBER = '#F59E0B';

const repeat = (count: number, draw: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => draw(i)).join('');

const screws = (x: number, y: number, count: number, gap: number) =>
  repeat(count, (i) => circle(x + i * gap, y, 6, STEEL, { stroke: METAL, 'stroke-width': 2 }));

const DRAW: Record<ProductShape, (t: Tones, look: ProductLook) => string> = {
  prox: (t, look) =>
    rect(70, 165, 210, 60, look.metal ? STEEL : METAL, 6) +
    repeat(18, (i) => rect(78 + i * 11, 165, 4, 60, '#6B7280')) +
    rect(280, 160, 40, 70, t.base, 8) +
    rect(40, 172, 34, 46, DARK, 6) +
    circle(300, 175, 6, look.led) +
    (look.plug
      ? rect(14, 180, 28, 30, STEEL, 4, { stroke: METAL, 'stroke-width': 3 }) +
        repeat(3, (i) => rect(6, 184 + i * 9, 10, 4, METAL))
      : path('M40 195 C 10 195, 20 260, 60 270', 'none', { stroke: DARK, 'stroke-width': 10 })),
  photo: (t) =>
    rect(120, 110, 160, 190, t.base, 14) +
    rect(140, 130, 120, 70, DARK, 10) +
    circle(175, 165, 20, '#374151') +
    circle(225, 165, 20, '#374151') +
    circle(175, 165, 9, '#EF4444', { opacity: 0.8 }) +
    circle(150, 230, 6, AMBER) +
    circle(170, 230, 6, GREEN) +
    rect(185, 300, 30, 40, METAL, 4),
  gauge: (t) =>
    circle(200, 120, 62, t.base) +
    circle(200, 120, 46, '#F9FAFB') +
    path('M200 120 L232 96', 'none', { stroke: '#EF4444', 'stroke-width': 5 }) +
    rect(178, 180, 44, 80, STEEL, 4) +
    path('M170 260 h60 l10 20 l-10 20 h-60 l-10 -20 z', METAL) +
    rect(188, 300, 24, 30, '#6B7280'),
  encoder: (t) =>
    circle(190, 200, 95, t.base) +
    circle(190, 200, 75, t.dark) +
    circle(190, 200, 20, STEEL) +
    rect(190, 192, 140, 16, METAL, 3) +
    rect(150, 300, 80, 20, DARK, 4),
  limit: (t, look) =>
    rect(130, 160, 140, 150, look.metal ? METAL : t.base, 10) +
    rect(150, 180, 100, 60, t.light, 6) +
    rect(185, 120, 30, 45, METAL, 4) +
    path('M200 125 L300 70', 'none', {
      stroke: METAL,
      'stroke-width': 12,
      'stroke-linecap': 'round',
    }) +
    circle(300, 70, 22, DARK) +
    circle(300, 70, 9, STEEL) +
    rect(180, 310, 40, 20, DARK, 3),
  button: (t) =>
    circle(200, 200, 110, '#E5E7EB', { stroke: METAL, 'stroke-width': 6 }) +
    circle(200, 200, 82, t.dark) +
    circle(200, 200, 70, t.base) +
    circle(180, 175, 18, '#FFFFFF', { opacity: 0.35 }),
  lamp: (t) =>
    circle(200, 200, 110, '#E5E7EB', { stroke: METAL, 'stroke-width': 6 }) +
    circle(200, 200, 80, t.base, { opacity: 0.9 }) +
    circle(200, 200, 55, t.light, { opacity: 0.6 }) +
    circle(200, 200, 25, '#FFFFFF', { opacity: 0.7 }),
  relay: (t, look) => {
    const pins = Math.max(2, Math.min(8, look.units));
    const gap = 88 / pins;
    return (
      rect(120, 90, 160, 200, t.light, 12, { stroke: t.base, 'stroke-width': 6, opacity: 0.95 }) +
      rect(150, 130, 100, 70, '#B45309', 8) +
      repeat(6, (i) => rect(152, 136 + i * 11, 96, 4, '#92400E')) +
      rect(150, 215, 100, 40, METAL, 4) +
      circle(262, 110, 6, look.led) +
      rect(150, 290, 100, 20, DARK, 3) +
      repeat(pins, (i) => rect(156 + i * gap + (gap - 8) / 2, 310, 8, 24, STEEL))
    );
  },
  plc: (t, look) =>
    rect(60, 110, 280, 190, '#F3F4F6', 10, { stroke: METAL, 'stroke-width': 4 }) +
    rect(60, 110, 280, 36, t.base, 10) +
    screws(82, 128, 11, 24) +
    rect(80, 165, 120, 70, DARK, 6) +
    repeat(8, (i) =>
      circle(225 + (i % 4) * 24, 180 + Math.floor(i / 4) * 26, 7, i % 3 ? look.led : AMBER),
    ) +
    rect(60, 264, 280, 36, t.dark, 10) +
    screws(82, 282, 11, 24),
  io: (t, look) => {
    const channels = Math.max(2, Math.min(8, look.units));
    return (
      rect(140, 80, 120, 240, '#F3F4F6', 8, { stroke: METAL, 'stroke-width': 4 }) +
      rect(140, 80, 120, 30, t.base, 8) +
      repeat(channels, (i) => circle(165, 135 + i * 20, 6, look.led)) +
      repeat(channels, (i) => rect(185, 128 + i * 20, 56, 14, STEEL, 2)) +
      rect(140, 290, 120, 30, t.dark, 8)
    );
  },
  hmi: (t) =>
    rect(50, 90, 300, 220, t.dark, 16) +
    rect(70, 110, 260, 165, '#0F172A', 6) +
    rect(85, 125, 110, 60, t.base, 4) +
    repeat(5, (i) => rect(215, 135 + i * 26, 100, 14, i % 2 ? '#334155' : '#475569', 3)) +
    path('M85 255 L120 220 L150 235 L185 200 L195 205', 'none', {
      stroke: GREEN,
      'stroke-width': 4,
    }) +
    circle(200, 292, 6, GREEN),
  drive: (t) =>
    rect(120, 70, 160, 260, '#F3F4F6', 10, { stroke: METAL, 'stroke-width': 4 }) +
    rect(120, 70, 160, 50, t.base, 10) +
    rect(145, 140, 110, 50, DARK, 6) +
    el(
      'text',
      {
        x: 200,
        y: 174,
        'text-anchor': 'middle',
        'font-family': 'Courier, monospace',
        'font-size': 24,
        fill: GREEN,
      },
      '50.00',
    ) +
    repeat(4, (i) => circle(160 + i * 27, 215, 9, i === 0 ? t.base : '#6B7280')) +
    repeat(7, (i) => rect(130 + i * 21, 250, 12, 70, '#9CA3AF', 2)),
  motor: (t) =>
    rect(80, 130, 70, 140, t.dark, 8) +
    rect(150, 145, 170, 110, t.base, 12) +
    repeat(6, (i) => rect(165 + i * 26, 145, 10, 110, t.dark, 2)) +
    rect(30, 188, 50, 24, STEEL, 4) +
    rect(260, 110, 40, 35, DARK, 4) +
    circle(280, 127, 8, METAL),
  cable: (t) =>
    circle(200, 200, 90, 'none', { stroke: t.base, 'stroke-width': 16 }) +
    circle(200, 200, 66, 'none', { stroke: t.dark, 'stroke-width': 16 }) +
    circle(200, 200, 42, 'none', { stroke: t.base, 'stroke-width': 16 }) +
    rect(270, 280, 70, 30, METAL, 6) +
    rect(330, 284, 30, 22, STEEL, 4) +
    rect(60, 90, 60, 28, DARK, 6),
  curtain: (t) =>
    rect(70, 60, 40, 280, t.base, 8) +
    rect(290, 60, 40, 280, t.base, 8) +
    repeat(12, (i) =>
      path(`M110 ${80 + i * 22} H290`, 'none', {
        stroke: '#EF4444',
        'stroke-width': 3,
        opacity: 0.55,
      }),
    ) +
    repeat(12, (i) => circle(100, 80 + i * 22, 4, '#FCA5A5')) +
    rect(78, 70, 24, 14, DARK, 3) +
    rect(298, 70, 24, 14, DARK, 3),
  valve: (t) =>
    rect(90, 200, 220, 80, METAL, 8) +
    repeat(5, (i) => circle(120 + i * 40, 300, 12, DARK)) +
    rect(110, 110, 90, 90, t.base, 8) +
    rect(200, 130, 80, 70, DARK, 6) +
    circle(240, 165, 10, AMBER) +
    rect(120, 80, 70, 30, DARK, 4),
  cylinder: (t) =>
    rect(70, 160, 220, 80, STEEL, 8, { stroke: METAL, 'stroke-width': 4 }) +
    rect(60, 150, 40, 100, t.base, 6) +
    rect(270, 150, 40, 100, t.base, 6) +
    rect(310, 190, 70, 20, '#E5E7EB', 4, { stroke: METAL, 'stroke-width': 2 }) +
    circle(80, 140, 8, DARK) +
    circle(290, 140, 8, DARK),
  frl: (t) =>
    rect(110, 90, 180, 70, t.base, 8) +
    rect(80, 110, 30, 30, METAL, 3) +
    rect(290, 110, 30, 30, METAL, 3) +
    circle(200, 70, 28, DARK) +
    path('M140 160 H260 L240 300 H160 Z', t.light, {
      stroke: METAL,
      'stroke-width': 4,
      opacity: 0.9,
    }) +
    circle(335, 125, 26, '#F9FAFB', { stroke: DARK, 'stroke-width': 4 }),
  fitting: (t) =>
    path('M130 240 h70 l12 24 l-12 24 h-70 l-12 -24 z', METAL) +
    rect(150, 150, 40, 90, STEEL) +
    rect(190, 120, 110, 50, STEEL, 6) +
    rect(300, 114, 30, 62, t.base, 6) +
    rect(330, 126, 50, 38, t.light, 4, { stroke: t.base, 'stroke-width': 3 }),
  psu: (t, look) =>
    rect(110, 70, 180, 260, '#E5E7EB', 10, { stroke: METAL, 'stroke-width': 4 }) +
    rect(110, 70, 180, 40, t.base, 10) +
    repeat(9, (i) => rect(135, 130 + i * 12, 130, 5, '#9CA3AF', 2)) +
    circle(150, 260, 8, look.led) +
    circle(190, 260, 12, DARK) +
    screws(140, 300, 6, 24),
  terminal: (t, look) => {
    const blocks = Math.max(3, Math.min(7, look.units));
    const left = 200 - (blocks * 42) / 2;
    return (
      rect(40, 250, 320, 24, METAL, 3) +
      repeat(
        blocks,
        (i) =>
          rect(left + 3 + i * 42, 110, 36, 170, t.base, 4, {
            stroke: t.dark,
            'stroke-width': 2,
          }) +
          circle(left + 21 + i * 42, 140, 9, STEEL) +
          circle(left + 21 + i * 42, 240, 9, STEEL),
      )
    );
  },
  connector: (t) =>
    rect(100, 110, 200, 150, METAL, 14) +
    rect(120, 260, 160, 60, t.base, 10) +
    rect(180, 60, 40, 50, DARK, 8) +
    path('M95 180 C 60 180, 60 240, 110 250', 'none', { stroke: t.dark, 'stroke-width': 12 }) +
    repeat(6, (i) => circle(150 + (i % 3) * 50, 160 + Math.floor(i / 3) * 50, 9, DARK)),
  contactor: (t) =>
    rect(110, 80, 180, 240, '#F3F4F6', 12, { stroke: METAL, 'stroke-width': 4 }) +
    screws(140, 105, 3, 60) +
    screws(140, 295, 3, 60) +
    rect(150, 150, 100, 110, t.base, 8) +
    rect(185, 175, 30, 60, t.light, 4),
  breaker: (t, look) => {
    const poles = Math.max(1, Math.min(4, look.units));
    const left = 200 - (poles * 75 - 5) / 2;
    return repeat(
      poles,
      (i) =>
        rect(left + i * 75, 70, 70, 260, '#F9FAFB', 6, { stroke: METAL, 'stroke-width': 3 }) +
        rect(left + 18 + i * 75, 170, 34, 70, DARK, 4) +
        rect(left + 22 + i * 75, 176, 26, 30, t.base, 3) +
        circle(left + 35 + i * 75, 95, 7, STEEL) +
        circle(left + 35 + i * 75, 305, 7, STEEL),
    );
  },
};

/**
 * The drawing of a product shape in a 400 x 400 box, in the brand's tones, with a product's
 * own details (`look`: poles, channels, light colour, housing, plug); the family's plain
 * drawing without one.
 */
export const drawShape = (shape: ProductShape, tones: Tones, look: ProductLook = PLAIN_LOOK) =>
  DRAW[shape](tones, look);

/** Every shape the catalogue uses. */
export const SHAPES = Object.keys(DRAW) as ProductShape[];
