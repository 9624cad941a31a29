import { DEALS_MAX_QUANTITY } from '@storefront-kit/core';
import { renderWithProvider } from '@storefront-kit/test-utils/react';
import { makeStorefront } from '@storefront-kit/test-utils/shop';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ReactElement, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { QuantityStepper, type QuantityStepperRootProps } from './QuantityStepper';

const stores: { dispose(): void }[] = [];
afterEach(() => {
  for (const store of stores.splice(0)) store.dispose();
});

const renderUi = (ui: ReactElement) => {
  // No network: the stepper only needs the provider for its messages.
  const storefront = makeStorefront({ autoLoad: false });
  stores.push(storefront);
  return renderWithProvider(ui, { storefront });
};

function Stepper(props: QuantityStepperRootProps) {
  return (
    <QuantityStepper.Root aria-label="Relay quantity" {...props}>
      <QuantityStepper.Decrement />
      <QuantityStepper.Input />
      <QuantityStepper.Increment />
      <QuantityStepper.MaxMessage />
      <QuantityStepper.Notice />
    </QuantityStepper.Root>
  );
}

function Owner() {
  const [quantity, setQuantity] = useState(1);
  return (
    <>
      <Stepper value={quantity} onValueChange={setQuantity} />
      <output>{quantity}</output>
    </>
  );
}

const spin = () => screen.getByRole('spinbutton', { name: 'Quantity' });
const minus = () => screen.getByRole('button', { name: 'Decrease quantity' });
const plus = () => screen.getByRole('button', { name: 'Increase quantity' });

