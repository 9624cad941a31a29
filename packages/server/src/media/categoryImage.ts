import type { ProductShape } from '../seed/catalog/types';
import { colorFor, tonesOf } from './colors';
import { drawShape } from './drawShape';
import { circle, el, rect, svgDocument } from './svg';

/** A 600 x 400 card image for a category: its main kind of product and two others. */
export function categorySvg(name: string, shapes: readonly ProductShape[]): string {
  const tones = tonesOf(colorFor(name));
  const [main = 'io', ...others] = shapes;
  const small = others
    .slice(0, 2)
    .map((shape, i) =>
      el(
        'g',
        { transform: `translate(${i === 0 ? 20 : 420} 190) scale(0.4)` },
        drawShape(shape, tones),
      ),
    )
    .join('');
  return svgDocument(
    600,
    400,
    name,
    rect(0, 0, 600, 400, tones.light) +
      circle(300, 200, 170, '#FFFFFF', { opacity: 0.7 }) +
      el('g', { transform: 'translate(150 50) scale(0.75)' }, drawShape(main, tones)) +
      small,
  );
}

/** A 96 x 96 round icon for a category. */
export function categoryIconSvg(name: string, shape: ProductShape): string {
  const tones = tonesOf(colorFor(name));
  return svgDocument(
    96,
    96,
    `${name} icon`,
    circle(48, 48, 48, tones.light) +
      el('g', { transform: 'translate(8 8) scale(0.2)' }, drawShape(shape, tones)),
  );
}
