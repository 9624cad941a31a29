import { useSignals } from '@preact/signals-react/runtime';
import type { Storefront } from '@storefront-kit/core';
import { DEMO, disposeAfterTest, makeStorefront } from '@storefront-kit/test-utils/shop';
import { act } from '@testing-library/react';
import { type ComponentType, lazy, type ReactNode, Suspense, useState } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readServerState } from '../hooks/readServerState';
import { useAddToCart } from '../hooks/useAddToCart';
import { useCart } from '../hooks/useCart';
import { useProduct } from '../hooks/useProduct';
import { useProductList } from '../hooks/useProductList';
import { useRelatedProducts } from '../hooks/useRelatedProducts';
import { useSession } from '../hooks/useSession';
import { useWishlistItem } from '../hooks/useWishlistItem';
import { useStorefront } from '../provider/StorefrontContext';
import { StorefrontProvider } from '../provider/StorefrontProvider';
import { renderToStringWithData, serializeServerState } from './renderToStringWithData';

/** A page like the site's: the header's session and cart, a product with its related products, a listing. */
function Page({ productId }: { productId: string }) {
  const session = useSession();
  const cart = useCart();
  const product = useProduct(productId);
  const related = useRelatedProducts(product.data?.id);
  const listing = useProductList({ category: product.data?.category ?? '' });
  const button = useAddToCart(product.data);
  const heart = useWishlistItem(productId);
  return (
    <main>
      <p data-testid="who">{session.user ? `Hi ${session.user.name}` : 'Login'}</p>
      <p data-testid="cart">{cart.totals.totalItems} items</p>
      <p data-testid="in-cart">In Cart ({button.inCart})</p>
      <p data-testid="heart">{heart.status}</p>
      <h1>{product.status === 'success' ? product.data.name : 'Loading product'}</h1>
      <p data-testid="related">{related.data?.length ?? 'no'} related</p>
      <p data-testid="listing">
        {listing.status}: {listing.showing}
      </p>
    </main>
  );
}

/** Reads the session without `useSession`: differs between server and browser (a mismatch). */
function UnguardedName() {
  useSignals();
  const { session } = useStorefront();
  return <p>{session.state.value.user?.name ?? 'Login'}</p>;
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  document.head.innerHTML = '';
});

const serverStorefront = () => disposeAfterTest(makeStorefront({ ssr: true }));

async function firstProduct(storefront: Storefront) {
  const { data } = await storefront.client.catalog.products({ per_page: 1, page_no: 1 });
  const product = data[0];
  if (!product) throw new Error('The seed has no product');
  return product;
}

