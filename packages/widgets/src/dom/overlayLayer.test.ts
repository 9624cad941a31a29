import { afterEach, describe, expect, it } from 'vitest';
import { adoptStyles } from './adoptStyles';
import { carryTheme, getOverlayLayer, mirrorStyles, OVERLAY_LAYER_TAG } from './overlayLayer';

const cssOf = (root: ShadowRoot) =>
  [
    ...(root.adoptedStyleSheets ?? []).flatMap((sheet) =>
      Array.from(sheet.cssRules, (rule) => rule.cssText),
    ),
    ...Array.from(root.querySelectorAll('style'), (style) => style.textContent ?? ''),
  ].join('\n');

afterEach(() => {
  document.body.replaceChildren();
  document.head.replaceChildren();
});

describe('the page overlay layer', () => {
  it('is one <sk-overlays> per page, the last child of <body>, appended again if removed', () => {
    const first = getOverlayLayer(document);
    expect(getOverlayLayer(document)).toBe(first);
    expect(document.querySelectorAll(OVERLAY_LAYER_TAG)).toHaveLength(1);
    expect(document.body.lastElementChild).toBe(first.host);
    // A page script that re-renders <body> drops it; the next use brings the same layer back.
    document.body.replaceChildren();
    expect(getOverlayLayer(document)).toBe(first);
    expect(first.host.isConnected).toBe(true);
  });

  it('protects itself from the page with !important :host rules (display: contents)', () => {
    // (A document of its own: the layer is made once per document, with the first nonce.)
    const layer = getOverlayLayer(document.implementation.createHTMLDocument(), 'n0nce');
    const css = cssOf(layer);
    expect(css).toMatch(
      /:host\s*\{\s*all: initial !important;\s*display: contents !important;?\s*\}/,
    );
    // Fallback <style> elements carry the page's nonce (jsdom has no constructable sheets).
    const style = layer.querySelector('style');
    expect(style?.getAttribute('nonce')).toBe('n0nce');
  });

  it("mirrors a widget root's sheets into the layer once, keeping their order", () => {
    const widget = document.createElement('sk-test-widget');
    document.body.append(widget);
    const root = widget.attachShadow({ mode: 'open' });
    adoptStyles(root, ['.a { color: red; }', '.b { color: blue; }']);
    const layer = getOverlayLayer(document);
    mirrorStyles(root, layer);
    mirrorStyles(root, layer);
    const css = cssOf(layer);
    expect(css.match(/\.a \{/g)).toHaveLength(1);
    expect(css.indexOf('.a {')).toBeLessThan(css.indexOf('.b {'));
  });

  it("carries the opening widget's theme properties and data-theme to the overlay's container", () => {
    const widget = document.createElement('sk-test-widget');
    widget.style.setProperty('--sk-color-primary', '#8a1c1c');
    document.body.append(widget);
    const root = widget.attachShadow({ mode: 'open' });
    const inner = document.createElement('div');
    inner.className = 'sk-root';
    inner.dataset.theme = 'dark';
    root.append(inner);
    const container = document.createElement('div');
    container.style.setProperty('--sk-radius', '2px'); // stale, from an earlier opening
    carryTheme(root, container);
    expect(container.style.getPropertyValue('--sk-color-primary')).toBe('#8a1c1c');
    expect(container.style.getPropertyValue('--sk-radius')).toBe('');
    expect(container.dataset.theme).toBe('dark');
    inner.removeAttribute('data-theme');
    carryTheme(root, container);
    expect(container.dataset.theme).toBeUndefined();
  });
});
