import type { Storefront } from '@storefront-kit/core';
import { expect } from 'vitest';

/** A customer a test signed up: what it needs to sign in again or to compare with. */
export interface TestCustomer {
  readonly name: string;
  readonly email: string;
  /** 10 digits starting with 9. */
  readonly mobile: string;
  readonly password: string;
}

/**
 * Signs a new customer up and in on `storefront`: a unique e-mail and a random mobile, so no two
 * tests share one (test files run at the same time against the same server; never the demo
 * customer for anything that changes data). Fails the test when either step fails.
 *
 * @default name 'Test Customer'
 * @example
 * const customer = await signUpFreshCustomer(storefront, 'Test Reviewer');
 */
export async function signUpFreshCustomer(
  storefront: Storefront,
  name = 'Test Customer',
): Promise<TestCustomer> {
  const customer: TestCustomer = {
    name,
    email: `t-${crypto.randomUUID()}@example.com`,
    mobile: `9${String(Math.floor(Math.random() * 1e9)).padStart(9, '0')}`,
    password: 'Secret@123',
  };
  const signUp = await storefront.auth.signUp({
    name,
    email: customer.email,
    mobile_number: customer.mobile,
    password: customer.password,
    confirm_password: customer.password,
  });
  expect(signUp.status, signUp.status === 'error' ? signUp.message : '').toBe('success');
  const signIn = await storefront.signIn({ login: customer.email, password: customer.password });
  expect(signIn.status, signIn.status === 'error' ? signIn.message : '').toBe('success');
  return customer;
}
