import { tonesOf } from './colors';
import { brandColor } from './productImage';
import { circle, clip, rect, svgDocument, text } from './svg';

/** A 320 x 96 wordmark tile for a brand: its initial in a badge and its name. */
export function brandLogoSvg(title: string): string {
  const tones = tonesOf(brandColor(title));
  // Bold Helvetica is about 0.62 em wide per character; 226 px are left for the name.
  const size = Math.round(Math.min(30, 226 / (Math.min(title.length, 22) * 0.62)));
  return svgDocument(
    320,
    96,
    `${title} logo`,
    rect(0, 0, 320, 96, '#FFFFFF', 12) +
      circle(44, 48, 26, tones.base) +
      text(44, 57, title.charAt(0).toUpperCase(), {
        'font-size': 26,
        'font-weight': 700,
        'text-anchor': 'middle',
        fill: '#FFFFFF',
      }) +
      text(82, 48 + size / 3, clip(title, 22), {
        'font-size': size,
        'font-weight': 700,
        fill: tones.dark,
      }) +
      rect(82, 70, 60, 4, tones.base, 2),
  );
}
