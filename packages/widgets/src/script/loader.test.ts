import { afterEach, describe, expect, it, vi } from 'vitest';
import { boot, type ChunkModule, type LoaderContext, START_CAP_MS } from './loader';
import { PREFETCH_KEY } from './prefetchKey';

const script = (attributes: Record<string, string>) => {
  const tag = document.createElement('script');
  tag.src = 'https://cdn.example.in/sk/1.0.0/storefront-kit.js';
  for (const [name, value] of Object.entries(attributes)) tag.setAttribute(name, value);
  return tag;
};
const registered: { url: string; context: LoaderContext }[] = [];
/** The loader's early answers on the window, by URL. */
const prefetchedAnswers = () => {
  const map = (window as unknown as Record<symbol, Map<string, Promise<Response>> | undefined>)[
    PREFETCH_KEY
  ];
  if (!map) throw new Error('The loader left no early answers');
  return map;
};
const importChunk = vi.fn(
  async (url: string): Promise<ChunkModule> => ({
    register: (context) => void registered.push({ url, context }),
  }),
);

let stops: (() => void)[] = [];
const start = (...args: Parameters<typeof boot>) => void stops.push(boot(...args));
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  delete window.StorefrontKit;
  document.body.replaceChildren();
  for (const element of document.head.querySelectorAll('link, style')) element.remove();
  registered.length = 0;
  delete (window as unknown as Record<symbol, unknown>)[PREFETCH_KEY];
  importChunk.mockClear();
  vi.restoreAllMocks();
});

