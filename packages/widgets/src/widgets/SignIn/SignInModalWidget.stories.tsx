import { api, envelope, withStorefront } from '@storefront-kit/test-utils/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { ShadowPreview, shadowOf } from '../../../test/ShadowPreview';
import type { SignInMode } from '../../shared/signInRequest';
import { SignInModalWidget } from './SignInModalWidget';
import { signInCss } from './signInCss';

/** The modal as a widget renders it: open, in a shadow root with its sheet. */
function Preview({ initialMode }: { initialMode?: SignInMode }) {
  const [open, setOpen] = useState(true);
  return (
    <ShadowPreview css={signInCss}>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <SignInModalWidget open={open} onOpenChange={setOpen} initialMode={initialMode} />
    </ShadowPreview>
  );
}

const signInUrl = api('auth/customer/signin_password');
const signUpUrl = api('auth/customer/signup');
/**
 * Sets a field's value as typing would end (user-event's typing loses characters in a modal
 * dialog inside a shadow root, where its focus tracking sees only the shadow host).
 */
const fill = (input: HTMLElement, value: string) => fireEvent.change(input, { target: { value } });

const modal = (canvasElement: HTMLElement, name: string) =>
  within(shadowOf(canvasElement)).findByRole('dialog', { name });

const meta = {
  title: 'Widgets/SignInModal',
  component: Preview,
  decorators: [withStorefront({ autoLoad: false, guestCart: 'local' })],
} satisfies Meta<typeof Preview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sign In: 'Email or Mobile Number', 'Password', Sign In and the switch to Create Account. */
export const SignIn: Story = {};

/** Submitted empty: each field's message under it, the first one focused. */
export const SignInErrors: Story = {
  play: async ({ canvasElement }) => {
    const dialog = within(await modal(canvasElement, 'Sign In'));
    await userEvent.click(dialog.getByRole('button', { name: 'Sign In' }));
    await expect(dialog.getByLabelText('Email or Mobile Number')).toHaveAccessibleDescription(
      'Email or mobile number is required',
    );
  },
};

/** The server refuses the credentials: its message under the form. */
export const WrongPassword: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(signInUrl, () =>
          HttpResponse.json(
            { meta: { status: false, message: 'Invalid email/mobile or password' } },
            { status: 401 },
          ),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await modal(canvasElement, 'Sign In'));
    fill(dialog.getByLabelText('Email or Mobile Number'), 'asha@example.in');
    fill(dialog.getByLabelText('Password'), 'wrong-password');
    fireEvent.submit(dialog.getByLabelText('Password').closest('form') as HTMLFormElement);
    await expect(await dialog.findByRole('alert')).toHaveTextContent(
      'Invalid email/mobile or password',
    );
  },
};

/** The request is on its way: 'Signing In...', a second submit ignored. */
export const Submitting: Story = {
  parameters: { msw: { handlers: [http.post(signInUrl, () => new Promise(() => {}))] } },
  play: async ({ canvasElement }) => {
    const dialog = within(await modal(canvasElement, 'Sign In'));
    fill(dialog.getByLabelText('Email or Mobile Number'), '9876543210');
    fill(dialog.getByLabelText('Password'), 'Secret@123');
    fireEvent.submit(dialog.getByLabelText('Password').closest('form') as HTMLFormElement);
    await expect(await dialog.findByRole('button', { name: 'Signing In...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Create Account: name, e-mail, mobile number, password twice and the terms. */
export const CreateAccount: Story = { args: { initialMode: 'sign-up' } };

/** Create Account submitted with mistakes: every sign-up message. */
export const CreateAccountErrors: Story = {
  args: { initialMode: 'sign-up' },
  play: async ({ canvasElement }) => {
    const dialog = within(await modal(canvasElement, 'Create Account'));
    fill(dialog.getByLabelText('Email'), 'asha@');
    fill(dialog.getByLabelText('Password'), 'abc');
    await userEvent.click(dialog.getByRole('button', { name: 'Create Account' }));
    await expect(dialog.getByLabelText('Confirm Password')).toHaveAccessibleDescription(
      'Passwords do not match',
    );
  },
};

/** The account exists: 'Account created successfully! You can now login.', Sign In after 3 s. */
export const AccountCreated: Story = {
  args: { initialMode: 'sign-up' },
  parameters: {
    msw: {
      handlers: [
        http.post(signUpUrl, async () => {
          await delay(400);
          return HttpResponse.json(
            envelope({ id: 'usr_story', name: 'Asha Verma' }, 'Account created successfully'),
            { status: 201 },
          );
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const dialog = within(await modal(canvasElement, 'Create Account'));
    fill(dialog.getByLabelText('Name'), 'Asha Verma');
    fill(dialog.getByLabelText('Email'), 'asha@example.in');
    fill(dialog.getByLabelText('Password'), 'Secret@123');
    fill(dialog.getByLabelText('Confirm Password'), 'Secret@123');
    await userEvent.click(dialog.getByRole('checkbox'));
    await userEvent.click(dialog.getByRole('button', { name: 'Create Account' }));
    await expect(
      await dialog.findByText('Account created successfully! You can now login.'),
    ).toBeVisible();
  },
};
