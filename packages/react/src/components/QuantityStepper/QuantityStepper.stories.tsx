import { DEALS_MAX_QUANTITY } from '@storefront-kit/core';
import { withStorefront } from '@storefront-kit/test-utils/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { QuantityStepper, type QuantityStepperRootProps } from './QuantityStepper';

/** The stepper with every part, as a cart line or the product page uses it. */
function StepperDemo(props: QuantityStepperRootProps) {
  return (
    <QuantityStepper.Root
      aria-label="Quantity of Omron MY2N relay"
      style={{ display: 'inline-flex', gap: 4, alignItems: 'center' }}
      {...props}
    >
      <QuantityStepper.Decrement />
      <QuantityStepper.Input style={{ width: '4ch', textAlign: 'center' }} />
      <QuantityStepper.Increment />
      <QuantityStepper.MaxMessage style={{ marginInlineStart: 8, color: '#b45309' }} />
    </QuantityStepper.Root>
  );
}

const meta = {
  title: 'Headless/QuantityStepper',
  component: StepperDemo,
  decorators: [withStorefront({ autoLoad: false })],
  args: { defaultValue: 1 },
} satisfies Meta<typeof StepperDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Uncontrolled, 1..999: arrows, PageUp/PageDown, Home/End, or type a number. */
export const Default: Story = {};

/** The deals page's limit of 10, at the maximum: plus disabled, 'Max Qty: 10'. */
export const AtMaximum: Story = { args: { defaultValue: 10, max: DEALS_MAX_QUANTITY } };

/** A change in flight: every control keeps its focus but refuses input. */
export const Pending: Story = { args: { defaultValue: 3, pending: true } };

export const Disabled: Story = { args: { defaultValue: 2, disabled: true } };

/** Controlled by React state. */
export const Controlled: Story = {
  render: (args) => {
    const [quantity, setQuantity] = useState(5);
    return (
      <>
        <StepperDemo {...args} value={quantity} onValueChange={setQuantity} />
        <p>Quantity in state: {quantity}</p>
      </>
    );
  },
};