describe('QuantityStepper', () => {
  it('is a spinbutton within min..max, with no axe violations', async () => {
    const { container } = renderUi(<Stepper defaultValue={3} />);
    expect(spin()).toHaveValue('3');
    expect(spin()).toHaveAttribute('aria-valuenow', '3');
    expect(spin()).toHaveAttribute('aria-valuemin', '1');
    expect(spin()).toHaveAttribute('aria-valuemax', '999');
    expect(screen.getByRole('group', { name: 'Relay quantity' })).toHaveAttribute(
      'data-state',
      'idle',
    );
    expect(minus()).toHaveTextContent('−');
    expect(plus()).toHaveTextContent('+');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('steps with the buttons; minus is disabled at the minimum', async () => {
    const user = userEvent.setup();
    renderUi(<Stepper />);
    expect(spin()).toHaveValue('1');
    expect(minus()).toBeDisabled();
    await user.click(plus());
    await user.click(plus());
    expect(spin()).toHaveValue('3');
    await user.click(minus());
    expect(spin()).toHaveValue('2');
    expect(minus()).toBeEnabled();
  });

  it("disables plus at the maximum and shows 'Max Qty: {n}' (deals: 10)", async () => {
    const user = userEvent.setup();
    const { container } = renderUi(<Stepper defaultValue={9} max={DEALS_MAX_QUANTITY} />);
    const message = container.querySelector('[aria-live="polite"]');
    expect(message).toHaveAttribute('data-state', 'hidden');
    expect(message).toBeEmptyDOMElement();
    await user.click(plus());
    expect(spin()).toHaveValue('10');
    expect(plus()).toBeDisabled();
    expect(message).toHaveAttribute('data-state', 'visible');
    expect(message).toHaveTextContent('Max Qty: 10');
    expect(await axe(container)).toHaveNoViolations();
  });

  it('clamps a default value outside min..max', () => {
    renderUi(<Stepper defaultValue={50} max={10} />);
    expect(spin()).toHaveValue('10');
  });

  it('follows the spinbutton keys: arrows, PageUp/PageDown, Home, End', async () => {
    const user = userEvent.setup();
    renderUi(<Stepper defaultValue={5} max={40} />);
    await user.click(spin());
    await user.keyboard('{ArrowUp}');
    expect(spin()).toHaveValue('6');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(spin()).toHaveValue('4');
    await user.keyboard('{PageUp}');
    expect(spin()).toHaveValue('14');
    await user.keyboard('{PageDown}{PageDown}');
    expect(spin()).toHaveValue('1');
    await user.keyboard('{End}');
    expect(spin()).toHaveValue('40');
    expect(spin()).toHaveAttribute('aria-valuenow', '40');
    await user.keyboard('{Home}');
    expect(spin()).toHaveValue('1');
  });

  it('reaches the stepper with Tab and the buttons with Enter and Space', async () => {
    const user = userEvent.setup();
    renderUi(<Stepper defaultValue={2} />);
    await user.tab();
    expect(minus()).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(spin()).toHaveValue('1');
    await user.tab();
    expect(spin()).toHaveFocus();
    await user.tab();
    expect(plus()).toHaveFocus();
    await user.keyboard(' ');
    expect(spin()).toHaveValue('2');
  });

  it('commits a typed whole number on Enter or blur; an emptied box left alone keeps the quantity', async () => {
    const user = userEvent.setup();
    renderUi(<Stepper defaultValue={2} />);
    await user.clear(spin());
    await user.type(spin(), '25');
    expect(spin()).toHaveAttribute('aria-valuenow', '2');
    await user.keyboard('{Enter}');
    expect(spin()).toHaveAttribute('aria-valuenow', '25');
    await user.clear(spin());
    await user.type(spin(), '7');
    await user.tab();
    expect(spin()).toHaveValue('7');
    await user.clear(spin());
    await user.tab();
    expect(spin()).toHaveValue('7');
    expect(spin()).not.toHaveAttribute('aria-invalid');
  });

  it('refuses what is not a whole number, or above the limit, with a sentence tied to the box', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderUi(<Stepper defaultValue={2} stock={27} onValueChange={onValueChange} />);
    await user.clear(spin());
    await user.type(spin(), '2x5');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Enter the quantity as a whole number, like 2.',
    );
    expect(spin()).toHaveValue('2');
    expect(spin()).toHaveAttribute('aria-invalid', 'true');
    expect(spin()).toHaveAccessibleDescription('Enter the quantity as a whole number, like 2.');

    // Typing again clears the refusal; above the stock is said before anything is sent.
    await user.clear(spin());
    expect(spin()).not.toHaveAttribute('aria-invalid');
    await user.type(spin(), '50');
    await user.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('Only 27 in stock');
    expect(spin()).toHaveValue('2');
    expect(onValueChange).not.toHaveBeenCalled();
    expect(spin()).toHaveAttribute('aria-valuemax', '27');

    // At the limit the stepper says the stock, not 'Max Qty'.
    await user.click(spin());
    await user.keyboard('{End}');
    expect(onValueChange).toHaveBeenLastCalledWith(27);
    expect(screen.getByText('Only 27 in stock', { selector: '[aria-live]' })).toBeVisible();
  });

  it("reads '-3' and '0' as a request to remove: 'Remove this item?' with Remove and Keep", async () => {
    const user = userEvent.setup();
    const onRemove = vi.fn();
    const onValueChange = vi.fn();
    const { container } = renderUi(
      <Stepper defaultValue={4} onRemove={onRemove} onValueChange={onValueChange} />,
    );
    await user.clear(spin());
    await user.type(spin(), '-3');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('group', { name: 'Remove this item?' })).toBeVisible();
    // The minus is not stripped: nothing was set to 3.
    expect(onValueChange).not.toHaveBeenCalled();
    expect(spin()).toHaveValue('4');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus());
    expect(await axe(container)).toHaveNoViolations();

    // Keep: the focus goes back to the box, the quantity unchanged.
    await user.click(screen.getByRole('button', { name: 'Keep' }));
    expect(screen.queryByRole('group', { name: 'Remove this item?' })).toBeNull();
    expect(spin()).toHaveFocus();
    expect(onRemove).not.toHaveBeenCalled();

    // Escape keeps too; Remove removes.
    await user.clear(spin());
    await user.type(spin(), '0');
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Remove this item?' })).toBeNull();
    expect(spin()).toHaveFocus();
    await user.clear(spin());
    await user.type(spin(), '0');
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Remove' })).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(onRemove).toHaveBeenCalledTimes(1);
    expect(onValueChange).not.toHaveBeenCalled();
  });

  it('refuses 0 where there is no line to remove (a product page before the add)', async () => {
    const user = userEvent.setup();
    renderUi(<Stepper defaultValue={3} />);
    await user.clear(spin());
    await user.type(spin(), '0');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('alert')).toHaveTextContent('The quantity must be at least 1.');
    expect(spin()).toHaveValue('3');
  });

  it('is controlled: reports the next value and shows the one it is given', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    const { rerender } = renderUi(<Stepper value={4} onValueChange={onValueChange} />);
    await user.click(plus());
    expect(onValueChange).toHaveBeenLastCalledWith(5);
    expect(spin()).toHaveValue('4');
    rerender(<Stepper value={5} onValueChange={onValueChange} />);
    expect(spin()).toHaveValue('5');
    await user.click(spin());
    await user.keyboard('{End}');
    expect(onValueChange).toHaveBeenLastCalledWith(999);
  });

  it('works with React state as the owner', async () => {
    const user = userEvent.setup();
    renderUi(<Owner />);
    await user.click(plus());
    expect(screen.getByRole('status')).toHaveTextContent('2');
  });

  it('refuses every change while pending, keeping the focus', async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    renderUi(<Stepper value={3} onValueChange={onValueChange} pending />);
    const group = screen.getByRole('group');
    expect(group).toHaveAttribute('data-state', 'pending');
    expect(group).toHaveAttribute('aria-busy', 'true');
    expect(plus()).toHaveAttribute('aria-disabled', 'true');
    expect(minus()).toHaveAttribute('aria-disabled', 'true');
    expect(plus()).toHaveAttribute('data-disabled');
    await user.click(plus());
    expect(plus()).toHaveFocus();
    await user.click(minus());
    await user.click(spin());
    expect(spin()).toHaveAttribute('readonly');
    await user.keyboard('{ArrowUp}{End}7{Enter}');
    expect(onValueChange).not.toHaveBeenCalled();
    expect(spin()).toHaveValue('3');
  });

  it('disables every control when disabled', () => {
    renderUi(<Stepper defaultValue={3} disabled />);
    expect(minus()).toBeDisabled();
    expect(plus()).toBeDisabled();
    expect(spin()).toBeDisabled();
    expect(screen.getByRole('group')).toHaveAttribute('data-disabled');
  });

  it("skips its own handling when the user's handler prevents the default", async () => {
    const user = userEvent.setup();
    const onClick = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const onKeyDown = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderUi(
      <QuantityStepper.Root defaultValue={2}>
        <QuantityStepper.Decrement />
        <QuantityStepper.Input onKeyDown={onKeyDown} />
        <QuantityStepper.Increment onClick={onClick} />
      </QuantityStepper.Root>,
    );
    await user.click(plus());
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(spin()).toHaveValue('2');
    await user.click(spin());
    await user.keyboard('{ArrowUp}');
    expect(onKeyDown).toHaveBeenCalled();
    expect(spin()).toHaveValue('2');
  });

  it('renders its own elements with asChild, and takes custom content and labels', async () => {
    const user = userEvent.setup();
    renderUi(
      <QuantityStepper.Root asChild defaultValue={1}>
        <fieldset data-testid="root">
          <legend>Quantity of Relay</legend>
          <QuantityStepper.Decrement aria-label="One less">less</QuantityStepper.Decrement>
          <QuantityStepper.Input aria-label="How many" />
          <QuantityStepper.Increment asChild>
            <button type="button" aria-label="One more" className="plus">
              more
            </button>
          </QuantityStepper.Increment>
        </fieldset>
      </QuantityStepper.Root>,
    );
    expect(screen.getByTestId('root').tagName).toBe('FIELDSET');
    expect(screen.getByTestId('root')).toHaveAttribute('data-state', 'idle');
    const more = screen.getByRole('button', { name: 'One more' });
    expect(more).toHaveClass('plus');
    expect(more).toHaveTextContent('more');
    await user.click(more);
    expect(screen.getByRole('spinbutton', { name: 'How many' })).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'One less' })).toHaveTextContent('less');
  });

  it("takes its labels from the message catalogue, with the embedder's overrides", async () => {
    const storefront = makeStorefront({
      autoLoad: false,
      messages: {
        'quantity.label': 'Maatra',
        'quantity.decrease': 'Maatra ghataen',
        'quantity.increase': 'Maatra badhaen',
      },
    });
    stores.push(storefront);
    const { container } = renderWithProvider(<Stepper defaultValue={2} />, { storefront });
    expect(screen.getByRole('spinbutton', { name: 'Maatra' })).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Maatra ghataen' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Maatra badhaen' })).toBeEnabled();
    expect(screen.queryByRole('spinbutton', { name: 'Quantity' })).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });

  it('throws when a part is used outside Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderUi(<QuantityStepper.Input />)).toThrow(
      'QuantityStepper.Input must be used within QuantityStepper.Root',
    );
    vi.restoreAllMocks();
  });
});
