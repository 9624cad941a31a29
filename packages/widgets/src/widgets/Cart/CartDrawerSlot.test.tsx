import { shop } from '@storefront-kit/test-utils/shop';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../../test/renderWidget';
import { CartButtonWidget } from './CartButtonWidget';
import { cartDrawerPanel } from './CartDrawerSlot';

// The drawer's module, as the browser would fetch it: the first import fails while `offline`
// (a lost connection), the next one is fetched again.
const network = vi.hoisted(() => ({ offline: false, imports: 0 }));
vi.mock('./CartDrawerPanel', async (importOriginal) => {
  network.imports += 1;
  if (network.offline) throw new TypeError('Failed to fetch dynamically imported module');
  return importOriginal();
});

async function guest() {
  const storefront = shop({ guestCart: 'local' });
  await storefront.cart.load();
  return storefront;
}

// One file, one module instance: these run in order, from a page that has not loaded the drawer.
describe('the cart drawer, loaded on first use', () => {
  it('is not fetched for the button, and a failed fetch closes the cart and says the shop cannot be reached; the next opening fetches it again', async () => {
    const user = userEvent.setup();
    const storefront = await guest();
    renderWidget(<CartButtonWidget />, { storefront });
    const button = screen.getByRole('button', { name: 'Shopping Cart (0)' });
    expect(network.imports).toBe(0);
    expect(cartDrawerPanel.peek()).toBeUndefined();

    network.offline = true;
    // The pointer reaching the button starts a fetch (it fails), the click's opening another.
    await user.click(button);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Cannot reach the shop. Check your connection and try again.',
    );
    expect(network.imports).toBe(2);
    // Not left open with nothing shown: the page is not inert, the button says closed.
    expect(storefront.cart.state.peek().isOpen).toBe(false);
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    network.offline = false;
    const before = network.imports;
    await user.click(button);
    const drawer = await screen.findByRole('dialog', { name: 'Shopping Cart' });
    expect(drawer).toHaveTextContent('Your cart is empty');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(network.imports).toBe(before + 1);
  });
});
