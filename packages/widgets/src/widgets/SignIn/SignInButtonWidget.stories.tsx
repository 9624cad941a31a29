import { signedIn, withStorefront } from '@storefront-kit/test-utils/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { focusedIn, ShadowPreview, shadowOf } from '../../../test/ShadowPreview';
import { SignInButtonWidget } from './SignInButtonWidget';
import { signInButtonCss } from './signInButtonCss';

/** `<sk-sign-in>` as the script tag mounts it; the modal brings its own sheet when opened. */
function Preview() {
  return (
    <ShadowPreview css={signInButtonCss}>
      <SignInButtonWidget />
    </ShadowPreview>
  );
}

const meta = {
  title: 'Widgets/SignInButton',
  component: Preview,
} satisfies Meta<typeof Preview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A guest: 'Sign In'. */
export const Guest: Story = {
  decorators: [withStorefront({ autoLoad: false, guestCart: 'local' })],
};

/** Sign In opens the page's sign-in modal (its code loads on this first click). */
export const Opened: Story = {
  decorators: [withStorefront({ autoLoad: false, guestCart: 'local' })],
  play: async ({ canvasElement }) => {
    const shadow = within(shadowOf(canvasElement));
    await userEvent.click(shadow.getByRole('button', { name: 'Sign In' }));
    const dialog = await shadow.findByRole('dialog', { name: 'Sign In' });
    // Visible once its 150 ms fade-in has run.
    await waitFor(() => expect(dialog).toBeVisible());
    const field = within(dialog).getByLabelText('Email or Mobile Number');
    await waitFor(() => expect(focusedIn(canvasElement)).toBe(field));
  },
};

/** A signed-in customer: the name and Sign Out. */
export const SignedIn: Story = {
  decorators: [withStorefront({ autoLoad: false, storage: signedIn() })],
};
