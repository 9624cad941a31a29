import { colorFor } from './colors';
import { circle, svgDocument, text } from './svg';

/** Initials of a name or slug (`asha-verma` → `AV`). */
export function initialsOf(name: string): string {
  const words = name.split(/[\s._-]+/).filter(Boolean);
  const letters = words.length > 1 ? [words[0], words[words.length - 1]] : words;
  return letters.map((word) => (word ?? '').charAt(0).toUpperCase()).join('') || '?';
}

/** A 128 x 128 round avatar with initials on a colour of the name. */
export function avatarSvg(name: string): string {
  return svgDocument(
    128,
    128,
    name,
    circle(64, 64, 64, colorFor(name)) +
      text(64, 78, initialsOf(name), {
        'font-size': 44,
        'font-weight': 700,
        'text-anchor': 'middle',
        fill: '#FFFFFF',
      }),
  );
}
