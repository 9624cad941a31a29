import { shop } from '@storefront-kit/test-utils/shop';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWidget } from '../../../test/renderWidget';
import { CartButtonWidget } from './CartButtonWidget';
import { cartDrawerPanel } from './CartDrawerSlot';

const network = vi.hoisted(() => ({ imports: 0 }));
vi.mock('./CartDrawerPanel', async (importOriginal) => {
  network.imports += 1;
  return importOriginal();
});

async function button() {
  const storefront = shop({ guestCart: 'local' });
  await storefront.cart.load();
  renderWidget(<CartButtonWidget />, { storefront });
  return screen.getByRole('button', { name: 'Shopping Cart (0)' });
}

// One module instance per file: the first test starts from a page that has not loaded the drawer.
describe('a cart button pointed at or focused', () => {
  it('starts fetching the drawer when the pointer reaches it, without opening it', async () => {
    const user = userEvent.setup();
    const cart = await button();
    expect(cartDrawerPanel.peek()).toBeUndefined();
    expect(network.imports).toBe(0);
    await user.hover(cart);
    await waitFor(() => expect(cartDrawerPanel.peek()).toBeDefined());
    expect(network.imports).toBe(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cart).toHaveAttribute('aria-expanded', 'false');
    // Loaded once: the click opens the drawer at once, fetching nothing more.
    await user.click(cart);
    expect(screen.getByRole('dialog', { name: 'Shopping Cart' })).toBeInTheDocument();
    expect(network.imports).toBe(1);
  });
});
