/**
 * The one company profile (decisions.md): founded 2010, Gurugram, Haryana, one brand name,
 * one set of business hours shown the same everywhere. The storefront's pages, the widgets
 * and the server's GST invoices all read it from here.
 */
export const COMPANY_PROFILE = {
  name: 'Storefront Automation',
  legalName: 'Storefront Automation Private Limited',
  description:
    'An automation and robotics company supplying sensors, switches, relays, PLC, HMI, servo drives and safety components to Indian industry since 2010.',
  founded: 2010,
  address: {
    line1: 'Plot 42, Sector 44',
    city: 'Gurugram',
    state: 'Haryana',
    /** GST state code: Haryana deliveries are intra-state (CGST + SGST). */
    stateCode: '06',
    pincode: '122003',
    country: 'India',
  },
  gstin: '06AAKCS4821M1Z0',
  pan: 'AAKCS4821M',
  email: 'support@storefront-kit.dev',
  accountsEmail: 'accounts@storefront-kit.dev',
  phone: '+91 124 400 1234',
  /** The messaging (WhatsApp) number of the header, footer and help pages. */
  whatsapp: '+91 98100 12345',
} as const;

/** Business hours (decisions.md: one value, shown the same everywhere). */
export const BUSINESS_HOURS = {
  weekdays: { label: 'Monday – Friday', hours: '8:00 AM – 6:00 PM IST' },
  saturday: { label: 'Saturday', hours: '9:00 AM – 4:00 PM IST' },
  sunday: { label: 'Sunday', hours: 'Closed' },
  emergency: 'Emergency support 24/7',
} as const;
