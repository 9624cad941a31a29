/**
 * The computed properties of a box's edges (padding, border widths, style and radius) that the
 * browser tests compare between a plain page and a hostile one: a page's rules must change none
 * of them inside a widget, nor on a card's slotted picture.
 */
export const BOX_EDGES = [
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'border-top-style',
  'border-top-left-radius',
] as const;
