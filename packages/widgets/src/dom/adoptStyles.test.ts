import { afterEach, describe, expect, test, vi } from 'vitest';
import { adoptStyles } from './adoptStyles';

const shadowRoot = () => document.createElement('div').attachShadow({ mode: 'open' });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('adoptStyles without constructable stylesheets (jsdom, older browsers)', () => {
  test('adds one <style> per text, with the nonce, through textContent', () => {
    const root = shadowRoot();
    root.append(document.createElement('div'));
    adoptStyles(root, [':host { color: red; }', '.a { margin: 0; }'], { nonce: 'n0nce' });
    const styles = Array.from(root.querySelectorAll('style'));
    expect(styles.map((style) => style.textContent)).toEqual([
      ':host { color: red; }',
      '.a { margin: 0; }',
    ]);
    expect(styles.map((style) => style.getAttribute('nonce'))).toEqual(['n0nce', 'n0nce']);
    // Before the content.
    expect(root.firstElementChild).toBe(styles[0]);
    expect(document.head.querySelector('style')).toBeNull();
  });

  test('no nonce attribute without a nonce; empty and repeated texts are skipped', () => {
    const root = shadowRoot();
    adoptStyles(root, ['.a {}', '', '.a {}']);
    const styles = root.querySelectorAll('style');
    expect(styles).toHaveLength(1);
    expect(styles[0]?.hasAttribute('nonce')).toBe(false);
  });

  test('adopting the same text again does not duplicate it; new texts go after the old', () => {
    const root = shadowRoot();
    const content = document.createElement('p');
    root.append(content);
    adoptStyles(root, '.a {}');
    adoptStyles(root, ['.a {}', '.b {}']);
    expect(Array.from(root.children).map((child) => child.textContent)).toEqual([
      '.a {}',
      '.b {}',
      '',
    ]);
  });

  test('the returned function removes only what its call added', () => {
    const root = shadowRoot();
    const removeFirst = adoptStyles(root, '.a {}');
    const removeSecond = adoptStyles(root, '.b {}');
    removeSecond();
    expect(Array.from(root.querySelectorAll('style')).map((style) => style.textContent)).toEqual([
      '.a {}',
    ]);
    removeFirst();
    expect(root.childNodes).toHaveLength(0);
  });
});

describe('with constructable stylesheets', () => {
  class FakeSheet {
    static created = 0;
    cssText = '';
    constructor() {
      FakeSheet.created += 1;
    }
    replaceSync(text: string) {
      this.cssText = text;
    }
  }

  function constructableRoot() {
    const root = shadowRoot();
    let adopted: readonly FakeSheet[] = [];
    Object.defineProperty(root, 'adoptedStyleSheets', {
      configurable: true,
      get: () => adopted,
      set: (sheets: readonly FakeSheet[]) => {
        adopted = sheets;
      },
    });
    return root;
  }

  const texts = (root: ShadowRoot) =>
    (root.adoptedStyleSheets as unknown as FakeSheet[]).map((sheet) => sheet.cssText);

  test('adopts sheets (no <style> elements) and shares one sheet per text across roots', () => {
    vi.stubGlobal('CSSStyleSheet', FakeSheet);
    FakeSheet.created = 0;
    const first = constructableRoot();
    const second = constructableRoot();
    adoptStyles(first, [':host {}', '.x {}'], { nonce: 'unused' });
    adoptStyles(second, ':host {}');
    expect(texts(first)).toEqual([':host {}', '.x {}']);
    expect(texts(second)).toEqual([':host {}']);
    expect(second.adoptedStyleSheets[0]).toBe(first.adoptedStyleSheets[0]);
    expect(FakeSheet.created).toBe(2);
    expect(first.querySelector('style')).toBeNull();
  });

  test('keeps the host’s own sheets, does not duplicate, and removes only its own', () => {
    vi.stubGlobal('CSSStyleSheet', FakeSheet);
    const root = constructableRoot();
    const own = new FakeSheet();
    own.replaceSync('.host-own {}');
    root.adoptedStyleSheets = [own as unknown as CSSStyleSheet];
    const remove = adoptStyles(root, ['.y {}']);
    adoptStyles(root, ['.y {}']);
    expect(texts(root)).toEqual(['.host-own {}', '.y {}']);
    remove();
    expect(texts(root)).toEqual(['.host-own {}']);
  });

  test('falls back to <style> when CSSStyleSheet lacks replaceSync', () => {
    vi.stubGlobal('CSSStyleSheet', class {});
    const root = constructableRoot();
    adoptStyles(root, '.z {}', { nonce: 'n' });
    expect(root.adoptedStyleSheets).toEqual([]);
    expect(root.querySelector('style[nonce="n"]')?.textContent).toBe('.z {}');
  });
});
