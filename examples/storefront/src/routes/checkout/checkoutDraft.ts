import type { AddressForm, BillingForm } from '@storefront-kit/core';

/** The addresses a shopper typed, kept while they look at /failure. */
export interface CheckoutDraft {
  readonly shipping: Readonly<AddressForm>;
  readonly billing: Readonly<BillingForm>;
}

// In memory only (never in storage): a payment that could not start sends the shopper to
// /failure, and its Try Again (history back) finds the addresses filled in again. A reload
// forgets them.
let draft: CheckoutDraft | null = null;

/** Keeps the addresses for the next visit of /checkout in this page load. */
export function saveCheckoutDraft(next: CheckoutDraft): void {
  draft = next;
}

/** The kept addresses, once (they are forgotten as they are taken). */
export function takeCheckoutDraft(): CheckoutDraft | null {
  const taken = draft;
  draft = null;
  return taken;
}
