import type { PaymentProvider, PayOutcome, Storefront } from '@storefront-kit/core';
import { renderWithProvider } from '@storefront-kit/test-utils/react';
import {
  ADDRESS,
  addCheapestProductToCart,
  makeStorefront,
  type SandboxPaymentMode,
  sandboxPaymentProvider,
  signUpFreshCustomer,
} from '@storefront-kit/test-utils/shop';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useCheckout } from './useCheckout';
import { type UsePayStepOptions, usePayStep } from './usePayStep';

let storefront: Storefront;

/** Step 3 as a UI would render it; `filled` puts valid addresses in first. */
function PayStepForm({
  provider,
  filled,
  options,
}: {
  provider: PaymentProvider;
  filled: boolean;
  options: UsePayStepOptions;
}) {
  const checkout = useCheckout({ provider });
  const step = usePayStep(checkout, options);
  return (
    <form {...step.getFormProps()} aria-label="Payment Method">
      <p>Step {checkout.step}</p>
      {filled && checkout.shipping.city === '' ? (
        <button
          type="button"
          onClick={() => {
            for (const [field, value] of Object.entries(ADDRESS)) {
              checkout.setField('shipping', field as keyof typeof ADDRESS, value);
            }
            checkout.goTo(3);
          }}
        >
          Fill
        </button>
      ) : null}
      {step.failure ? <div role="alert">{step.failure}</div> : null}
      <p role="status">{step.statusText}</p>
      <button {...step.getPreviousProps()} />
      <button {...step.getPayProps()} />
    </form>
  );
}

function renderStep(mode: SandboxPaymentMode, options: UsePayStepOptions = {}, filled = true) {
  const stub = sandboxPaymentProvider(mode);
  renderWithProvider(<PayStepForm provider={stub.provider} filled={filled} options={options} />, {
    storefront,
  });
  return stub;
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Fill' }));
  expect(screen.getByText('Step 3')).toBeInTheDocument();
}

beforeAll(async () => {
  storefront = makeStorefront();
  await signUpFreshCustomer(storefront, 'Pay Step Tester');
  await addCheapestProductToCart(storefront, 1);
});
afterAll(() => storefront.dispose());

describe('usePayStep', () => {
  it('reports invalid addresses to onValidated and opens no payment', async () => {
    const user = userEvent.setup();
    const onValidated = vi.fn();
    const onOutcome = vi.fn();
    const { opened } = renderStep('pay', { onValidated, onOutcome }, false);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(onOutcome).toHaveBeenCalledTimes(1));
    expect(onOutcome.mock.calls[0]?.[0]).toMatchObject({ status: 'invalid' });
    expect(onValidated).toHaveBeenCalledTimes(1);
    expect(opened).toEqual([]);
  });

  it("says 'Payment cancelled by user' when the dialog is closed; Previous goes back to billing", async () => {
    const user = userEvent.setup();
    renderStep('dismiss');
    await fill(user);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Payment cancelled by user'),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByText('Step 2')).toBeInTheDocument();
  });

  it("shows a failed payment's reason, and pays once however often Pay Now is pressed", async () => {
    const user = userEvent.setup();
    const { opened } = renderStep('fail');
    await fill(user);
    const payNow = screen.getByRole('button', { name: 'Pay Now' });
    await act(async () => {
      payNow.click();
      payNow.click();
      payNow.click();
    });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(/\S/));
    expect(opened).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Pay Now' })).not.toHaveAttribute('aria-busy');
  });

  it('stops when beforePay says no, and ignores presses while it waits', async () => {
    const user = userEvent.setup();
    let answer: (value: boolean) => void = () => {};
    const beforePay = vi.fn(() => new Promise<boolean>((resolve) => (answer = resolve)));
    const { opened } = renderStep('pay', { beforePay });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(beforePay).toHaveBeenCalledTimes(1);
    await act(async () => answer(false));
    expect(opened).toEqual([]);
    expect(screen.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  it("says 'Processing...' while paying, then reports the paid outcome", async () => {
    const user = userEvent.setup();
    const outcomes: PayOutcome[] = [];
    renderStep('pay', { onOutcome: (outcome) => outcomes.push(outcome) });
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Pay Now' }));
    expect(screen.getByRole('button', { name: 'Processing...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('form', { name: 'Payment Method' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await waitFor(() => expect(outcomes).toHaveLength(1), { timeout: 15_000 });
    expect(outcomes[0]).toMatchObject({ status: 'paid', orderId: expect.any(String) });
  });
});
