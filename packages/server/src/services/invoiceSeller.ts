import { COMPANY_PROFILE } from '@storefront-kit/core';

const { address } = COMPANY_PROFILE;

/**
 * The seller on GST tax invoices: the one company profile of core (decisions.md). Haryana's
 * GST state code is 06, so Haryana deliveries are intra-state.
 */
export const INVOICE_SELLER = {
  name: COMPANY_PROFILE.legalName,
  addressLines: [
    address.line1,
    `${address.city}, ${address.state} ${address.pincode}`,
    address.country,
  ],
  state: address.state,
  stateCode: address.stateCode,
  gstin: COMPANY_PROFILE.gstin,
  pan: COMPANY_PROFILE.pan,
  email: COMPANY_PROFILE.accountsEmail,
} as const;
