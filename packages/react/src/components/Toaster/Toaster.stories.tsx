import type { Notification } from '@storefront-kit/core';
import { withStorefront } from '@storefront-kit/test-utils/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect } from 'react';
import { useToasts } from '../../hooks/useToasts';
import { Toaster } from './Toaster';

const colours = { success: '#dcfce7', error: '#fee2e2', info: '#dbeafe' } as const;

/** The page's toasts, top-right, with buttons that raise the spec's messages. */
function ToasterDemo({ initial = [] }: { initial?: readonly Notification[] }) {
  const { notify } = useToasts();
  useEffect(() => {
    for (const notification of initial) notify(notification);
  }, [initial, notify]);
  return (
    <>
      <button
        type="button"
        onClick={() => notify({ kind: 'success', message: 'Coupon removed successfully' })}
      >
        Success
      </button>
      <button
        type="button"
        onClick={() => notify({ kind: 'error', message: 'Please login to add items to cart' })}
      >
        Error
      </button>
      <button type="button" onClick={() => notify({ kind: 'info', message: 'Quantity updated' })}>
        Info
      </button>
      <Toaster.Root
        style={{ position: 'fixed', top: 16, right: 16, display: 'grid', gap: 8, width: 320 }}
      >
        {(toast) => (
          <Toaster.Toast
            toast={toast}
            style={{
              display: 'flex',
              justifyContent: 'space-between',
              padding: 12,
              borderRadius: 8,
              background: colours[toast.kind],
            }}
          >
            <Toaster.Message style={{ margin: 0 }} />
            <Toaster.Close />
          </Toaster.Toast>
        )}
      </Toaster.Root>
    </>
  );
}

const meta = {
  title: 'Headless/Toaster',
  component: ToasterDemo,
  decorators: [withStorefront({ autoLoad: false })],
} satisfies Meta<typeof ToasterDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No toasts: an empty region. Use the buttons; each toast leaves after 5 s. */
export const Empty: Story = {};

/** One of each kind, kept until dismissed (duration 0). */
export const Full: Story = {
  args: {
    initial: [
      { kind: 'success', message: 'Coupon applied successfully! You saved ₹150.00', duration: 0 },
      { kind: 'error', message: 'Failed to apply coupon', duration: 0 },
      { kind: 'info', message: 'Payment cancelled by user', duration: 0 },
    ],
  },
};

/** An error toast (role alert). */
export const ErrorToast: Story = {
  args: {
    initial: [
      {
        kind: 'error',
        message: 'Failed to update wishlist. Please login to your account.',
        duration: 0,
      },
    ],
  },
};