describe('the script-tag loader', () => {
  it('loads only the chunks of the widgets on the page, once each, next to itself', async () => {
    document.body.innerHTML =
      '<sk-search-box></sk-search-box><sk-cart-button></sk-cart-button><sk-cart-drawer></sk-cart-drawer>';
    const tag = script({
      'data-api': 'https://shop.example.in/api/v1',
      'data-guest-cart': 'local',
    });
    tag.nonce = 'n0nce';
    start(tag, window, importChunk);
    await vi.waitFor(() => expect(registered).toHaveLength(2));
    expect(importChunk.mock.calls.map(([url]) => url).sort()).toEqual([
      'https://cdn.example.in/sk/1.0.0/cart.js',
      'https://cdn.example.in/sk/1.0.0/search-box.js',
    ]);
    expect(registered[0]?.context).toEqual({
      attributes: { api: 'https://shop.example.in/api/v1', guestCart: 'local' },
      pageConfig: {},
      nonce: 'n0nce',
      baseUrl: 'https://cdn.example.in/sk/1.0.0/',
    });
  });

  it("imports a widget's hashed entry from the manifest and preloads its shared chunks once", async () => {
    document.body.innerHTML = '<sk-search-box></sk-search-box><sk-cart-button></sk-cart-button>';
    const tag = script({ 'data-api': '/api/v1' });
    tag.nonce = 'n0nce';
    start(tag, window, importChunk, {
      'search-box': ['search-box-AbC1.js', 'chunks/shared-X1.js'],
      cart: ['cart-Zz9.js', 'chunks/common-Q2.js', 'chunks/shared-X1.js'],
    });
    await vi.waitFor(() => expect(registered).toHaveLength(2));
    expect(importChunk.mock.calls.map(([url]) => url).sort()).toEqual([
      'https://cdn.example.in/sk/1.0.0/cart-Zz9.js',
      'https://cdn.example.in/sk/1.0.0/search-box-AbC1.js',
    ]);
    const links = [...document.head.querySelectorAll('link[rel="modulepreload"]')];
    // In the order the widgets are found; a chunk two widgets share is preloaded once.
    expect(
      links.map((link) => [link.getAttribute('href'), (link as HTMLLinkElement).nonce]),
    ).toEqual([
      ['https://cdn.example.in/sk/1.0.0/chunks/shared-X1.js', 'n0nce'],
      ['https://cdn.example.in/sk/1.0.0/chunks/common-Q2.js', 'n0nce'],
    ]);
    for (const link of links) link.remove();
  });

  it("opens the API's two connections before any chunk, and reserves no space itself", () => {
    const tag = script({ 'data-api': 'https://shop.example.in/api/v1' });
    tag.nonce = 'n0nce';
    start(tag, window, importChunk);
    // (The README's <head> snippet reserves the widgets' space; the loader runs after the first
    // paint, when growing every widget at once would shift the page more.)
    expect(document.head.querySelectorAll('style')).toHaveLength(0);
    const preconnects = [...document.head.querySelectorAll('link[rel="preconnect"]')].map(
      (link) => [link.getAttribute('href'), link.getAttribute('crossorigin')],
    );
    // fetch() uses an anonymous CORS connection, the product images a plain one.
    expect(preconnects).toEqual([
      ['https://shop.example.in', 'anonymous'],
      ['https://shop.example.in', null],
    ]);
    expect(importChunk).not.toHaveBeenCalled();
  });

  it("asks for the cards' products at once, beside their code, once per product", async () => {
    document.body.innerHTML = [
      '<sk-product-card product-id="prd_000001"></sk-product-card>',
      '<sk-product-card product-id="prd 2/x"></sk-product-card>',
      // The same product twice and a card without a product: not asked.
      '<sk-product-card product-id="prd_000001"></sk-product-card>',
      '<sk-product-card></sk-product-card>',
      // A card with a data-api of its own: the page's one storefront uses the tag's API (a
      // different one is ignored, with a warning), so it is asked there like the others.
      '<sk-product-card product-id="prd_000009" data-api="https://other.example.in/api/v1"></sk-product-card>',
    ].join('');
    const answers = new Map<string, Response>();
    const fetch = vi.fn(async (url: string) => {
      const response = new Response(JSON.stringify({ url }));
      answers.set(url, response);
      return response;
    });
    vi.spyOn(window, 'fetch').mockImplementation(fetch as unknown as typeof window.fetch);
    start(script({ 'data-api': 'https://shop.example.in/api/v1/' }), window, importChunk);
    // Before any widget code is imported: the requests are on their way.
    expect(fetch.mock.calls.map(([url]) => url)).toEqual([
      'https://shop.example.in/api/v1/products/get/prd_000001',
      'https://shop.example.in/api/v1/products/get/prd%202%2Fx',
      'https://shop.example.in/api/v1/products/get/prd_000009',
    ]);
    const prefetched = prefetchedAnswers();
    expect([...prefetched.keys()]).toEqual(fetch.mock.calls.map(([url]) => url));
    await expect(
      prefetched.get('https://shop.example.in/api/v1/products/get/prd_000001'),
    ).resolves.toBe(answers.get('https://shop.example.in/api/v1/products/get/prd_000001'));
    await vi.waitFor(() => expect(registered).toHaveLength(1));
  });

  it('forgets an early answer that failed, so the card asks itself', async () => {
    document.body.innerHTML = '<sk-product-card product-id="prd_000001"></sk-product-card>';
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    vi.spyOn(window, 'fetch').mockImplementation(fetch as unknown as typeof window.fetch);
    start(script({ 'data-api': '/api/v1' }), window, importChunk);
    const url = `${window.location.origin}/api/v1/products/get/prd_000001`;
    expect(fetch).toHaveBeenCalledWith(url);
    await vi.waitFor(() => expect(prefetchedAnswers().has(url)).toBe(false));
  });

  it('asks for nothing ahead without data-api on the tag (init() configures the widgets later)', async () => {
    document.body.innerHTML = '<sk-product-card product-id="prd_000001"></sk-product-card>';
    const fetch = vi.spyOn(window, 'fetch');
    start(script({}), window, importChunk);
    await window.StorefrontKit?.init({ api: 'https://shop.example.in/api/v1' });
    expect(registered).toHaveLength(1);
    expect(fetch).not.toHaveBeenCalled();
  });

  it("opens no connection for an API on the page's own origin, and one for init({ api })", async () => {
    start(script({ 'data-api': '/api/v1' }), window, importChunk);
    expect(document.head.querySelectorAll('link[rel="preconnect"]')).toHaveLength(0);
    stops.pop()?.();
    delete window.StorefrontKit;
    start(script({}), window, importChunk);
    // (TypeScript narrowed window.StorefrontKit to never after the delete above.)
    const loader = window.StorefrontKit as Window['StorefrontKit'];
    await loader?.init({ api: 'https://api.example.in/v1' });
    expect(
      [...document.head.querySelectorAll('link[rel="preconnect"]')].map((link) =>
        link.getAttribute('href'),
      ),
    ).toEqual(['https://api.example.in', 'https://api.example.in']);
  });

  it('loads a widget added to the page later', async () => {
    start(script({ 'data-api': '/api/v1' }), window, importChunk);
    expect(importChunk).not.toHaveBeenCalled();
    const wrapper = document.createElement('div');
    wrapper.innerHTML = '<sk-product-card data-product-id="p1"></sk-product-card>';
    document.body.append(wrapper);
    await vi.waitFor(() =>
      expect(registered.map((r) => r.url)).toEqual([
        'https://cdn.example.in/sk/1.0.0/product-card.js',
      ]),
    );
  });

  it('ignores a second copy of the tag', async () => {
    document.body.innerHTML = '<sk-search-box></sk-search-box>';
    start(script({ 'data-api': '/api/v1' }), window, importChunk);
    const first = window.StorefrontKit;
    start(script({ 'data-api': '/other/api' }), window, importChunk);
    expect(window.StorefrontKit).toBe(first);
    await vi.waitFor(() => expect(registered).toHaveLength(1));
    expect(registered[0]?.context.attributes.api).toBe('/api/v1');
  });

  it('waits for StorefrontKit.init() when the tag has no data-api, and merges its config', async () => {
    document.body.innerHTML = '<sk-search-box></sk-search-box>';
    start(script({}), window, importChunk);
    await Promise.resolve();
    expect(importChunk).not.toHaveBeenCalled();
    await window.StorefrontKit?.init({ api: 'https://shop.example.in/api/v1', theme: 'dark' });
    expect(registered.map((r) => [r.context.attributes, r.context.pageConfig])).toEqual([
      [{}, { api: 'https://shop.example.in/api/v1', theme: 'dark' }],
    ]);
  });

  it('starts anyway once the page has loaded without data-api or init(), so widgets can say what is missing', async () => {
    document.body.innerHTML = '<sk-search-box data-api="/api/v1"></sk-search-box>';
    start(script({}), window, importChunk);
    expect(importChunk).not.toHaveBeenCalled();
    // (jsdom's document has loaded: the loader gives init() the rest of this task.)
    await vi.waitFor(() => expect(registered).toHaveLength(1));
    expect(registered[0]?.context).toMatchObject({ attributes: {}, pageConfig: {} });
  });

  it('starts once the page has loaded (its own pictures first), or START_CAP_MS after it was parsed', async () => {
    vi.useFakeTimers();
    try {
      document.body.innerHTML = '<sk-product-card product-id="prd_000001"></sk-product-card>';
      const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
      const fetch = vi.spyOn(window, 'fetch').mockResolvedValue(Response.json({}));
      start(script({ 'data-api': 'https://shop.example.in/api/v1' }), window, importChunk);
      await vi.advanceTimersByTimeAsync(START_CAP_MS - 1);
      // Parsed, not loaded: neither the card's code nor its product asked for yet.
      expect(importChunk).not.toHaveBeenCalled();
      expect(fetch).not.toHaveBeenCalled();
      state.mockReturnValue('complete');
      window.dispatchEvent(new Event('load'));
      expect(importChunk).toHaveBeenCalledTimes(1);
      expect(fetch).toHaveBeenCalledTimes(1);
      // The cap's timer was cleared: nothing starts twice.
      await vi.advanceTimersByTimeAsync(START_CAP_MS);
      expect(importChunk).toHaveBeenCalledTimes(1);
      expect(fetch).toHaveBeenCalledTimes(1);

      // A page whose load event does not come (a picture that never arrives): after the cap.
      for (const stop of stops) stop();
      stops = [];
      delete window.StorefrontKit;
      delete (window as unknown as Record<symbol, unknown>)[PREFETCH_KEY];
      importChunk.mockClear();
      state.mockReturnValue('interactive');
      start(script({ 'data-api': 'https://shop.example.in/api/v1' }), window, importChunk);
      await vi.advanceTimersByTimeAsync(START_CAP_MS - 1);
      expect(importChunk).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(importChunk).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });

  it('starts as soon as the page is parsed with data-start="dom", and names a wrong data-start', () => {
    document.body.innerHTML = '<sk-search-box></sk-search-box>';
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    start(
      script({ 'data-api': 'https://shop.example.in/api/v1', 'data-start': 'dom' }),
      window,
      importChunk,
    );
    expect(importChunk).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
    for (const stop of stops) stop();
    stops = [];
    delete window.StorefrontKit;
    start(
      script({ 'data-api': 'https://shop.example.in/api/v1', 'data-start': 'soon' }),
      window,
      importChunk,
    );
    expect(error).toHaveBeenCalledWith(
      '[storefront-kit] data-start must be "load" or "dom"; got "soon".',
    );
    // Started as by default: after the page's load event.
    expect(importChunk).toHaveBeenCalledTimes(1);
  });

  it('reports a chunk that fails to load and lets a later attempt retry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failing = vi
      .fn<(url: string) => Promise<ChunkModule>>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValue({ register: () => {} });
    start(script({}), window, failing);
    await expect(window.StorefrontKit?.load('sk-search-box')).rejects.toThrow('offline');
    expect(error).toHaveBeenCalledWith(
      '[storefront-kit] Could not load search-box.js:',
      expect.any(Error),
    );
    await expect(window.StorefrontKit?.load('sk-search-box')).resolves.toBeUndefined();
    expect(failing).toHaveBeenCalledTimes(2);
    await expect(window.StorefrontKit?.load('sk-unknown')).rejects.toThrow(
      '[storefront-kit] Unknown widget <sk-unknown>',
    );
  });
});
