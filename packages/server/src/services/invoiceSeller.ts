/**
 * The seller on GST tax invoices: the one company profile (decisions.md: founded 2010,
 * Gurugram, Haryana). Haryana's GST state code is 06, so Haryana deliveries are intra-state.
 */
export const INVOICE_SELLER = {
  name: 'Storefront Automation Private Limited',
  addressLines: ['Plot 42, Sector 44', 'Gurugram, Haryana 122003', 'India'],
  state: 'Haryana',
  stateCode: '06',
  gstin: '06AAKCS4821M1Z0',
  pan: 'AAKCS4821M',
  email: 'accounts@storefront-kit.dev',
} as const;
