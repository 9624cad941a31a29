import { shop, signUpFreshCustomer } from '@storefront-kit/test-utils/shop';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { renderWidget } from '../../../test/renderWidget';
import { getSignInRequest, requestSignIn } from '../../shared/signInRequest';
import { SignInButtonWidget } from './SignInButtonWidget';
import { SignInRequestHost } from './SignInRequestHost';

const account = () => document.querySelector('[part="account"]') as HTMLElement;

describe('SignInButtonWidget', () => {
  it("offers 'Sign In' to a guest and opens the lazily loaded modal; × returns the focus", async () => {
    const user = userEvent.setup();
    const { container } = renderWidget(<SignInButtonWidget />, {
      storefront: shop({ guestCart: 'local' }),
    });
    const button = within(account()).getByRole('button', { name: 'Sign In' });
    expect(account()).toHaveAttribute('data-state', 'guest');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
    // Keyboard: Enter on the focused button.
    button.focus();
    await user.keyboard('{Enter}');
    const modal = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() =>
      expect(within(modal).getByLabelText('Email or Mobile Number')).toHaveFocus(),
    );
    expect(await axe(document.body)).toHaveNoViolations();
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(getSignInRequest().status).toBe('closed');
    expect(button).toHaveFocus();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the modal for any widget’s requestSignIn(): true once signed in, then the name and Sign Out', async () => {
    const user = userEvent.setup();
    const customer = await signUpFreshCustomer(shop(), 'Priya Nair');
    const storefront = shop({ guestCart: 'local' });
    renderWidget(<SignInButtonWidget />, { storefront });
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = requestSignIn();
    });
    const modal = await screen.findByRole('dialog', { name: 'Sign In' });
    await user.type(within(modal).getByLabelText('Email or Mobile Number'), customer.email);
    await user.type(within(modal).getByLabelText('Password'), `${customer.password}{Enter}`);
    await expect(answer).resolves.toBe(true);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(account()).toHaveAttribute('data-state', 'signed-in');
    expect(within(account()).getByText('Priya Nair')).toBeInTheDocument();
    const signOut = within(account()).getByRole('button', { name: 'Sign Out' });
    expect(await axe(account())).toHaveNoViolations();
    await user.click(signOut);
    await waitFor(() =>
      expect(within(account()).getByRole('button', { name: 'Sign In' })).toBeInTheDocument(),
    );
    expect(storefront.session.isLoggedIn()).toBe(false);
    expect(storefront.notifications.toasts.value.map((toast) => toast.message)).toContain(
      'Logged out successfully',
    );
  });

  it('resolves a request with false when the shopper dismisses the modal', async () => {
    const user = userEvent.setup();
    renderWidget(<SignInButtonWidget />, { storefront: shop({ guestCart: 'local' }) });
    let answer: Promise<boolean> | undefined;
    act(() => {
      answer = requestSignIn({ mode: 'sign-up' });
    });
    const modal = await screen.findByRole('dialog', { name: 'Create Account' });
    await user.click(within(modal).getByRole('button', { name: 'Close' }));
    await expect(answer).resolves.toBe(false);
  });

  it('renders one modal however many widgets host it, and the next host takes over', async () => {
    const storefront = shop({ guestCart: 'local' });
    const first = renderWidget(<SignInButtonWidget />, { storefront });
    renderWidget(<SignInRequestHost />, { storefront });
    act(() => {
      void requestSignIn();
    });
    await screen.findByRole('dialog', { name: 'Sign In' });
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    expect(first.container.querySelector('dialog')).not.toBeNull();
    first.unmount();
    const modal = await screen.findByRole('dialog', { name: 'Sign In' });
    expect(document.querySelectorAll('dialog')).toHaveLength(1);
    expect(getSignInRequest().status).toBe('open');
    expect(modal).toBeInTheDocument();
  });

  it('shows a signed-in customer’s name and Sign Out', async () => {
    const storefront = shop();
    await signUpFreshCustomer(storefront, 'Rahul Mehta');
    const { container } = renderWidget(<SignInButtonWidget />, { storefront });
    expect(within(account()).getByText('Rahul Mehta')).toBeInTheDocument();
    expect(within(account()).queryByRole('button', { name: 'Sign In' })).toBeNull();
    expect(await axe(container)).toHaveNoViolations();
  });
});
