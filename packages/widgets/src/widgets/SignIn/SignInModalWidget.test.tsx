import type { Storefront, User } from '@storefront-kit/core';
import {
  sellableProducts,
  shop,
  signUpFreshCustomer,
  type TestCustomer,
} from '@storefront-kit/test-utils/shop';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { renderWidget } from '../../../test/renderWidget';
import { SignInModalWidget } from './SignInModalWidget';

/** A customer who exists on the server (signed up on a storefront of its own). */
async function existingCustomer(name = 'Modal Tester'): Promise<TestCustomer> {
  return signUpFreshCustomer(shop(), name);
}

/** The real network, counting the requests to one path. */
function countingFetch(path: string) {
  const fetch = vi.fn<typeof globalThis.fetch>((input, init) => globalThis.fetch(input, init));
  const count = () =>
    fetch.mock.calls.filter(([input]) =>
      String(input instanceof Request ? input.url : input).includes(path),
    ).length;
  return { fetch, count };
}

/** A fetch that never reaches a server. */
const offline = () =>
  vi.fn<typeof globalThis.fetch>(async () => {
    throw new TypeError('Failed to fetch');
  });

function Harness({
  onSignedIn,
  onOpenChange,
  initialMode,
}: {
  onSignedIn?: (user: User) => void;
  onOpenChange?: (open: boolean) => void;
  initialMode?: 'sign-in' | 'sign-up';
}) {
  const [open, setOpen] = useState(true);
  return (
    <SignInModalWidget
      open={open}
      initialMode={initialMode}
      onSignedIn={onSignedIn}
      onOpenChange={(next) => {
        onOpenChange?.(next);
        setOpen(next);
      }}
    />
  );
}

const dialog = (name: string) => screen.getByRole('dialog', { name });
const nativeDialog = () => document.querySelector('dialog') as HTMLDialogElement;

function renderModal(
  options: { storefront?: Storefront; initialMode?: 'sign-in' | 'sign-up' } = {},
) {
  const onSignedIn = vi.fn<(user: User) => void>();
  const onOpenChange = vi.fn<(open: boolean) => void>();
  const storefront = options.storefront ?? shop({ guestCart: 'local' });
  const rendered = renderWidget(
    <Harness
      onSignedIn={onSignedIn}
      onOpenChange={onOpenChange}
      initialMode={options.initialMode}
    />,
    { storefront },
  );
  return { ...rendered, onSignedIn, onOpenChange };
}

