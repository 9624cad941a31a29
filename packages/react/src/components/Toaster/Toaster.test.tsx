import type { Toast } from '@storefront-kit/core';
import {
  fakeTimersInEachTest,
  renderWithProvider,
  setupUser,
} from '@storefront-kit/test-utils/react';
import { makeStorefront } from '@storefront-kit/test-utils/shop';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { Toaster } from './Toaster';

const stores: { dispose(): void }[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
  vi.useRealTimers();
});

const renderUi = (ui: ReactElement, toastDuration?: number) => {
  const storefront = makeStorefront({ autoLoad: false, toastDuration });
  stores.push(storefront);
  return renderWithProvider(ui, { storefront });
};

const region = () => screen.getByRole('region', { name: 'Notifications' });

describe('Toaster', () => {
  it("shows the storefront's toasts top-right: status for success/info, alert for errors", async () => {
    const { storefront, container } = renderUi(<Toaster.Root />);
    expect(region()).toHaveAttribute('data-position', 'top-right');
    expect(region()).toHaveAttribute('data-state', 'empty');
    // A live region before any toast: the toasts inserted into it are announced.
    expect(region()).toHaveAttribute('aria-live', 'polite');
    expect(region()).toHaveAttribute('aria-relevant', 'additions text');
    expect(region()).toBeEmptyDOMElement();
    expect(await axe(container)).toHaveNoViolations();

    act(() => {
      storefront.notifications.notify({ kind: 'success', message: 'Coupon removed successfully' });
      storefront.notifications.notify({ kind: 'error', message: 'Failed to apply coupon' });
    });
    expect(region()).toHaveAttribute('data-state', 'visible');
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Coupon removed successfully');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveAttribute('data-kind', 'success');
    expect(status).toHaveAttribute('data-state', 'open');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Failed to apply coupon');
    expect(alert).toHaveAttribute('aria-live', 'assertive');
    expect(alert).toHaveAttribute('aria-atomic', 'true');
    expect(alert).toHaveAttribute('data-kind', 'error');
    expect(await axe(container)).toHaveNoViolations();
  });

  it("shows what core's stores report", async () => {
    const { storefront } = renderUi(<Toaster.Root />);
    await act(() => storefront.cart.add({ id: 'p1' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please login to add items to cart');
  });

  it('lets core dismiss each toast after 5 s', () => {
    vi.useFakeTimers();
    const { storefront } = renderUi(<Toaster.Root />);
    act(() => storefront.notifications.notify({ kind: 'info', message: 'Quantity updated' }));
    act(() => vi.advanceTimersByTime(4999));
    expect(screen.getByRole('status')).toHaveTextContent('Quantity updated');
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByRole('status')).toBeNull();
    expect(region()).toHaveAttribute('data-state', 'empty');
  });

  it('dismisses a toast with its button, from the keyboard, or with Escape', async () => {
    const user = userEvent.setup();
    const { storefront } = renderUi(<Toaster.Root />);
    act(() => {
      storefront.notifications.notify({ kind: 'info', message: 'Item removed from cart' });
      storefront.notifications.notify({ kind: 'success', message: 'Quantity updated' });
      storefront.notifications.notify({ kind: 'error', message: 'Failed to remove coupon' });
    });
    const [first] = screen.getAllByRole('button', { name: 'Dismiss notification' });
    await user.click(first!);
    expect(screen.queryByText('Item removed from cart')).toBeNull();

    await user.tab();
    expect(within(screen.getByRole('status')).getByRole('button')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.queryByText('Quantity updated')).toBeNull();

    await user.tab();
    expect(within(screen.getByRole('alert')).getByRole('button')).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(storefront.notifications.toasts.value).toEqual([]);
  });

  it('is controlled by `toasts` and `onDismiss`', async () => {
    const user = userEvent.setup();
    const toasts: Toast[] = [
      { id: 7, kind: 'info', message: 'Payment cancelled by user', duration: 5000 },
    ];
    const onDismiss = vi.fn();
    const { storefront } = renderUi(
      <Toaster.Root toasts={toasts} onDismiss={onDismiss} position="bottom-center" />,
    );
    expect(region()).toHaveAttribute('data-position', 'bottom-center');
    act(() => storefront.notifications.notify({ kind: 'error', message: 'Not shown here' }));
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(onDismiss).toHaveBeenCalledWith(7);
    expect(screen.getByRole('status')).toHaveTextContent('Payment cancelled by user');
  });

  it('renders custom toasts and parts with asChild', async () => {
    const user = userEvent.setup();
    const { storefront, container } = renderUi(
      <Toaster.Root aria-label="Shop messages" className="toasts">
        {(toast) => (
          <Toaster.Toast toast={toast} asChild>
            <div className={`toast-${toast.kind}`} data-testid="toast">
              <Toaster.Message className="text" />
              <Toaster.Close asChild>
                <button type="button" aria-label="Close message">
                  close
                </button>
              </Toaster.Close>
            </div>
          </Toaster.Toast>
        )}
      </Toaster.Root>,
    );
    act(() => storefront.notifications.notify({ kind: 'success', message: 'Payment successful!' }));
    const toast = screen.getByRole('status');
    expect(toast).toBe(screen.getByTestId('toast'));
    expect(toast).toHaveClass('toast-success');
    expect(within(toast).getByText('Payment successful!')).toHaveClass('text');
    expect(screen.getByRole('region', { name: 'Shop messages' })).toHaveClass('toasts');
    expect(await axe(container)).toHaveNoViolations();
    await user.click(screen.getByRole('button', { name: 'Close message' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it("skips dismissing when the user's handlers prevent the default", async () => {
    const user = userEvent.setup();
    const { storefront } = renderUi(
      <Toaster.Root>
        {(toast) => (
          <Toaster.Toast toast={toast} onKeyDown={(event) => event.preventDefault()}>
            <Toaster.Message />
            <Toaster.Close onClick={(event) => event.preventDefault()} />
          </Toaster.Toast>
        )}
      </Toaster.Root>,
    );
    act(() => storefront.notifications.notify({ kind: 'info', message: 'Stays' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('status')).toHaveTextContent('Stays');
  });

  it("takes its labels from the message catalogue, with the embedder's overrides", async () => {
    const storefront = makeStorefront({
      autoLoad: false,
      messages: { 'notifications.label': 'Soochnaen', 'notifications.dismiss': 'Band karen' },
    });
    stores.push(storefront);
    const { container } = renderWithProvider(<Toaster.Root />, { storefront });
    act(() => storefront.notifications.notify({ kind: 'info', message: 'Quantity updated' }));
    const named = screen.getByRole('region', { name: 'Soochnaen' });
    expect(within(named).getByRole('button', { name: 'Band karen' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Notifications' })).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('throws when a part is used outside its parent', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderUi(<Toaster.Close />)).toThrow(
      'Toaster.Close must be used within Toaster.Toast',
    );
    expect(() =>
      renderUi(<Toaster.Toast toast={{ id: 1, kind: 'info', message: 'x', duration: 0 }} />),
    ).toThrow('Toaster.Toast must be used within Toaster.Root');
    vi.restoreAllMocks();
  });
});

describe('Toaster pauses while the toasts are being read', () => {
  fakeTimersInEachTest();
  const setup = (ui: ReactElement = <Toaster.Root />) => ({ user: setupUser(), ...renderUi(ui) });
  const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
  const shown = () =>
    screen.queryAllByRole('status').map((toast) => toast.querySelector('p')?.textContent);

  it('holds the toasts while the pointer is over them, then gives them the time they had left', async () => {
    const { user, storefront } = setup();
    act(() => storefront.notifications.notify({ kind: 'info', message: 'Quantity updated' }));
    wait(3000);
    expect(region()).not.toHaveAttribute('data-paused');

    await user.hover(screen.getByRole('status'));
    expect(region()).toHaveAttribute('data-paused', '');
    wait(60_000);
    expect(shown()).toEqual(['Quantity updated']);

    await user.unhover(region());
    expect(region()).not.toHaveAttribute('data-paused');
    wait(1999);
    expect(shown()).toEqual(['Quantity updated']);
    wait(1);
    expect(shown()).toEqual([]);
  });

  it('holds them while focus is inside, a toast arriving meanwhile too, and resumes on blur', async () => {
    const { user, storefront } = setup(
      <>
        <Toaster.Root />
        <button type="button">Elsewhere</button>
      </>,
    );
    act(() => storefront.notifications.notify({ kind: 'info', message: 'Item removed from cart' }));
    wait(4000);
    await user.tab();
    expect(screen.getByRole('button', { name: 'Dismiss notification' })).toHaveFocus();
    expect(region()).toHaveAttribute('data-paused', '');
    act(() => storefront.notifications.notify({ kind: 'success', message: 'Quantity updated' }));
    wait(30_000);
    expect(shown()).toEqual(['Item removed from cart', 'Quantity updated']);

    // Moving between the toasts keeps them paused.
    await user.tab();
    expect(within(screen.getAllByRole('status')[1]!).getByRole('button')).toHaveFocus();
    expect(region()).toHaveAttribute('data-paused', '');

    await user.tab();
    expect(screen.getByRole('button', { name: 'Elsewhere' })).toHaveFocus();
    expect(region()).not.toHaveAttribute('data-paused');
    wait(1000);
    expect(shown()).toEqual(['Quantity updated']);
    wait(4000);
    expect(shown()).toEqual([]);
  });

  it('resumes when the focused toast is dismissed from the keyboard (its focus is gone)', async () => {
    const { user, storefront } = setup();
    act(() => {
      storefront.notifications.notify({ kind: 'error', message: 'Failed to apply coupon' });
      storefront.notifications.notify({ kind: 'info', message: 'Quantity updated' });
    });
    await user.tab();
    expect(region()).toHaveAttribute('data-paused', '');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alert')).toBeNull();
    expect(document.body).toHaveFocus();
    expect(region()).not.toHaveAttribute('data-paused');
    wait(4999);
    expect(shown()).toEqual(['Quantity updated']);
    wait(1);
    expect(shown()).toEqual([]);
  });

  it('does not hold a later toast after the last one was dismissed under the pointer', async () => {
    const { user, storefront } = setup();
    act(() => storefront.notifications.notify({ kind: 'info', message: 'Quantity updated' }));
    await user.click(screen.getByRole('button', { name: 'Dismiss notification' }));
    expect(region()).toHaveAttribute('data-state', 'empty');
    expect(region()).not.toHaveAttribute('data-paused');
    act(() => storefront.notifications.notify({ kind: 'info', message: 'Item removed from cart' }));
    wait(5000);
    expect(shown()).toEqual([]);
  });

  it('resumes the clocks when it unmounts while paused', async () => {
    const { user, storefront, unmount } = setup();
    act(() => storefront.notifications.notify({ kind: 'info', message: 'Quantity updated' }));
    await user.hover(region());
    wait(10_000);
    expect(storefront.notifications.toasts.value).toHaveLength(1);
    unmount();
    vi.advanceTimersByTime(5000);
    expect(storefront.notifications.toasts.value).toEqual([]);
  });

  it('reports pausing and resuming with `toasts`, after the handlers it is given', async () => {
    const onPauseChange = vi.fn();
    const onPointerEnter = vi.fn();
    const onFocus = vi.fn();
    const toasts: Toast[] = [
      { id: 3, kind: 'success', message: 'Payment successful!', duration: 5000 },
    ];
    const { user, storefront, unmount } = setup(
      <Toaster.Root
        toasts={toasts}
        onPauseChange={onPauseChange}
        onPointerEnter={onPointerEnter}
        onFocus={onFocus}
      />,
    );
    const center = storefront.notifications;
    act(() => center.notify({ kind: 'info', message: 'Not shown here' }));
    await user.hover(region());
    expect(onPointerEnter).toHaveBeenCalledTimes(1);
    expect(onPauseChange.mock.calls).toEqual([[true]]);
    await user.tab();
    expect(onFocus).toHaveBeenCalledTimes(1);
    await user.unhover(region());
    // Focus is still inside: still paused.
    expect(onPauseChange.mock.calls).toEqual([[true]]);
    await user.tab();
    expect(onPauseChange.mock.calls).toEqual([[true], [false]]);
    // The storefront's own center is not the one shown, so it is not paused.
    wait(5000);
    expect(center.toasts.value).toEqual([]);

    await user.hover(region());
    unmount();
    expect(onPauseChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it("does not pause when the user's handlers prevent the default", async () => {
    const { user, storefront } = setup(
      <Toaster.Root
        onPointerEnter={(event) => event.preventDefault()}
        onFocus={(event) => event.preventDefault()}
      />,
    );
    act(() => storefront.notifications.notify({ kind: 'info', message: 'Quantity updated' }));
    await user.hover(region());
    await user.tab();
    expect(region()).not.toHaveAttribute('data-paused');
    wait(5000);
    expect(shown()).toEqual([]);
  });
});
