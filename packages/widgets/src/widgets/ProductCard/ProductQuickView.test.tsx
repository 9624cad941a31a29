import { type ProductView, productSchema, toProductView } from '@storefront-kit/core';
import { makeProduct } from '@storefront-kit/test-utils/factories';
import {
  disposeAfterTest,
  makeStorefront,
  sellableProducts,
  shop,
  signUpFreshCustomer,
} from '@storefront-kit/test-utils/shop';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { renderWidget } from '../../../test/renderWidget';
import { ProductCardWidget } from './ProductCardWidget';

const view = (partial: Parameters<typeof makeProduct>[0] = {}): ProductView =>
  toProductView(
    productSchema.parse(
      makeProduct({
        _id: 'prd_sensor',
        product_name: 'Omron E2E Sensor',
        model_number: 'E2E-X5ME1',
        product_thumb_image: '/images/products/e2e.svg',
        ...partial,
      }),
    ),
  );

const quickViewButton = () => screen.getByRole('button', { name: 'Quick View' });
const quickView = () => screen.getByRole('dialog', { name: 'Omron E2E Sensor' });

/** Opens the card's quick view by keyboard (its code loads on the first opening). */
async function openQuickView(user: ReturnType<typeof userEvent.setup>) {
  quickViewButton().focus();
  await user.keyboard('{Enter}');
  return screen.findByRole('dialog', { name: 'Omron E2E Sensor' });
}

/** jsdom has no top layer: Escape on a modal dialog is its `cancel` event (test/setup.ts). */
const pressEscape = (dialog: HTMLElement) =>
  fireEvent(dialog, new Event('cancel', { cancelable: true }));

