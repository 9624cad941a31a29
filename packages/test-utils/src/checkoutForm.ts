// The checkout's address form as the Chromium suites fill it and read its messages: the
// storefront's journeys and the widgets' checkout on a dealer page test the same form.
import type { Locator } from 'playwright-core';

/** A valid shipping address, by the fields' visible labels (billing the same). */
export const CHECKOUT_ADDRESS = {
  'First name': 'Asha',
  'Last name': 'Verma',
  Email: 'asha.verma@example.in',
  Phone: '9876543210',
  Address: '12 Udyog Vihar Phase 4',
  City: 'Gurugram',
  State: 'Haryana',
  Pincode: '122015',
} as const;

/** What Next says for an empty shipping form, verbatim (spec 2 §4). */
export const REQUIRED_ADDRESS_MESSAGES = [
  'First name is required',
  'Last name is required',
  'Email is required',
  'Phone is required',
  'Address is required',
  'City is required',
  'State is required',
  'Pincode is required',
] as const;

/**
 * The e-mail, phone, pincode and GST number of {@link BAD_FORMATS} (with GST number
 * '06abcde1234f1z'), and what Next says for them, verbatim (spec 2 §4).
 */
export const BAD_FORMATS = { Email: 'asha@', Phone: '12345', Pincode: '1220' } as const;
export const FORMAT_MESSAGES = [
  'Email must be a valid email address',
  'Phone must be 10 digits starting with 6-9',
  'Pincode must be 6 digits',
  'GST number must be a valid 15-character GSTIN',
] as const;

/** Fills address fields (by their exact labels) in `scope`; the State picker by its state. */
export async function fillAddress(scope: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    const control = scope.getByLabel(label, { exact: true });
    if (label === 'State') await control.selectOption(value);
    else await control.fill(value);
  }
}

/** Waits until each message shows in `scope`, exactly. */
export async function waitForMessages(scope: Locator, messages: readonly string[]): Promise<void> {
  for (const message of messages) await scope.getByText(message, { exact: true }).waitFor();
}
