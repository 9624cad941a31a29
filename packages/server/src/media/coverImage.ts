import type { ProductShape } from '../seed/catalog/types';
import { seedOf } from '../seed/random';
import { shade, tonesOf } from './colors';
import { drawShape, SHAPES } from './drawShape';
import { circle, el, path, rect, svgDocument } from './svg';

/** Shapes for an image without a product: chosen by a stable hash of its id. */
export function shapesFor(id: string, count: number): ProductShape[] {
  const start = seedOf(id);
  return Array.from(
    { length: count },
    (_, i) => SHAPES[(start + i * 7) % SHAPES.length] as ProductShape,
  );
}

/**
 * Wide art without text (the page renders title and subtitle on top): a gradient from `from`
 * to `to`, soft circles and a few products on the right.
 */
export function coverSvg(options: {
  width: number;
  height: number;
  title: string;
  from: string;
  to: string;
  shapes: readonly ProductShape[];
}): string {
  const { width, height, title, from, to, shapes } = options;
  // The products share the right half, overlapping a little when it is narrow.
  const available = width * 0.47;
  const count = Math.max(shapes.length, 1);
  const scale = Math.min(height * 0.5, (available / count) * 1.3) / 400;
  const step = count > 1 ? (available - 400 * scale) / (count - 1) : 0;
  const tones = tonesOf(shade(to, 0.45));
  const products = shapes
    .map((shape, i) => {
      const x = width * 0.5 + i * step;
      const y = height * (i % 2 ? 0.42 : 0.14);
      return el(
        'g',
        { transform: `translate(${x.toFixed(0)} ${y.toFixed(0)}) scale(${scale.toFixed(3)})` },
        drawShape(shape, tones),
      );
    })
    .join('');
  return svgDocument(
    width,
    height,
    title,
    el(
      'defs',
      {},
      el(
        'linearGradient',
        { id: 'bg', x1: 0, y1: 0, x2: 1, y2: 1 },
        el('stop', { offset: 0, 'stop-color': from }) + el('stop', { offset: 1, 'stop-color': to }),
      ),
    ) +
      rect(0, 0, width, height, 'url(#bg)') +
      circle(width * 0.1, height * 0.9, height * 0.5, '#FFFFFF', { opacity: 0.05 }) +
      circle(width * 0.75, height * 0.1, height * 0.6, '#FFFFFF', { opacity: 0.06 }) +
      path(
        `M0 ${height * 0.8} C ${width * 0.3} ${height * 0.6}, ${width * 0.6} ${height}, ${width} ${height * 0.75}`,
        'none',
        {
          stroke: '#FFFFFF',
          'stroke-width': 2,
          opacity: 0.15,
        },
      ) +
      products,
  );
}
