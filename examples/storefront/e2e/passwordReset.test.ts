import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { chromiumForFile, settledViolations } from './dashboardFlow';
import { apiAs, createCustomer, MOBILE, openSite, signIn, siteUrl, tokenFor } from './site';

const browser = chromiumForFile();
const url = (path: string) => `${siteUrl()}${path}`;

const SENT =
  'If an account with this email or mobile number exists, a password reset link has been sent to its email address.';

/**
 * The reset code of the newest password-reset e-mail to `email`, read from the development
 * mailer's inbox page (`/dev/inbox`), as a developer without a mail server would.
 */
async function resetCodeFor(email: string): Promise<string> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const page = await (await fetch(url('/dev/inbox'))).text();
    const article = page
      .split('<article>')
      .find((part) => part.includes(`To ${email}`) && part.includes('reset code:'));
    const code = article ? /reset code: (\S+)/.exec(article)?.[1] : undefined;
    if (code) return code;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No password-reset e-mail to ${email}`);
}

const status = (page: Page) => page.getByRole('status').filter({ hasText: /\S/ }).first();

describe('Forgot password', () => {
  it('e-mails a reset link from the sign-in page; the link sets a new password once', async () => {
    const customer = await createCustomer('Kavya Rao');
    const { page, errors, close } = await openSite(browser(), '/auth');
    await page.getByLabel('Email or mobile number').fill(customer.email);
    // The link carries what was typed, so the shopper need not type it again.
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await page.waitForURL(url(`/auth/forgot-password?login=${encodeURIComponent(customer.email)}`));
    await page.getByRole('heading', { level: 1, name: 'Forgot Password' }).waitFor();
    const login = page.getByLabel('Email or mobile number');
    await expect(login.inputValue()).resolves.toBe(customer.email);

    // Empty: the field says what is missing, nothing is sent.
    await login.fill('');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText('Email or mobile number is required').waitFor();
    await expect(login.getAttribute('aria-invalid')).resolves.toBe('true');

    await login.fill(customer.email);
    await login.press('Enter');
    await status(page).waitFor();
    await expect(status(page).textContent()).resolves.toBe(SENT);
    // The outcome takes the focus, so a screen reader hears it.
    await expect(page.evaluate(() => document.activeElement?.textContent)).resolves.toBe(SENT);
    expect(await settledViolations(page)).toEqual([]);

    const code = await resetCodeFor(customer.email);
    await page.goto(url(`/auth/reset-password?token=${encodeURIComponent(code)}`));
    await page.getByRole('heading', { level: 1, name: 'Reset Password' }).waitFor();
    await page.getByLabel('New Password').fill('Newpass@456');
    await page.getByLabel('Confirm Password').fill('Newpass@457');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Passwords do not match').waitFor();
    await page.getByLabel('Confirm Password').fill('Newpass@456');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await status(page).waitFor();
    await expect(status(page).textContent()).resolves.toBe(
      'Your password has been changed. Sign in with your new password.',
    );
    expect(await settledViolations(page)).toEqual([]);

    // The old password no longer works; the new one does, through the site's form.
    await expect(tokenFor(customer.email, customer.password)).rejects.toThrow(/401/);
    await page.getByRole('link', { name: 'Sign In' }).click();
    await page.waitForURL(url('/auth'));
    await page.getByLabel('Email or mobile number').fill(customer.email);
    await page.getByLabel('Password', { exact: true }).fill('Newpass@456');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(url('/dashboard'));

    // The link worked once.
    await page.goto(url(`/auth/reset-password?token=${encodeURIComponent(code)}`));
    await page.getByLabel('New Password').fill('Another@789');
    await page.getByLabel('Confirm Password').fill('Another@789');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page
      .getByRole('alert')
      .filter({
        hasText: 'This password reset link has already been used. Please request a new one.',
      })
      .waitFor();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL(url('/auth/forgot-password'));
    // Only the used link's refusal, which the page explained.
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await close();
  });

  it('answers an unknown account exactly as a known one', async () => {
    const { page, errors, close } = await openSite(browser(), '/auth/forgot-password', {
      viewport: MOBILE,
    });
    await page.getByLabel('Email or mobile number').fill('nobody-here@example.in');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await status(page).waitFor();
    await expect(status(page).textContent()).resolves.toBe(SENT);
    // Nothing wider than the phone.
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).resolves.toBe(true);
    expect(errors).toEqual([]);
    await close();
  });

  it('says when the link is incomplete, with a way to ask for a new one', async () => {
    const { page, errors, close } = await openSite(browser(), '/auth/reset-password');
    await page
      .getByRole('alert')
      .filter({ hasText: 'The password reset link is incomplete. Please request a new one.' })
      .waitFor();
    await expect(page.getByLabel('New Password').count()).resolves.toBe(0);
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await page.waitForURL(url('/auth/forgot-password'));
    expect(await settledViolations(page)).toEqual([]);
    expect(errors).toEqual([]);
    await close();
  });
});

describe('Change password', () => {
  it('checks the current password, keeps this browser signed in and signs out every other', async () => {
    const customer = await createCustomer('Imran Sheikh');
    const elsewhere = await tokenFor(customer.email, customer.password);
    const { page, errors, close } = await openSite(browser(), '/');
    await signIn(page, customer.email, customer.password);
    await page.goto(url('/dashboard/profile'));
    const card = page.getByRole('form', { name: 'Change Password' });
    await card.waitFor();
    const submit = card.getByRole('button', { name: 'Change Password' });

    // Core's rules first: nothing is sent.
    await card.getByLabel('Current Password').fill(customer.password);
    await card.getByLabel('New Password').fill('Changed@123');
    await card.getByLabel('Confirm Password').fill('Changed@124');
    await submit.click();
    await card.getByText('Passwords do not match').waitFor();
    await expect(page.evaluate(() => document.activeElement?.getAttribute('name'))).resolves.toBe(
      'confirm_password',
    );

    // The server's reason for a wrong current password.
    await card.getByLabel('Current Password').fill('Wrong@123');
    await card.getByLabel('Confirm Password').fill('Changed@123');
    await submit.click();
    await card.getByRole('alert').filter({ hasText: 'Current password is incorrect' }).waitFor();

    await card.getByLabel('Current Password').fill(customer.password);
    await submit.click();
    await card
      .getByRole('status')
      .filter({ hasText: 'Your password has been changed. Other devices have been signed out.' })
      .waitFor();
    await expect(card.getByLabel('Current Password').inputValue()).resolves.toBe('');
    expect(await settledViolations(page)).toEqual([]);

    // This browser stays signed in (its new token works); the other device's token does not.
    await page.reload();
    await page.getByRole('heading', { level: 1, name: 'My Profile' }).waitFor();
    await expect(page.url()).toBe(url('/dashboard/profile'));
    await expect(apiAs(elsewhere, '/user-cart/get-cart')).rejects.toThrow(/401/);
    await expect(tokenFor(customer.email, customer.password)).rejects.toThrow(/401/);
    await expect(tokenFor(customer.email, 'Changed@123')).resolves.toMatch(/\./);
    expect(errors).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await close();
  });
});