describe('SignInModalWidget: Sign In', () => {
  it('opens named Sign In with labelled fields, the login focused; axe-clean', async () => {
    renderModal();
    const modal = dialog('Sign In');
    expect(nativeDialog().open).toBe(true);
    const login = within(modal).getByLabelText('Email or Mobile Number');
    expect(login).toHaveFocus();
    expect(login).toHaveAttribute('autocomplete', 'username');
    expect(within(modal).getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(within(modal).getByRole('button', { name: 'Sign In' })).toHaveAttribute(
      'type',
      'submit',
    );
    expect(within(modal).getByRole('button', { name: 'Create Account' })).toBeInTheDocument();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('shows each required message under its field, focuses it, and clears it on edit', async () => {
    const user = userEvent.setup();
    const { fetch, count } = countingFetch('signin_password');
    renderModal({ storefront: shop({ guestCart: 'local', fetch }) });
    const modal = dialog('Sign In');
    await user.click(within(modal).getByRole('button', { name: 'Sign In' }));
    const login = within(modal).getByLabelText('Email or Mobile Number');
    const password = within(modal).getByLabelText('Password');
    expect(login).toHaveAccessibleDescription('Email or mobile number is required');
    expect(password).toHaveAccessibleDescription('Password is required');
    expect(login).toHaveAttribute('aria-invalid', 'true');
    expect(login).toHaveFocus();
    expect(await axe(document.body)).toHaveNoViolations();
    await user.type(login, 'someone@example.in');
    expect(login).not.toHaveAttribute('aria-invalid');
    expect(within(modal).queryByText('Email or mobile number is required')).toBeNull();
    expect(password).toHaveAccessibleDescription('Password is required');
    expect(count()).toBe(0);
  });

  it("shows the server's message for a wrong password and stays open", async () => {
    const user = userEvent.setup();
    const customer = await existingCustomer();
    const { onSignedIn, onOpenChange } = renderModal();
    const modal = dialog('Sign In');
    await user.type(within(modal).getByLabelText('Email or Mobile Number'), customer.email);
    await user.type(within(modal).getByLabelText('Password'), 'Wrong@123');
    await user.click(within(modal).getByRole('button', { name: 'Sign In' }));
    const alert = await within(modal).findByRole('alert');
    expect(alert).toHaveTextContent('Invalid email/mobile or password');
    expect(modal.querySelector('form')).toHaveAccessibleDescription(
      'Invalid email/mobile or password',
    );
    expect(within(modal).getByRole('button', { name: 'Sign In' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(await axe(document.body)).toHaveNoViolations();
  });

  it('says the shop cannot be reached (never blaming the credentials) when the server cannot be reached', async () => {
    const user = userEvent.setup();
    renderModal({ storefront: shop({ guestCart: 'local', fetch: offline() }) });
    const modal = dialog('Sign In');
    await user.type(within(modal).getByLabelText('Email or Mobile Number'), 'a@example.in');
    await user.type(within(modal).getByLabelText('Password'), 'Secret@123');
    await user.click(within(modal).getByRole('button', { name: 'Sign In' }));
    const alert = await within(modal).findByRole('alert');
    expect(alert).toHaveTextContent('Cannot reach the shop. Check your connection and try again.');
    expect(alert).not.toHaveTextContent('credentials');
    // Sign In again is the retry: the form keeps what was typed.
    expect(within(modal).getByLabelText('Password')).toHaveValue('Secret@123');
  });

  it('says a server error, not a credentials error, for a 5xx', async () => {
    const user = userEvent.setup();
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      Response.json({ meta: { status: false, message: 'Internal server error' } }, { status: 500 }),
    );
    renderModal({ storefront: shop({ guestCart: 'local', fetch }) });
    const modal = dialog('Sign In');
    await user.type(within(modal).getByLabelText('Email or Mobile Number'), 'a@example.in');
    await user.type(within(modal).getByLabelText('Password'), 'Secret@123');
    await user.click(within(modal).getByRole('button', { name: 'Sign In' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Server error. Please try again later.',
    );
  });

  it('signs in (keyboard typing): Signing In..., one request for a double submit, the cart merged, closed', async () => {
    const user = userEvent.setup();
    const customer = await existingCustomer('Keyboard Shopper');
    const { fetch, count } = countingFetch('signin_password');
    const storefront = shop({ guestCart: 'local', fetch });
    await storefront.cart.load();
    const [product] = await sellableProducts(storefront);
    if (!product) throw new Error('The seed has no sellable product');
    await storefront.cart.add({ id: product.id, name: product.product_name }, 2);
    expect(storefront.cart.state.value.source).toBe('local');
    const { onSignedIn, onOpenChange } = renderModal({ storefront });
    // Keyboard only: the login has focus; Tab to the password; Enter submits.
    await user.keyboard(customer.email);
    await user.tab();
    expect(within(dialog('Sign In')).getByLabelText('Password')).toHaveFocus();
    await user.keyboard(customer.password);
    // Two submits in the same moment (a double press of Enter): one request. (The mobile
    // number test submits with a single Enter.)
    const form = dialog('Sign In').querySelector('form') as HTMLFormElement;
    act(() => {
      fireEvent.submit(form);
      fireEvent.submit(form);
    });
    const pending = within(dialog('Sign In')).getByRole('button', { name: 'Signing In...' });
    expect(pending).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({ name: 'Keyboard Shopper' });
    expect(onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(nativeDialog().open).toBe(false);
    expect(count()).toBe(1);
    // The guest cart is now the customer's server cart.
    expect(storefront.session.isLoggedIn()).toBe(true);
    expect(storefront.cart.state.value.source).toBe('server');
    const server = await storefront.client.cart.get();
    expect(server.data?.items?.map((line) => [line.id, line.quantity])).toEqual([[product.id, 2]]);
  });

  it('signs in with the mobile number as the login', async () => {
    const user = userEvent.setup();
    const customer = await existingCustomer('Mobile Shopper');
    const { onSignedIn } = renderModal();
    const modal = dialog('Sign In');
    await user.type(within(modal).getByLabelText('Email or Mobile Number'), customer.mobile);
    await user.type(within(modal).getByLabelText('Password'), `${customer.password}{Enter}`);
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
  });

  it('closes without signing in on ×, Escape (the cancel event) and the backdrop', async () => {
    const user = userEvent.setup();
    const { onOpenChange, onSignedIn, unmount } = renderModal();
    await user.click(within(dialog('Sign In')).getByRole('button', { name: 'Close' }));
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
    expect(nativeDialog().open).toBe(false);
    unmount();
    const second = renderModal();
    const cancel = new Event('cancel', { cancelable: true });
    fireEvent(nativeDialog(), cancel);
    expect(cancel.defaultPrevented).toBe(true);
    expect(second.onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    second.unmount();
    const third = renderModal();
    fireEvent.click(nativeDialog());
    expect(third.onOpenChange).toHaveBeenCalledExactlyOnceWith(false);
    expect(onSignedIn).not.toHaveBeenCalled();
  });
});

describe('SignInModalWidget: Create Account', () => {
  it('switches forms with the switch button, moving the focus to the first field', async () => {
    const user = userEvent.setup();
    renderModal();
    await user.click(within(dialog('Sign In')).getByRole('button', { name: 'Create Account' }));
    const modal = dialog('Create Account');
    expect(within(modal).getByLabelText('Name')).toHaveFocus();
    for (const label of ['Email', 'Mobile Number', 'Password', 'Confirm Password']) {
      expect(within(modal).getByLabelText(label)).toBeInTheDocument();
    }
    expect(
      within(modal).getByRole('checkbox', { name: 'I accept the terms and conditions' }),
    ).not.toBeChecked();
    expect(await axe(document.body)).toHaveNoViolations();
    await user.click(within(modal).getByRole('button', { name: 'Sign In' }));
    expect(within(dialog('Sign In')).getByLabelText('Email or Mobile Number')).toHaveFocus();
  });

  it('shows every sign-up message verbatim', async () => {
    const user = userEvent.setup();
    const { fetch, count } = countingFetch('customer/signup');
    renderModal({ storefront: shop({ guestCart: 'local', fetch }), initialMode: 'sign-up' });
    const modal = dialog('Create Account');
    const submit = () => user.click(within(modal).getByRole('button', { name: 'Create Account' }));
    await submit();
    const described = (label: string) => (message: string) =>
      expect(within(modal).getByLabelText(label)).toHaveAccessibleDescription(message);
    described('Name')('Name is required');
    described('Email')('Email or mobile number is required');
    described('Password')('Password is required');
    described('I accept the terms and conditions')('You must accept the terms and conditions');
    expect(within(modal).getByLabelText('Name')).toHaveFocus();
    expect(await axe(document.body)).toHaveNoViolations();

    await user.type(within(modal).getByLabelText('Name'), 'Asha Verma');
    await user.type(within(modal).getByLabelText('Email'), 'asha@');
    await user.type(within(modal).getByLabelText('Mobile Number'), '12345');
    await user.type(within(modal).getByLabelText('Password'), 'abc');
    await user.type(within(modal).getByLabelText('Confirm Password'), 'abd');
    await submit();
    described('Email')('Please enter a valid email address');
    described('Mobile Number')('Mobile number must be 10 digits starting with 6-9');
    described('Password')('Password must be at least 6 characters');
    described('Confirm Password')('Passwords do not match');
    expect(within(modal).getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(within(modal).getByLabelText('Email')).toHaveFocus();
    expect(count()).toBe(0);
  });

  it('answers a taken e-mail as a new account: the form tells nobody which e-mails exist', async () => {
    const user = userEvent.setup();
    const customer = await existingCustomer();
    renderModal({ initialMode: 'sign-up' });
    const modal = dialog('Create Account');
    await user.type(within(modal).getByLabelText('Name'), 'Second Asha');
    await user.type(within(modal).getByLabelText('Email'), customer.email);
    await user.type(within(modal).getByLabelText('Password'), 'Secret@123');
    await user.type(within(modal).getByLabelText('Confirm Password'), 'Secret@123');
    await user.click(within(modal).getByRole('checkbox'));
    await user.click(within(modal).getByRole('button', { name: 'Create Account' }));
    // The server answers as for a new address (and e-mails the address's owner instead).
    expect(
      await within(modal).findByText('Account created successfully! You can now login.'),
    ).toHaveAttribute('role', 'status');
    expect(within(modal).queryByRole('alert')).toBeNull();
  });

  it('says the shop cannot be reached when the sign-up gets no answer', async () => {
    const user = userEvent.setup();
    renderModal({ storefront: shop({ fetch: offline() }), initialMode: 'sign-up' });
    const modal = dialog('Create Account');
    await user.type(within(modal).getByLabelText('Name'), 'Offline Asha');
    await user.type(within(modal).getByLabelText('Mobile Number'), '9876501234');
    await user.type(within(modal).getByLabelText('Password'), 'Secret@123');
    await user.type(within(modal).getByLabelText('Confirm Password'), 'Secret@123');
    await user.click(within(modal).getByRole('checkbox'));
    await user.click(within(modal).getByRole('button', { name: 'Create Account' }));
    expect(await within(modal).findByRole('alert')).toHaveTextContent(
      'Cannot reach the shop. Check your connection and try again.',
    );
  });

  it('creates the account, says so, switches to Sign In after 3 s with the login filled, then signs in', async () => {
    const user = userEvent.setup();
    const { fetch, count } = countingFetch('customer/signup');
    const { onSignedIn } = renderModal({
      storefront: shop({ guestCart: 'local', fetch }),
      initialMode: 'sign-up',
    });
    const modal = dialog('Create Account');
    const email = `t-${crypto.randomUUID()}@example.com`;
    await user.type(within(modal).getByLabelText('Name'), 'New Shopper');
    await user.type(within(modal).getByLabelText('Email'), email);
    await user.type(within(modal).getByLabelText('Password'), 'Secret@123');
    await user.type(within(modal).getByLabelText('Confirm Password'), 'Secret@123');
    await user.click(within(modal).getByRole('checkbox'));
    // A double click on Create Account: one request.
    const submit = within(modal).getByRole('button', { name: 'Create Account' });
    act(() => {
      fireEvent.click(submit);
      fireEvent.click(submit);
    });
    expect(within(modal).getByRole('button', { name: 'Creating Account...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    const status = await within(modal).findByText(
      'Account created successfully! You can now login.',
    );
    expect(status).toHaveAttribute('role', 'status');
    expect(count()).toBe(1);
    expect(within(modal).queryByRole('alert')).toBeNull();
    const started = Date.now();
    const signIn = await screen.findByRole('dialog', { name: 'Sign In' }, { timeout: 5000 });
    expect(Date.now() - started).toBeGreaterThan(2000);
    expect(within(signIn).getByLabelText('Email or Mobile Number')).toHaveValue(email);
    expect(
      within(signIn).getByText('Account created successfully! You can now login.'),
    ).toBeInTheDocument();
    await user.type(within(signIn).getByLabelText('Password'), 'Secret@123{Enter}');
    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    expect(onSignedIn.mock.calls[0]?.[0]).toMatchObject({ name: 'New Shopper', email });
  });
});
