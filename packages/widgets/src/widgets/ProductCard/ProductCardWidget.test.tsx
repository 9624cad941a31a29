import { type ProductView, productSchema, toProductView } from '@storefront-kit/core';
import { makeProduct } from '@storefront-kit/test-utils/factories';
import { advance, fakeTimersInEachTest, setupUser } from '@storefront-kit/test-utils/react';
import {
  answering,
  disposeAfterTest,
  makeStorefront,
  sellableProducts,
  shop,
  signUpFreshCustomer,
} from '@storefront-kit/test-utils/shop';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { renderWidget } from '../../../test/renderWidget';
import { mountWidget } from '../../dom/mountWidget';
import { ProductCardWidget } from './ProductCardWidget';

const view = (partial: Parameters<typeof makeProduct>[0] = {}): ProductView =>
  toProductView(
    productSchema.parse(
      makeProduct({ _id: 'prd_sensor', product_name: 'Omron E2E Sensor', ...partial }),
    ),
  );

const card = () => screen.getByRole('article');

describe('ProductCardWidget (a product view)', () => {
  it('shows a grid card: badge, brand, name, model, price + GST, struck MRP and the price with GST', async () => {
    const { container } = renderWidget(<ProductCardWidget product={view()} />);
    expect(card()).toHaveAttribute('data-variant', 'grid');
    expect(card()).toHaveAccessibleName('Omron E2E Sensor');
    expect(within(card()).getByText('16% OFF')).toBeInTheDocument();
    expect(within(card()).getByText('Omron')).toBeInTheDocument();
    expect(within(card()).getByText(/^Model: E2E-X\d+ME1$/)).toBeInTheDocument();
    // Listed prices exclude GST: the card says so, with what one unit costs with it.
    expect(within(card()).getByText('₹1,850.00 + 18% GST')).toHaveAttribute('part', 'price');
    expect(within(card()).getByText('₹2,200.00').tagName).toBe('S');
    expect(within(card()).getByText('₹2,183.00 incl. GST')).toHaveAttribute(
      'part',
      'price-with-gst',
    );
    expect(within(card()).queryByText('Out of Stock')).not.toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Add to Cart' })).toBeEnabled();
    expect(within(card()).getByRole('button', { name: 'Add to wishlist' })).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Quick View' })).toHaveAccessibleDescription(
      'Omron E2E Sensor',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('shows the list variant, without badge or MRP when there is no discount', async () => {
    const { container } = renderWidget(
      <ProductCardWidget
        product={view({ product_listing_price: 1850, model_number: undefined })}
        variant="list"
      />,
    );
    expect(card()).toHaveAttribute('data-variant', 'list');
    expect(within(card()).queryByText(/% OFF/)).not.toBeInTheDocument();
    expect(card().querySelector('s')).toBeNull();
    expect(within(card()).queryByText(/^Model:/)).not.toBeInTheDocument();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('loads the image lazily unless asked (or, on a page, its card is in the first screen)', () => {
    // (Rendered in React, not on a page: no element to place, so 'auto' is lazy.)
    const { unmount } = renderWidget(<ProductCardWidget product={view()} />);
    const image = () => card().querySelector('img');
    expect(image()).toHaveAttribute('loading', 'lazy');
    expect(image()).not.toHaveAttribute('fetchpriority');
    unmount();
    renderWidget(<ProductCardWidget product={view()} imageLoading="eager" />);
    expect(image()).toHaveAttribute('loading', 'eager');
    expect(image()).toHaveAttribute('fetchpriority', 'high');
    // The full name is the link's title: the card shows three lines of it.
    expect(within(card()).getByRole('link')).toHaveAttribute('title', 'Omron E2E Sensor');
  });

  it('overlays Out of Stock and disables Add to Cart', async () => {
    const { container } = renderWidget(
      <ProductCardWidget product={view({ is_stock_available: false })} />,
    );
    expect(card()).toHaveAttribute('data-stock', 'out-of-stock');
    expect(within(card()).getByText('Out of Stock')).toBeInTheDocument();
    expect(within(card()).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(await axe(container)).toHaveNoViolations();
  });

  it("shows 'Price on Request' and Request a Quote, which opens the quote modal for it", async () => {
    const user = userEvent.setup();
    const { container } = renderWidget(
      <ProductCardWidget product={view({ product_selling_price: 0 })} />,
    );
    expect(within(card()).getByText('Price on Request')).toBeInTheDocument();
    expect(within(card()).queryByText(/GST/)).not.toBeInTheDocument();
    expect(within(card()).queryByRole('button', { name: 'Add to Cart' })).not.toBeInTheDocument();
    const request = within(card()).getByRole('button', { name: 'Request a Quote' });
    expect(request).toHaveAccessibleDescription('Omron E2E Sensor');
    await user.click(request);
    const dialog = await screen.findByRole('dialog', { name: 'Request a Quote' });
    expect(within(dialog).getByText('Omron E2E Sensor')).toBeInTheDocument();
    expect(within(dialog).getByText('Product ID: prd_sensor')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Full Name' })).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(request).toHaveFocus();
  });

  it('follows the URL template; the host may take over navigation; modified clicks stay native', async () => {
    const user = userEvent.setup();
    const { events, assign } = renderWidget(<ProductCardWidget product={view()} />, {
      productUrlTemplate: 'https://distributor.example/p/{id}?name={slug}',
      preventNavigation: true,
    });
    const link = within(card()).getByRole('link', { name: 'Omron E2E Sensor' });
    expect(link).toHaveAttribute(
      'href',
      'https://distributor.example/p/prd_sensor?name=omron-e2e-sensor',
    );
    link.focus();
    await user.keyboard('{Enter}');
    expect(events).toEqual([
      [
        'sk:navigate',
        {
          url: 'https://distributor.example/p/prd_sensor?name=omron-e2e-sensor',
          productId: 'prd_sensor',
        },
      ],
    ]);
    expect(assign).not.toHaveBeenCalled();
    // A ctrl-click (new tab) is left to the browser: not prevented, no sk:navigate.
    let preventedByCard: boolean | undefined;
    const observe = (event: Event) => {
      preventedByCard = event.defaultPrevented;
      event.preventDefault();
    };
    window.addEventListener('click', observe);
    fireEvent.click(link, { ctrlKey: true });
    window.removeEventListener('click', observe);
    expect(preventedByCard).toBe(false);
    expect(events).toHaveLength(1);
  });

  it('asks a guest to sign in first (the sign-in modal), then saves the product', async () => {
    const user = userEvent.setup();
    const customer = await signUpFreshCustomer(shop(), 'Heart Guest');
    const storefront = disposeAfterTest(makeStorefront({ autoLoad: false, guestCart: 'local' }));
    const [product] = await sellableProducts(storefront);
    renderWidget(<ProductCardWidget productId={product?.id} />, { storefront });
    await user.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    const modal = await screen.findByRole('dialog', { name: 'Sign In' });
    await user.type(within(modal).getByLabelText('Email or Mobile Number'), customer.email);
    await user.type(within(modal).getByLabelText('Password'), `${customer.password}{Enter}`);
    const heart = await screen.findByRole('button', { name: 'Remove from wishlist' });
    await waitFor(() => expect(heart).toBeEnabled());
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
    // Saved on the server, for this customer.
    const saved = await storefront.client.wishlist.list({ page_no: 1, per_page: 12 });
    expect(saved.data.map((entry) => entry.product.id ?? entry.product._id)).toEqual([product?.id]);
  });

  it('changes nothing when a guest dismisses the sign-in modal', async () => {
    const user = userEvent.setup();
    renderWidget(<ProductCardWidget product={view()} />);
    await user.click(screen.getByRole('button', { name: 'Add to wishlist' }));
    const modal = await screen.findByRole('dialog', { name: 'Sign In' });
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('alert')).toBeNull();
    const heart = screen.getByRole('button', { name: 'Add to wishlist' });
    expect(heart).toBeEnabled();
    expect(heart).toHaveAttribute('data-state', 'not-wishlisted');
  });
});

describe('ProductCardWidget add to cart (fake timers)', () => {
  fakeTimersInEachTest();

  it("waits 500 ms, adds, shows 'Added to Cart' for 2 s, then 'In Cart (n)'", async () => {
    const user = setupUser();
    const storefront = shop({ guestCart: 'local' });
    const { events } = renderWidget(<ProductCardWidget product={view()} />, { storefront });
    const button = screen.getByRole('button', { name: 'Add to Cart' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-busy', 'true');
    advance(499);
    expect(storefront.cart.quantityOf('prd_sensor')).toBe(0);
    await act(async () => {
      vi.advanceTimersByTime(1);
    });
    await waitFor(() => expect(button).toHaveTextContent('Added to Cart'));
    expect(storefront.cart.quantityOf('prd_sensor')).toBe(1);
    expect(storefront.cart.state.value.items[0]).toMatchObject({
      name: 'Omron E2E Sensor',
      price: 1850_00,
      originalPrice: 2200_00,
    });
    expect(events).toEqual([['sk:add-to-cart', { productId: 'prd_sensor', quantity: 1 }]]);
    expect(screen.getByRole('status')).toHaveTextContent('Added to Cart');
    // A click while confirming adds nothing.
    await user.click(button);
    advance(1999);
    expect(button).toHaveTextContent('Added to Cart');
    advance(1);
    expect(button).toHaveTextContent('In Cart (1)');
    expect(storefront.cart.quantityOf('prd_sensor')).toBe(1);
  });

  it("says 'Please login to add items to cart' to a guest when the cart needs an account", async () => {
    const user = setupUser();
    const { events } = renderWidget(<ProductCardWidget product={view()} />, {
      storefront: shop({ guestCart: 'login-required' }),
    });
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    await act(async () => {
      vi.advanceTimersByTime(500);
    });
    expect(await screen.findByText('Please login to add items to cart')).toHaveAttribute(
      'role',
      'alert',
    );
    expect(screen.getByRole('button', { name: 'Add to Cart' })).not.toHaveAttribute('aria-busy');
    expect(events).toEqual([]);
  });

  it('adds nothing when unmounted during the wait', async () => {
    const user = setupUser();
    const storefront = shop({ guestCart: 'local' });
    const { unmount } = renderWidget(<ProductCardWidget product={view()} />, { storefront });
    await user.click(screen.getByRole('button', { name: 'Add to Cart' }));
    unmount();
    vi.advanceTimersByTime(500);
    expect(storefront.cart.quantityOf('prd_sensor')).toBe(0);
  });
});

describe('ProductCardWidget (a product id, real server)', () => {
  it('shows a skeleton, then the loaded product', async () => {
    const storefront = shop();
    const [product] = await sellableProducts(storefront);
    const { container } = renderWidget(<ProductCardWidget productId={product?.id} />, {
      storefront,
    });
    const skeleton = container.querySelector('[part="card"]');
    expect(skeleton).toHaveAttribute('data-state', 'loading');
    expect(skeleton).toHaveAttribute('aria-busy', 'true');
    expect(await screen.findByRole('article')).toHaveAccessibleName(product?.product_name ?? '');
    expect(await axe(container)).toHaveNoViolations();
  });

  it("says 'Product not found' for an unknown id", async () => {
    renderWidget(<ProductCardWidget productId="prd_missing_000" />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Product not found');
  });

  it('says Product ID is required without an id', () => {
    renderWidget(<ProductCardWidget />);
    expect(screen.getByRole('alert')).toHaveTextContent('Product ID is required');
  });

  it("says 'Server error' under 'Failed to load product' on a 5xx, with Try Again, which reloads", async () => {
    const user = userEvent.setup();
    const fetch = answering(500, { meta: { status: false, message: 'Database unavailable' } });
    const { container } = renderWidget(<ProductCardWidget productId="prd_000001" />, {
      storefront: shop({ fetch }),
    });
    const alert = await screen.findByRole('alert');
    // The spec's message, then why (a 5xx's own text is never shown).
    expect(alert).toHaveTextContent(
      /^Failed to load productServer error\. Please try again later\.$/,
    );
    expect(alert).not.toHaveTextContent('Database unavailable');
    expect(await axe(container)).toHaveNoViolations();
    const calls = fetch.mock.calls.length;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(fetch.mock.calls.length).toBeGreaterThan(calls));
  });

  it('says the shop cannot be reached when the API is down (never Network Error), and Try Again loads the product', async () => {
    const user = userEvent.setup();
    let down = true;
    const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
      if (down) throw new TypeError('Failed to fetch');
      return globalThis.fetch(input, init);
    });
    const storefront = shop({ fetch });
    const [product] = await sellableProducts(shop());
    const { container } = renderWidget(<ProductCardWidget productId={product?.id} />, {
      storefront,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      /^Failed to load productCannot reach the shop\. Check your connection and try again\.$/,
    );
    expect(alert).not.toHaveTextContent('Network Error');
    expect(alert.querySelector('[part="error-detail"]')).toHaveTextContent(
      'Cannot reach the shop. Check your connection and try again.',
    );
    expect(await axe(container)).toHaveNoViolations();
    down = false;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(await screen.findByRole('article')).toHaveAccessibleName(product?.product_name ?? '');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it("says the shop cannot be reached in the embedder's words (data-messages)", async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => {
      throw new TypeError('Failed to fetch');
    });
    const messages = { 'api.unreachable': 'Dukaan tak nahin pahunch sake.' };
    renderWidget(<ProductCardWidget productId="prd_000001" />, {
      storefront: shop({ fetch, messages }),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load productDukaan tak nahin pahunch sake.',
    );
  });

  it('fills the heart for a signed-in customer and empties it again', async () => {
    const user = userEvent.setup();
    const storefront = disposeAfterTest(makeStorefront({ autoLoad: false }));
    await signUpFreshCustomer(storefront, 'Card Wishlist Tester');
    const [product] = await sellableProducts(storefront);
    renderWidget(<ProductCardWidget productId={product?.id} />, { storefront });
    await user.click(await screen.findByRole('button', { name: 'Add to wishlist' }));
    const heart = await screen.findByRole('button', { name: 'Remove from wishlist' });
    await waitFor(() => expect(heart).toBeEnabled());
    expect(heart).toHaveAttribute('data-state', 'wishlisted');
    await user.click(heart);
    expect(await screen.findByRole('button', { name: 'Add to wishlist' })).toBeInTheDocument();
  });
});

describe('ProductCardWidget on a page: the page\'s own picture (<img slot="image">)', () => {
  /** Mounts the card as its element does, in `host`'s shadow root. */
  function mountCard(host: HTMLElement, props: Parameters<typeof ProductCardWidget>[0]) {
    document.body.append(host);
    const storefront = shop();
    let widget: ReturnType<typeof mountWidget> | undefined;
    act(() => {
      widget = mountWidget(host, ProductCardWidget, props, { storefront });
    });
    onTestFinished(() => {
      act(() => widget?.destroy());
      host.remove();
    });
    return { root: host.shadowRoot as ShadowRoot, storefront };
  }

  it('shows that very element in the media box, skeleton and card; its own image waits behind it', async () => {
    const [product] = await sellableProducts(shop());
    if (!product) throw new Error('no product to show');
    const host = document.createElement('sk-test-card');
    const picture = host.appendChild(document.createElement('img'));
    picture.slot = 'image';
    const { root, storefront } = mountCard(host, { productId: product.id });
    const slot = () => root.querySelector<HTMLSlotElement>('.sk-card-media > slot[name="image"]');
    expect(root.querySelector('[part="card"]')).toHaveAttribute('data-state', 'loading');
    expect(slot()?.assignedElements()).toEqual([picture]);
    expect(slot()?.querySelector('.sk-card-skeleton-image')).not.toBeNull();
    await waitFor(() => expect(root.querySelector('article')).not.toBeNull());
    expect(slot()?.closest('[part="media"]')).not.toBeNull();
    expect(slot()?.assignedElements()).toEqual([picture]);
    // The card's own image is the slot's fallback: shown only if the page takes its picture
    // away, so lazy and without priority, even where it would load at once.
    const own = slot()?.querySelector('img[part="image"]');
    expect(own).toHaveAttribute('src', storefront.assetUrl(toProductView(product).image));
    expect(own).toHaveAttribute('loading', 'lazy');
    expect(own).not.toHaveAttribute('fetchpriority');
    expect(root.querySelectorAll('img')).toHaveLength(1);
  });

  it('shows its own image in the slot without one, as it loads it (eager when asked)', () => {
    const { root } = mountCard(document.createElement('sk-test-card'), {
      product: view(),
      imageLoading: 'eager',
    });
    const slot = root.querySelector<HTMLSlotElement>('[part="media"] > slot[name="image"]');
    expect(slot?.assignedElements()).toEqual([]);
    const own = slot?.querySelector('img[part="image"]');
    expect(own).toHaveAttribute('loading', 'eager');
    expect(own).toHaveAttribute('fetchpriority', 'high');
  });

  it('has no slot when rendered in React (no shadow root): its own image, as ever', () => {
    renderWidget(<ProductCardWidget product={view()} />);
    expect(card().querySelector('slot')).toBeNull();
    expect(card().querySelector('[part="media"] > img[part="image"]')).not.toBeNull();
  });
});
