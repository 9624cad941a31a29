import { THEME_PROPERTIES } from '../shared/theme';
import { adoptStyles } from './adoptStyles';

/** The page's overlay element: one per page, the last child of `<body>`. */
export const OVERLAY_LAYER_TAG = 'sk-overlays';

/**
 * The layer's own rules. `!important` in a shadow root's `:host` beats the page's rules on the
 * host, `!important` ones included (CSS Cascade 5, "context"), so no page rule (`* { display:
 * none !important }`, `[hidden]`, `body > *`) can hide it or give it a box: `display: contents`
 * leaves only its children, the dialogs, which the browser's top layer shows above the page.
 */
const layerCss = `:host { all: initial !important; display: contents !important; }`;

// Under a registered symbol, so a second copy of the bundle on the page finds the same layer.
const LAYER_KEY: unique symbol = Symbol.for('storefront-kit.overlay-layer');
type LayerDocument = Document & { [LAYER_KEY]?: HTMLElement };

/**
 * The page's one overlay layer: an `<sk-overlays>` element appended to `<body>` with an open
 * shadow root, where every widget's dialogs and drawers render (the sign-in modal, the cart
 * drawer, the quick view, the quote modal). There the host page's layout cannot hide them: a
 * widget inside a collapsed navbar (`display: none`) still opens a visible modal, instead of a
 * modal dialog that makes the whole page inert while nothing shows. Created on first use,
 * appended again if the page's own script removed it.
 */
export function getOverlayLayer(doc: Document, nonce?: string): ShadowRoot {
  const page = doc as LayerDocument;
  let layer = page[LAYER_KEY];
  if (!layer) {
    layer = doc.createElement(OVERLAY_LAYER_TAG);
    const root = layer.attachShadow({ mode: 'open' });
    adoptStyles(root, layerCss, { nonce });
    page[LAYER_KEY] = layer;
  }
  if (!layer.isConnected) (doc.body ?? doc.documentElement).append(layer);
  return layer.shadowRoot as ShadowRoot;
}

/**
 * Makes what a widget's shadow root styles also style the layer: its sheets (shared
 * constructable sheets, or copies of its `<style>` elements) are adopted by the layer, once.
 */
export function mirrorStyles(from: ShadowRoot, to: ShadowRoot, nonce?: string): void {
  if ('adoptedStyleSheets' in from && from.adoptedStyleSheets.length) {
    const present = new Set(to.adoptedStyleSheets);
    to.adoptedStyleSheets = [
      ...to.adoptedStyleSheets,
      ...from.adoptedStyleSheets.filter((sheet) => !present.has(sheet)),
    ];
  }
  const texts = [...from.querySelectorAll('style[data-sk-style]')].map(
    (style) => style.textContent ?? '',
  );
  if (texts.length) adoptStyles(to, texts, { nonce });
}

/**
 * Carries the theme of the widget that opens an overlay to the overlay's container: the
 * documented custom properties as the widget's element computes them (the page may set them on
 * that element only, e.g. `sk-cart-button { --sk-color-primary: #8a1c1c }`) and its `data-theme`.
 */
export function carryTheme(from: ShadowRoot, to: HTMLElement): void {
  const view = from.ownerDocument.defaultView;
  const computed = view?.getComputedStyle(from.host);
  for (const property of Object.keys(THEME_PROPERTIES)) {
    const value = computed?.getPropertyValue(property).trim();
    if (value) to.style.setProperty(property, value);
    else to.style.removeProperty(property);
  }
  const theme = from.querySelector<HTMLElement>('.sk-root')?.dataset.theme;
  if (theme) to.dataset.theme = theme;
  else delete to.dataset.theme;
}
