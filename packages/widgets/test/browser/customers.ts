import type { Locator } from 'playwright-core';
import { expect, inject } from 'vitest';

/** The password of every customer the browser tests sign up. */
export const PASSWORD = 'Secret@123';

/** Signs up a customer of the test's own on the API (not through a widget); returns the email. */
export async function signUpCustomer(name: string, emailPrefix: string): Promise<string> {
  const email = `${emailPrefix}-${crypto.randomUUID()}@example.com`;
  const response = await fetch(`${inject('apiUrl')}/auth/customer/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name, email, password: PASSWORD, confirm_password: PASSWORD }),
  });
  expect(response.ok).toBe(true);
  return email;
}

/** Signs `email` in through the open sign-in modal, and waits until the modal has closed. */
export async function signInWith(modal: Locator, email: string): Promise<void> {
  await modal.getByLabel('Email or Mobile Number').fill(email);
  await modal.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await modal.getByRole('button', { name: 'Sign In' }).click();
  await modal.waitFor({ state: 'hidden', timeout: 10_000 });
}
