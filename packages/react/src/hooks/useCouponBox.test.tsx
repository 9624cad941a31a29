import { formatINR, type Storefront } from '@storefront-kit/core';
import { renderWithProvider } from '@storefront-kit/test-utils/react';
import {
  addCheapestProductToCart,
  makeStorefront,
  signUpFreshCustomer,
} from '@storefront-kit/test-utils/shop';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { useCouponBox } from './useCouponBox';

let storefront: Storefront;

// One fresh customer for this file, with one priced product in the server cart.
beforeAll(async () => {
  storefront = makeStorefront();
  await signUpFreshCustomer(storefront, 'Coupon Parts');
  await addCheapestProductToCart(storefront, 1);
});
afterAll(() => storefront.dispose());

function Box({ onRemove }: { onRemove?: (event: { preventDefault(): void }) => void }) {
  const box = useCouponBox();
  return (
    <div {...box.getRootProps({ className: 'box' })}>
      {box.applied ? (
        <div className="applied">
          <span {...box.getAppliedTextProps()} />
          <button {...box.getRemoveProps({ onClick: onRemove })} />
        </div>
      ) : (
        <form {...box.getFormProps({ 'aria-label': 'Discount' })}>
          {/* biome-ignore lint/a11y/noLabelWithoutControl: getLabelProps gives the label its htmlFor and text. */}
          <label {...box.getLabelProps()} />
          <input {...box.getInputProps({ className: 'input' })} />
          <button {...box.getApplyProps()} />
        </form>
      )}
      <p {...box.getMessageProps()} />
    </div>
  );
}

describe('useCouponBox', () => {
  it('throws outside a storefront, as useCoupon does', () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Box />)).toThrow('useCart must be used within a CartProvider');
  });

  it('applies a code by keyboard, shows the saving, removes it, and keeps the focus in the box', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProvider(<Box />, { storefront });
    const input = screen.getByRole('textbox', { name: 'Discount Code' });
    const apply = screen.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    expect(input).toHaveAttribute('placeholder', 'Enter code');
    expect(await axe(container)).toHaveNoViolations();

    await user.type(input, 'OLDDEAL{Enter}');
    const status = screen.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent('Invalid coupon code'));
    expect(status).toHaveAttribute('data-state', 'error');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', status.id);

    await user.clear(input);
    await user.type(input, 'safety5');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    const remove = await screen.findByRole('button', { name: 'Remove' });
    const { subtotal } = storefront.cart.totals.value;
    const saved = formatINR(Math.min(Math.round(subtotal * 0.05), 250_000), { symbol: false });
    expect(container.querySelector('.applied')?.textContent).toBe(
      `Code SAFETY5 appliedYou saved ₹${saved}Remove`,
    );
    expect(remove).toHaveAccessibleDescription(expect.stringContaining('Code SAFETY5 applied'));
    expect(screen.queryByRole('form')).toBeNull();
    // The input that had the focus went away: Remove has it now.
    await waitFor(() => expect(remove).toHaveFocus());
    expect(await axe(container)).toHaveNoViolations();

    await user.keyboard('{Enter}');
    await screen.findByRole('textbox', { name: 'Discount Code' });
    await waitFor(() => expect(status).toHaveTextContent('Coupon removed successfully'));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Discount Code' })).toHaveFocus(),
    );
  });

  it("lets the page's text and handlers in, and skips its own action when the handler prevents it", async () => {
    const user = userEvent.setup();
    await storefront.coupon.apply('SAFETY5');
    const onRemove = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderWithProvider(<Box onRemove={onRemove} />, { storefront });
    await user.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(onRemove).toHaveBeenCalledTimes(1);
    // Nothing was sent: the code is still applied.
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
    expect(screen.getByText('Code SAFETY5 applied')).toBeInTheDocument();
    expect(storefront.coupon.status.value).toBe('idle');
  });
});