/** Hydrates `html` with `ui`; returns the recoverable (hydration) errors React reported. */
function hydrate(html: string, ui: ReactNode, storefront: Storefront) {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  const errors: unknown[] = [];
  act(() => {
    root = hydrateRoot(
      container,
      <StorefrontProvider storefront={storefront}>{ui}</StorefrontProvider>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  return { container, errors };
}

describe('renderToStringWithData', () => {
  it('renders a page with its data in passes, and the browser hydrates it without a mismatch', async () => {
    const server = serverStorefront();
    const product = await firstProduct(server);
    const { html, queries, passes } = await renderToStringWithData(
      <Page productId={product.id} />,
      server,
    );
    // Pass 1 observed the product (and the listing's page 1 without a category); pass 2 its
    // related products and the category's listing; pass 3 observed nothing new.
    expect(passes).toBe(3);
    expect(html).toContain(`<h1>${product.product_name}</h1>`);
    expect(html).toContain('Login');
    expect(html).toContain('0<!-- --> items');
    expect(html).toMatch(/(loaded|end)<!-- -->: <!-- -->Showing \d+ of \d+ products/);
    expect(html).not.toContain('no<!-- --> related');
    expect(queries.queries.map((query) => query.key[0])).toEqual(
      expect.arrayContaining(['product', 'related-products', 'product-list']),
    );

    // The browser: a signed-in customer with a cart, and the server's queries from the page.
    const script = `<script type="application/json" id="sk-state">${serializeServerState(queries)}</script>`;
    document.head.innerHTML = script;
    const requests: string[] = [];
    const browser = disposeAfterTest(
      makeStorefront({
        initialQueries: readServerState(),
        fetch: (input, init) => {
          requests.push(String(input instanceof Request ? input.url : input));
          return fetch(input, init);
        },
      }),
    );
    await browser.signIn(DEMO);
    await browser.cart.add({ id: product.id }, 2);
    // The shopper's heart for the product, loaded before hydration starts.
    browser.wishlist.ensureLoaded();
    await vi.waitFor(() => expect(browser.wishlist.state.value.status).toBe('ready'));
    if (!browser.wishlist.isWishlisted(product.id)) await browser.wishlist.toggle(product);
    expect(browser.wishlist.isWishlisted(product.id)).toBe(true);
    expect(browser.session.user()?.name).toBeTruthy();
    expect(browser.cart.quantityOf(product.id)).toBeGreaterThanOrEqual(2);
    requests.length = 0;
    const consoleError = vi.spyOn(console, 'error');

    const { container, errors } = hydrate(html, <Page productId={product.id} />, browser);
    expect(errors).toEqual([]);
    // React's development build warns when a server renderer and the browser's render the same
    // context in one JavaScript realm (only this test has both); nothing else may be reported.
    const reported = consoleError.mock.calls.filter(
      ([message]) => !String(message).startsWith('Detected multiple renderers concurrently'),
    );
    expect(reported).toEqual([]);
    consoleError.mockRestore();
    // Right after hydration: the shopper's own session and cart; the server's data, not refetched.
    expect(container.querySelector('[data-testid="who"]')?.textContent).toBe(
      `Hi ${browser.session.user()?.name}`,
    );
    expect(container.querySelector('[data-testid="cart"]')?.textContent).toBe(
      `${browser.cart.totals.value.totalItems} items`,
    );
    expect(container.querySelector('[data-testid="in-cart"]')?.textContent).toBe(
      `In Cart (${browser.cart.quantityOf(product.id)})`,
    );
    expect(container.querySelector('[data-testid="heart"]')?.textContent).toBe('wishlisted');
    expect(container.querySelector('h1')?.textContent).toBe(product.product_name);
    expect(requests.filter((url) => /\/products\//.test(url))).toEqual([]);
  });

  it('reports a mismatch for device-only state read without the hydration guard', async () => {
    const server = serverStorefront();
    const { html, passes } = await renderToStringWithData(<UnguardedName />, server);
    expect(passes).toBe(1);
    expect(html).toBe('<p>Login</p>');
    const browser = disposeAfterTest(makeStorefront());
    await browser.signIn(DEMO);
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { errors } = hydrate(html, <UnguardedName />, browser);
    consoleError.mockRestore();
    expect(errors).toHaveLength(1);
  });

  it('renders the failure a query met, and the browser starts from it', async () => {
    const server = serverStorefront();
    const { html, queries } = await renderToStringWithData(
      <Page productId="prd_does_not_exist" />,
      server,
    );
    expect(html).toContain('Loading product');
    expect(queries.queries).toContainEqual({
      key: ['product', 'prd_does_not_exist'],
      error: { kind: 'not-found', message: expect.any(String) },
    });
  });
});

/** A part whose code a page loads lazily. */
function Counter() {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount(count + 1)}>
      Clicked {count}
    </button>
  );
}
const LazyPage = ({ Part }: { Part: ComponentType }) => (
  <main>
    <h1>Deals</h1>
    <Suspense fallback={<p>Loading part</p>}>
      <Part />
    </Suspense>
  </main>
);

describe('renderToStringWithData: lazy parts', () => {
  /** A lazy part whose code takes a moment to arrive (React streams it out of order). */
  const slowly = () =>
    lazy(
      () =>
        new Promise<{ default: typeof Counter }>((resolve) =>
          setTimeout(() => resolve({ default: Counter }), 20),
        ),
    );

  it('renders a lazy part whole and in place, waiting for its code', async () => {
    const waited = await renderToStringWithData(<LazyPage Part={slowly()} />, serverStorefront());
    expect(waited).toMatchObject({
      html: '<main><h1>Deals</h1><!--$--><button type="button">Clicked <!-- -->0</button><!--/$--></main>',
      passes: 1,
      complete: true,
    });
  });

  it('keeps a large lazy part in place too (no script to move it, which a CSP would block)', async () => {
    const rows = Array.from({ length: 1500 }, (_, i) => `Relay model ${i}`);
    const Big = lazy(
      () =>
        new Promise<{ default: () => ReactNode }>((resolve) =>
          setTimeout(
            () =>
              resolve({
                default: () => (
                  <ul>
                    {rows.map((row) => (
                      <li key={row}>{row}</li>
                    ))}
                  </ul>
                ),
              }),
            20,
          ),
        ),
    );
    const page = await renderToStringWithData(<LazyPage Part={Big} />, serverStorefront());
    expect(page.html.length).toBeGreaterThan(30_000);
    expect(page.html).not.toContain('<script');
    expect(page.html).not.toContain('Loading part');
    expect(page.html).toMatch(/^<main><h1>Deals<\/h1><!--\$--><ul><li>Relay model 0<\/li>/);
    expect(page.complete).toBe(true);
  });

  it('with renderToString, renders a lazy part met for the first time on the next pass', async () => {
    const Part = lazy(async () => ({ default: Counter }));
    const page = await renderToStringWithData(<LazyPage Part={Part} />, serverStorefront(), {
      render: renderToString,
    });
    expect(page).toMatchObject({ passes: 2, complete: true });
    expect(page.html).toContain('Clicked <!-- -->0');
    // With one pass allowed the page is incomplete: its fallback, left to the browser.
    const cut = await renderToStringWithData(
      <LazyPage Part={lazy(async () => ({ default: Counter }))} />,
      serverStorefront(),
      { render: renderToString, maxPasses: 1 },
    );
    expect(cut.complete).toBe(false);
    expect(cut.html).toContain('<!--$!-->');
    expect(cut.html).toContain('Loading part');
  });

  it("keeps the server's markup of a lazy part until its code arrives, then hydrates it", async () => {
    const { html } = await renderToStringWithData(
      <LazyPage Part={lazy(async () => ({ default: Counter }))} />,
      serverStorefront(),
    );
    let arrive: (() => void) | undefined;
    const InBrowser = lazy(
      () =>
        new Promise<{ default: typeof Counter }>((resolve) => {
          arrive = () => resolve({ default: Counter });
        }),
    );
    const { container, errors } = hydrate(
      html,
      <LazyPage Part={InBrowser} />,
      disposeAfterTest(makeStorefront()),
    );
    const button = () => container.querySelector('button');
    // Not hydrated yet: the server's button is shown, not the fallback, and a click does nothing.
    expect(button()?.textContent).toBe('Clicked 0');
    expect(container.textContent).not.toContain('Loading part');
    act(() => button()?.click());
    expect(button()?.textContent).toBe('Clicked 0');
    await act(async () => arrive?.());
    act(() => button()?.click());
    expect(button()?.textContent).toBe('Clicked 1');
    expect(errors).toEqual([]);
  });
});

describe('serializeServerState', () => {
  it('keeps data that would end the script or open a comment inert, and reads back equal', () => {
    const hostile = {
      queries: [
        {
          key: ['product', 'p1'],
          data: { description: '</script><script>alert(1)</script><!-- \u2028 & done' },
          updatedAt: 1,
        },
      ],
    };
    const text = serializeServerState(hostile);
    expect(text).not.toMatch(/[<>\u2028\u2029]/);
    expect(JSON.parse(text)).toEqual(hostile);
  });
});

describe('readServerState', () => {
  const page = (html: string) => {
    document.body.innerHTML = html;
    return document;
  };
  it('reads the JSON data block, and gives undefined when it is missing or corrupt', () => {
    expect(readServerState('sk-state', page(''))).toBeUndefined();
    expect(
      readServerState(
        'sk-state',
        page('<script type="application/json" id="sk-state">{"que</script>'),
      ),
    ).toBeUndefined();
    expect(
      readServerState(
        'sk-state',
        page('<script type="application/json" id="sk-state">{"x":1}</script>'),
      ),
    ).toBeUndefined();
    expect(
      readServerState(
        'sk-state',
        page('<script type="application/json" id="sk-state">{"queries":[]}</script>'),
      ),
    ).toEqual({ queries: [] });
  });
});