describe('ProductCardWidget quick view', () => {
  it('shows the product: image, name, brand, model, price, MRP, percent off, stock, description', async () => {
    const user = userEvent.setup();
    const { container } = renderWidget(<ProductCardWidget product={view()} />);
    expect(quickViewButton()).toHaveAttribute('aria-haspopup', 'dialog');
    const dialog = await openQuickView(user);
    const image = dialog.querySelector('img');
    expect(image?.getAttribute('src')).toMatch(/\/images\/products\/e2e\.svg$/);
    expect(within(dialog).getByRole('heading', { name: 'Omron E2E Sensor' })).toBeInTheDocument();
    expect(within(dialog).getByText('Omron')).toBeInTheDocument();
    expect(within(dialog).getByText('Model: E2E-X5ME1')).toBeInTheDocument();
    expect(within(dialog).getByText('₹1,850.00 + 18% GST')).toBeInTheDocument();
    expect(within(dialog).getByText('₹2,183.00 incl. GST')).toBeInTheDocument();
    expect(within(dialog).getByText('₹2,200.00').tagName).toBe('S');
    expect(within(dialog).getByText('16% OFF')).toBeInTheDocument();
    expect(within(dialog).getByText('In Stock')).toBeInTheDocument();
    expect(
      within(dialog).getByText('M18 inductive sensor, 8 mm sensing distance, PNP NO'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toHaveValue('1');
    expect(within(dialog).getByRole('button', { name: 'Add to Cart' })).toHaveFocus();
    expect(within(dialog).getByRole('link', { name: 'View Details' })).toHaveAttribute(
      'href',
      '/products/details/omron-e2e-sensor/prd_sensor',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('adds the chosen quantity by keyboard, announcing it and telling the host', async () => {
    const user = userEvent.setup();
    const storefront = shop({ guestCart: 'local' });
    const { events } = renderWidget(<ProductCardWidget product={view()} />, { storefront });
    const dialog = await openQuickView(user);
    const add = within(dialog).getByRole('button', { name: 'Add to Cart' });
    // Tab order: close, decrease, quantity, increase, Add to Cart, View Details.
    await user.tab({ shift: true });
    expect(within(dialog).getByRole('button', { name: 'Increase quantity' })).toHaveFocus();
    await user.keyboard('{Enter}{Enter}');
    await user.tab({ shift: true });
    const quantity = within(dialog).getByRole('spinbutton', { name: 'Quantity' });
    expect(quantity).toHaveFocus();
    expect(quantity).toHaveValue('3');
    await user.keyboard('{End}');
    expect(quantity).toHaveValue('999');
    expect(within(dialog).getByText('Max Qty: 999')).toBeInTheDocument();
    await user.keyboard('{Home}{ArrowUp}{ArrowUp}');
    expect(quantity).toHaveValue('3');
    await user.tab();
    await user.tab();
    expect(add).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(add).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(add).toHaveTextContent('Added to Cart'));
    expect(within(dialog).getByRole('status')).toHaveTextContent('Added to Cart');
    expect(storefront.cart.quantityOf('prd_sensor')).toBe(3);
    expect(events).toEqual([['sk:add-to-cart', { productId: 'prd_sensor', quantity: 3 }]]);
    // The card behind shows the cart's count once its own button settles.
    expect(
      within(screen.getByRole('article')).getByRole('button', { name: 'In Cart (3)' }),
    ).toBeInTheDocument();
  });

  it('closes on Escape and Close, returning focus to Quick View', async () => {
    const user = userEvent.setup();
    renderWidget(<ProductCardWidget product={view()} />);
    const dialog = await openQuickView(user);
    pressEscape(dialog);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(quickViewButton()).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.click(within(quickView()).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(quickViewButton()).toHaveFocus();
  });

  it('out of stock: says so, disables the quantity and Add to Cart, and focuses View Details', async () => {
    const user = userEvent.setup();
    const { container } = renderWidget(
      <ProductCardWidget product={view({ is_stock_available: false })} />,
    );
    const dialog = await openQuickView(user);
    expect(within(dialog).getByText('Out of Stock')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Add to Cart' })).toBeDisabled();
    expect(within(dialog).getByRole('spinbutton', { name: 'Quantity' })).toBeDisabled();
    expect(within(dialog).getByRole('link', { name: 'View Details' })).toHaveFocus();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('View Details goes to the product page through the cancelable sk:navigate', async () => {
    const user = userEvent.setup();
    const { events, assign } = renderWidget(<ProductCardWidget product={view()} />, {
      productUrlTemplate: 'https://distributor.example/p/{id}',
    });
    const dialog = await openQuickView(user);
    await user.click(within(dialog).getByRole('link', { name: 'View Details' }));
    expect(events).toEqual([
      ['sk:navigate', { url: 'https://distributor.example/p/prd_sensor', productId: 'prd_sensor' }],
    ]);
    expect(assign).toHaveBeenCalledWith('https://distributor.example/p/prd_sensor');
  });

  it('shows the description as text, never as markup; without one, No description available', async () => {
    const user = userEvent.setup();
    const hostile = '<img src=x onerror="window.pwned=1">Rugged <b>IP67</b> housing';
    const { unmount } = renderWidget(
      <ProductCardWidget product={view({ product_description: hostile })} />,
    );
    let dialog = await openQuickView(user);
    expect(within(dialog).getByText(hostile)).toBeInTheDocument();
    expect(dialog.querySelector('b')).toBeNull();
    expect(dialog.querySelectorAll('img')).toHaveLength(1); // the product image only
    unmount();
    renderWidget(<ProductCardWidget product={view({ product_description: ' ' })} />);
    dialog = await openQuickView(user);
    expect(within(dialog).getByText('No description available')).toBeInTheDocument();
  });

  it('priced on request: Request a Quote opens the quote modal over the quick view', async () => {
    const user = userEvent.setup();
    const { container } = renderWidget(
      <ProductCardWidget product={view({ product_selling_price: 0, product_listing_price: 0 })} />,
    );
    const dialog = await openQuickView(user);
    expect(await axe(container)).toHaveNoViolations();
    expect(within(dialog).getByText('Price on Request')).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Add to Cart' })).toBeNull();
    expect(within(dialog).queryByRole('spinbutton')).toBeNull();
    const request = within(dialog).getByRole('button', { name: 'Request a Quote' });
    expect(request).toHaveFocus();
    await user.keyboard('{Enter}');
    const quote = await screen.findByRole('dialog', { name: 'Request a Quote' });
    expect(within(quote).getByText('Product ID: prd_sensor')).toBeInTheDocument();
    // Two dialogs open at once: WidgetDialog's headers are not landmarks, so no duplicate banners.
    expect(await axe(quote)).toHaveNoViolations();
    pressEscape(quote);
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Request a Quote' })).toBeNull(),
    );
    expect(quickView()).toBeInTheDocument();
    expect(request).toHaveFocus();
  });

  it("adds to a signed-in customer's server cart (real server)", async () => {
    const user = userEvent.setup();
    const storefront = disposeAfterTest(makeStorefront({ autoLoad: false }));
    await signUpFreshCustomer(storefront, 'Quick View Tester');
    const [product] = await sellableProducts(storefront);
    renderWidget(<ProductCardWidget productId={product?.id} />, { storefront });
    await screen.findByRole('article');
    quickViewButton().focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: product?.product_name });
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add to Cart' }));
    await waitFor(() =>
      expect(
        within(dialog).getByRole('button', { name: /^(Added to Cart|In Cart \(2\))$/ }),
      ).toBeInTheDocument(),
    );
    const cart = await storefront.client.cart.get();
    expect(cart.data?.items).toEqual([expect.objectContaining({ id: product?.id, quantity: 2 })]);
  });
});
