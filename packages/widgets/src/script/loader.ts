// The script-tag loader (storefront-kit.js, entry ./storefront-kit.ts): tiny, no imports. It reads the tag's data
// attributes, exposes `window.StorefrontKit`, and imports each widget's chunk only when its
// element is on the page (now or later). A second copy of the tag on a page does nothing.

/** What the loader hands to a chunk: the raw attributes (the chunk validates them). */
export interface LoaderContext {
  /** The script tag's `data-*` attributes, as its `dataset` (`data-guest-cart` → `guestCart`). */
  readonly attributes: Readonly<Record<string, string>>;
  /** What `StorefrontKit.init()` was given (the page configuration; the tag's attributes win). */
  readonly pageConfig: Readonly<Record<string, unknown>>;
  /** The tag's CSP nonce, for the `<style>` fallback where constructable sheets are missing. */
  readonly nonce: string | undefined;
  /** Where the chunks are (the loader's own URL). */
  readonly baseUrl: string;
}

/** Every chunk module exports this: it defines its custom elements. */
export type ChunkModule = { register(context: LoaderContext): void };

/** Which chunk defines which elements (file names of the build). */
export const CHUNKS: Readonly<Record<string, string>> = {
  'sk-search-box': 'search-box.js',
  'sk-cart-button': 'cart.js',
  'sk-cart-drawer': 'cart.js',
  'sk-product-card': 'product-card.js',
  'sk-quote-button': 'quote.js',
  'sk-sign-in': 'sign-in.js',
  'sk-checkout': 'checkout.js',
};

interface StorefrontKitGlobal {
  readonly version: string;
  /**
   * Configures the page's widgets from code instead of data attributes (e.g. `{ api, guestCart,
   * productUrlTemplate, messages, theme }`), then loads the widgets on the page. Call it before
   * the widgets load: a widget reads the configuration once, when its code arrives.
   */
  init(config?: Record<string, unknown>): Promise<void>;
  /** Loads the chunk of one element name now (e.g. before adding the element). */
  load(tagName: string): Promise<void>;
}

/** The package version, replaced at build time. */
declare const __VERSION__: string | undefined;

declare global {
  interface Window {
    StorefrontKit?: StorefrontKitGlobal;
  }
}

/** Boots the loader for the current script tag (called once at the end of this file). */
export function boot(
  script: HTMLScriptElement | null,
  win: Window = window,
  importChunk: (url: string) => Promise<ChunkModule> = (url) => import(/* @vite-ignore */ url),
): () => void {
  // A second copy of the tag: the first one serves the page.
  if (win.StorefrontKit) return () => {};
  const attributes: Record<string, string> = {};
  for (const [key, value] of Object.entries(script?.dataset ?? {})) {
    if (value !== undefined) attributes[key] = value;
  }
  const baseUrl = new URL('.', script?.src || win.location.href).href;
  let context: LoaderContext = {
    attributes,
    pageConfig: {},
    nonce: script?.nonce || undefined,
    baseUrl,
  };
  const loading = new Map<string, Promise<void>>();

  const load = (tagName: string): Promise<void> => {
    const file = CHUNKS[tagName.toLowerCase()];
    if (!file) return Promise.reject(new Error(`[storefront-kit] Unknown widget <${tagName}>`));
    let pending = loading.get(file);
    if (!pending) {
      pending = importChunk(new URL(file, baseUrl).href)
        .then((chunk) => chunk.register(context))
        .catch((error: unknown) => {
          loading.delete(file); // a later element (or retry) may try again
          console.error(`[storefront-kit] Could not load ${file}:`, error);
          throw error;
        });
      loading.set(file, pending);
    }
    return pending;
  };

  const scan = (root: ParentNode) =>
    Promise.allSettled(
      Object.keys(CHUNKS)
        .filter((tag) => root.querySelector(tag))
        .map(load),
    ).then(() => undefined);

  let observer: MutationObserver | undefined;
  const start = () => {
    void scan(win.document);
    if (observer) return;
    observer = new MutationObserver((records) => {
      for (const record of records) {
        for (const node of record.addedNodes) {
          if (node.nodeType !== 1) continue;
          const element = node as Element;
          if (CHUNKS[element.localName]) void load(element.localName);
          void scan(element);
        }
      }
    });
    observer.observe(win.document.documentElement, { childList: true, subtree: true });
  };

  win.StorefrontKit = {
    version: typeof __VERSION__ === 'string' ? __VERSION__ : 'dev',
    init(config = {}) {
      context = { ...context, pageConfig: { ...context.pageConfig, ...config } };
      start();
      return scan(win.document);
    },
    load,
  };
  // Configured by attributes (data-api): start now; otherwise wait for StorefrontKit.init().
  if (attributes.api) {
    if (win.document.readyState === 'loading') {
      win.document.addEventListener('DOMContentLoaded', start, { once: true });
    } else start();
  }
  return () => {
    observer?.disconnect();
    win.document.removeEventListener('DOMContentLoaded', start);
  };
}
