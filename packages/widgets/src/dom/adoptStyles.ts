/** Options of `adoptStyles`. */
export interface AdoptStylesOptions {
  /**
   * The host page's CSP nonce, put on fallback `<style>` elements so a strict `style-src`
   * (no `'unsafe-inline'`) allows them. Constructable stylesheets need none.
   */
  nonce?: string;
}

type SheetConstructor = typeof CSSStyleSheet;

// One sheet per CSS text and per realm (a constructed sheet may only be adopted in the document
// of its own realm), shared by every shadow root that uses it.
const sheets = new WeakMap<SheetConstructor, Map<string, CSSStyleSheet>>();

function sheetConstructor(root: ShadowRoot): SheetConstructor | undefined {
  if (!('adoptedStyleSheets' in root)) return undefined;
  const view = root.ownerDocument.defaultView;
  const Sheet = view ? view.CSSStyleSheet : undefined;
  return typeof Sheet === 'function' && typeof Sheet.prototype.replaceSync === 'function'
    ? Sheet
    : undefined;
}

function sheetFor(Sheet: SheetConstructor, cssText: string): CSSStyleSheet {
  let cache = sheets.get(Sheet);
  if (!cache) {
    cache = new Map();
    sheets.set(Sheet, cache);
  }
  let sheet = cache.get(cssText);
  if (!sheet) {
    sheet = new Sheet();
    sheet.replaceSync(cssText);
    cache.set(cssText, sheet);
  }
  return sheet;
}

const STYLE_MARK = 'data-sk-style';

/**
 * Applies CSS to a shadow root without `innerHTML` or inline-style permissions (strict CSP,
 * Trusted Types): constructable stylesheets when the browser has them (one sheet per CSS text,
 * shared across roots), else `<style>` elements carrying the nonce, their text set through
 * `textContent`. Adopting the same text twice does not duplicate it. Returns a function that
 * removes what this call added.
 *
 * @example
 * const remove = adoptStyles(element.attachShadow({ mode: 'open' }), [baseCss, css], { nonce });
 */
export function adoptStyles(
  root: ShadowRoot,
  css: string | readonly string[],
  options: AdoptStylesOptions = {},
): () => void {
  const texts = [...new Set(typeof css === 'string' ? [css] : css)].filter((text) => text !== '');
  const Sheet = sheetConstructor(root);
  if (Sheet) {
    const added = texts.map((text) => sheetFor(Sheet, text));
    root.adoptedStyleSheets = [
      ...root.adoptedStyleSheets.filter((sheet) => !added.includes(sheet)),
      ...added,
    ];
    return () => {
      root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => !added.includes(sheet));
    };
  }

  const existing = Array.from(root.children).filter(
    (child): child is HTMLStyleElement =>
      child.localName === 'style' && child.hasAttribute(STYLE_MARK),
  );
  const styles = texts
    .filter((text) => !existing.some((style) => style.textContent === text))
    .map((text) => {
      const style = root.ownerDocument.createElement('style');
      style.setAttribute(STYLE_MARK, '');
      if (options.nonce) style.setAttribute('nonce', options.nonce);
      style.textContent = text;
      return style;
    });
  // After the styles already there, before any content, so later sheets win ties as they would
  // in `adoptedStyleSheets`.
  const last = existing.at(-1);
  if (last) last.after(...styles);
  else root.prepend(...styles);
  return () => {
    for (const style of styles) style.remove();
  };
}
