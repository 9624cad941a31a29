// The script-tag loader (storefront-kit.js, entry ./storefront-kit.ts): tiny, no imports. It reads the tag's data
// attributes, exposes `window.StorefrontKit`, and imports each widget's chunk only when its
// element is on the page (now or later). A second copy of the tag on a page does nothing.
// While the widget code downloads it opens the connections to the API (one for its requests,
// one for its images) and asks for the products of the page's cards (`PREFETCH_KEY`). It does not reserve the widgets' space: run after the first paint (as a
// deferred tag does), one sheet growing every widget at once is a larger layout shift than the
// widgets growing one by one (CLS 0.96 against 0.26 on the host-page bench); the README's
// <head> snippet (reserveCss.ts) reserves it before the first paint instead.

import { PREFETCH_KEY } from './prefetchKey';

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

/** Which chunk defines which elements (entry names of the build). */
export const CHUNKS: Readonly<Record<string, string>> = {
  'sk-search-box': 'search-box',
  'sk-cart-button': 'cart',
  'sk-cart-drawer': 'cart',
  'sk-product-card': 'product-card',
  'sk-quote-button': 'quote',
  'sk-sign-in': 'sign-in',
  'sk-checkout': 'checkout',
};

/**
 * The build's manifest: for each chunk, its file (content-hashed) and then every chunk it imports
 * statically, relative to the loader. Without one (the sources, in tests), `name.js` alone.
 */
export type ChunkManifest = Readonly<Record<string, readonly string[]>>;

/** The manifest of the build, replaced at build time (scripts/build-script.mjs). */
declare const __SK_MANIFEST__: ChunkManifest | undefined;

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

/**
 * The longest the widgets wait for the page's `load` event after the document was parsed (a page
 * whose pictures are slow still gets its widgets).
 */
export const START_CAP_MS = 3000;

