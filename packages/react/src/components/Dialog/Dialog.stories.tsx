import { withStorefront } from '@storefront-kit/test-utils/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Dialog, type DialogRootProps } from './Dialog';

/** A quote dialog with every part, styled inline (the parts bring no styles). */
function DialogDemo(props: DialogRootProps) {
  return (
    <Dialog.Root {...props}>
      <Dialog.Trigger>Request a Quote</Dialog.Trigger>
      <Dialog.Content
        style={{ width: 'min(32rem, 100vw - 2rem)', border: 0, borderRadius: 8, padding: 24 }}
      >
        <Dialog.Title style={{ marginTop: 0 }}>Request a Quote</Dialog.Title>
        <Dialog.Description>We answer within one working day.</Dialog.Description>
        <label style={{ display: 'grid', gap: 4 }}>
          Quantity
          <input name="quantity" inputMode="numeric" />
        </label>
        <p>
          <Dialog.Close>Cancel</Dialog.Close>
        </p>
      </Dialog.Content>
    </Dialog.Root>
  );
}

const meta = {
  title: 'Headless/Dialog',
  component: DialogDemo,
  decorators: [withStorefront({ autoLoad: false })],
} satisfies Meta<typeof DialogDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the trigger only. */
export const Closed: Story = {};

/**
 * Opened from its trigger: a modal `<dialog>` in the browser's top layer (`:modal`, so the page
 * behind is inert and Tab stays inside), named and described, its first field focused; Cancel
 * closes it and gives the focus back to the trigger.
 */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Request a Quote' });
    await userEvent.click(trigger);
    const dialog = canvas.getByRole('dialog', { name: 'Request a Quote' });
    await expect(dialog.matches(':modal')).toBe(true);
    await expect(dialog).toHaveAccessibleDescription('We answer within one working day.');
    await expect(canvas.getByRole('textbox', { name: 'Quantity' })).toHaveFocus();
    // The page behind is inert: what is under the trigger is the dialog's backdrop.
    const box = trigger.getBoundingClientRect();
    await expect(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2)).toBe(
      dialog,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    // Open again for the story's picture and its axe check.
    await userEvent.click(trigger);
  },
};
