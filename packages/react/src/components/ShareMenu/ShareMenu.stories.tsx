import { SHARE_TARGETS } from '@storefront-kit/core';
import { withStorefront } from '@storefront-kit/test-utils/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useMessages } from '../../hooks/useMessages';
import { ShareMenu, type ShareMenuRootProps } from './ShareMenu';

const url = 'https://shop.example.in/products/details/omron-my2n-relay/prd_000042';

/** The product page's share button: native sheet when present, else this menu. */
function ShareDemo(props: Partial<ShareMenuRootProps>) {
  return (
    <ShareMenu.Root
      url={url}
      title="Omron MY2N General Purpose Relay, 24 V DC"
      text="Omron MY2N general purpose relay with 24 V DC coil, 2 changeover contacts rated 5 A, plug-in mounting, LED indicator and test button."
      style={{ position: 'relative', display: 'inline-block' }}
      {...props}
    >
      <ShareMenu.Trigger />
      <ShareMenu.Content
        style={{
          position: 'absolute',
          top: '100%',
          left: 0,
          display: 'grid',
          gap: 4,
          padding: 8,
          background: 'white',
          border: '1px solid #d4d4d8',
          minWidth: 180,
        }}
      >
        {SHARE_TARGETS.map((target) => (
          <ShareMenu.Item key={target} target={target} />
        ))}
        <ShareMenu.CopyItem />
      </ShareMenu.Content>
      <ShareMenu.Status style={{ marginInlineStart: 8 }} />
    </ShareMenu.Root>
  );
}

const meta = {
  title: 'Headless/ShareMenu',
  component: ShareDemo,
  decorators: [withStorefront({ autoLoad: false })],
  // Storybook's browser may have a share sheet: the menu stories turn it off.
  args: { native: false },
} satisfies Meta<typeof ShareDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: the Share button. */
export const Closed: Story = {};

/** The menu of WhatsApp, Facebook, Twitter, LinkedIn, e-mail and copy link. */
export const Open: Story = { args: { defaultOpen: true } };

/** After Copy link: 'Link copied!' for 2 s. */
export const Copied: Story = {
  args: { shareOptions: { writeText: () => Promise.resolve() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Copy link' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Link copied!');
  },
};

/** The clipboard refused: the failure is said, in the item and the live region. */
export const CopyFailed: Story = {
  args: { shareOptions: { writeText: () => Promise.reject(new Error('denied')) } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Copy link' }));
    await expect(canvas.getByRole('status')).toHaveTextContent('Could not copy the link');
  },
};

/** The browser's share sheet when it has one (try it on a phone). */
export const NativeFirst: Story = { args: { native: true } };

/** Order details (spec 2): no menu; without a share sheet the link is copied at once. */
export const OrderDetails: Story = {
  render: () => {
    const t = useMessages();
    return (
      <ShareMenu.Root url={url} fallback="copy" shareOptions={{ nativeShare: null }}>
        <ShareMenu.Trigger>{t('orders.share')}</ShareMenu.Trigger>
        <ShareMenu.Status>
          {(status) => (status === 'copied' ? t('orders.linkCopied') : null)}
        </ShareMenu.Status>
      </ShareMenu.Root>
    );
  },
};