/** Resolves in a later task: `scheduler.yield()` where the browser has it, else a timeout. */
const nextTask = (win: Window): Promise<void> => {
  const scheduler = (win as Window & { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  return scheduler?.yield
    ? scheduler.yield()
    : new Promise((resolve) => {
        win.setTimeout(resolve, 0);
      });
};

/** Boots the loader for the current script tag (called once at the end of this file). */
export function boot(
  script: HTMLScriptElement | null,
  win: Window = window,
  importChunk: (url: string) => Promise<ChunkModule> = (url) => import(/* @vite-ignore */ url),
  manifest: ChunkManifest = typeof __SK_MANIFEST__ === 'object' ? __SK_MANIFEST__ : {},
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
  let initialised = false;
  const doc = win.document;

  const links = new Set<string>();
  const link = (rel: string, href: string, crossOrigin?: string) => {
    const key = `${rel} ${href} ${crossOrigin}`;
    if (links.has(key)) return;
    links.add(key);
    const element = doc.createElement('link');
    element.rel = rel;
    element.href = href;
    if (crossOrigin !== undefined) element.crossOrigin = crossOrigin;
    if (context.nonce) element.nonce = context.nonce;
    doc.head.append(element);
  };
  // The API's connections, while the widget code downloads: fetch() uses an anonymous CORS
  // connection, the product images a plain one.
  const preconnect = (api: unknown) => {
    if (typeof api !== 'string' || !api) return;
    try {
      const { origin } = new URL(api, win.location.href);
      if (origin === win.location.origin || !/^https?:/.test(origin)) return;
      link('preconnect', origin, 'anonymous');
      link('preconnect', origin);
    } catch {
      // A malformed data-api: the widgets name it.
    }
  };
  preconnect(attributes.api);

  // A widget's shared chunks are fetched beside its entry (<link rel=modulepreload>, into the
  // module map that import() then reads) instead of after the entry has been parsed.
  const preload = (url: string) => link('modulepreload', url);

  // The products of the page's cards (`GET {data-api}/products/get/{id}`, as the card asks for
  // it), requested now, beside the widget code, instead of once the card's code has arrived and
  // rendered: the card's image, often the page's largest paint, waits two round trips less. Every
  // card, one with a `data-api` of its own too: one storefront serves the page's widgets, with
  // the tag's API (a widget's different `data-api` is ignored, with a warning).
  const slots = win as unknown as Record<symbol, Map<string, Promise<Response>> | undefined>;
  const prefetched = slots[PREFETCH_KEY] ?? new Map<string, Promise<Response>>();
  slots[PREFETCH_KEY] = prefetched;
  const prefetch = (root: ParentNode) => {
    const api = attributes.api;
    if (!api || typeof win.fetch !== 'function') return;
    for (const card of root.querySelectorAll('sk-product-card[product-id]')) {
      const id = card.getAttribute('product-id')?.trim();
      if (!id) continue;
      let url: string;
      try {
        const path = `${api.replace(/\/+$/, '')}/products/get/${encodeURIComponent(id)}`;
        url = new URL(path, win.location.href).href;
      } catch {
        return; // A malformed data-api: the widgets name it.
      }
      if (prefetched.has(url)) continue;
      const answer = win.fetch(url);
      answer.catch(() => prefetched.delete(url)); // the card will ask itself
      prefetched.set(url, answer);
    }
  };

  const load = (tagName: string): Promise<void> => {
    const name = CHUNKS[tagName.toLowerCase()];
    if (!name) return Promise.reject(new Error(`[storefront-kit] Unknown widget <${tagName}>`));
    const [file = `${name}.js`, ...imports] = manifest[name] ?? [];
    let pending = loading.get(file);
    if (!pending) {
      for (const imported of imports) preload(new URL(imported, baseUrl).href);
      pending = importChunk(new URL(file, baseUrl).href)
        // The chunk's code is evaluated in one task and its widgets render in the next, so the
        // page can paint or answer input between the two (shorter tasks); until then the
        // elements keep their reserved space.
        .then((chunk) => nextTask(win).then(() => chunk.register(context)))
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
    prefetch(doc);
    void scan(doc);
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
    observer.observe(doc.documentElement, { childList: true, subtree: true });
  };

  win.StorefrontKit = {
    version: typeof __VERSION__ === 'string' ? __VERSION__ : 'dev',
    init(config = {}) {
      initialised = true;
      context = { ...context, pageConfig: { ...context.pageConfig, ...config } };
      preconnect(attributes.api ?? config.api);
      start();
      return scan(doc);
    },
    load,
  };
  // Configured by attributes (data-api): start once the page has loaded (its pictures, styles
  // and fonts first, the widgets' code and requests after them), or START_CAP_MS after the
  // document was parsed at the latest; `data-start="dom"` starts as soon as it is parsed.
  // Without data-api, wait for StorefrontKit.init() until the page has loaded: then start
  // anyway, so widgets with their own data-api work and the others say what is missing (in the
  // widget, and once in the console) instead of nothing.
  const startUnlessInitialised = () =>
    setTimeout(() => {
      if (!initialised) start();
    }, 0);
  let cap: ReturnType<typeof setTimeout> | undefined;
  const startOnce = () => {
    clearTimeout(cap);
    win.removeEventListener('load', startOnce);
    start();
  };
  const afterLoad = () => {
    if (doc.readyState === 'complete') return startOnce();
    win.addEventListener('load', startOnce, { once: true });
    cap = setTimeout(startOnce, START_CAP_MS);
  };
  if (attributes.start && !/^(dom|load)$/.test(attributes.start))
    console.error(
      `[storefront-kit] data-start must be "load" or "dom"; got "${attributes.start}".`,
    );
  const whenParsed = attributes.start === 'dom' ? start : afterLoad;
  if (attributes.api) {
    if (doc.readyState === 'loading') {
      doc.addEventListener('DOMContentLoaded', whenParsed, { once: true });
    } else whenParsed();
  } else if (doc.readyState === 'complete') startUnlessInitialised();
  else win.addEventListener('load', startUnlessInitialised, { once: true });
  return () => {
    observer?.disconnect();
    doc.removeEventListener('DOMContentLoaded', whenParsed);
    win.removeEventListener('load', startUnlessInitialised);
    win.removeEventListener('load', startOnce);
    clearTimeout(cap);
  };
}
