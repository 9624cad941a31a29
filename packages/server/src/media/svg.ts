import { escapeHtml } from '../seed/escapeHtml';

/** Text for SVG content and attributes: XML entities for `& < > " '`. */
export const xml = escapeHtml;

type Attrs = Record<string, string | number | undefined>;

const attrs = (values: Attrs) =>
  Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([name, value]) => `${name}="${xml(String(value))}"`)
    .join(' ');

/** An SVG element; `children` are trusted markup built by these helpers. */
export const el = (name: string, values: Attrs, children = '') => {
  const open = [name, attrs(values)].filter(Boolean).join(' ');
  return children ? `<${open}>${children}</${name}>` : `<${open}/>`;
};

export const rect = (
  x: number,
  y: number,
  width: number,
  height: number,
  fill: string,
  rx = 0,
  extra: Attrs = {},
) => el('rect', { x, y, width, height, rx: rx || undefined, fill, ...extra });

export const circle = (cx: number, cy: number, r: number, fill: string, extra: Attrs = {}) =>
  el('circle', { cx, cy, r, fill, ...extra });

export const path = (d: string, fill: string, extra: Attrs = {}) =>
  el('path', { d, fill, ...extra });

/** Text, escaped. */
export const text = (x: number, y: number, content: string, extra: Attrs = {}) =>
  el('text', { x, y, 'font-family': 'Helvetica, Arial, sans-serif', ...extra }, xml(content));

/** A whole SVG document: no scripts, no external references, no foreign objects. */
export const svgDocument = (width: number, height: number, title: string, body: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${xml(title)}"><title>${xml(title)}</title>${body}</svg>`;

/** Shortens text to `max` characters with an ellipsis. */
export const clip = (value: string, max: number) =>
  value.length > max ? `${value.slice(0, max - 1)}…` : value;
