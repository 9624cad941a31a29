import { copyText } from '../siteMessages';

/** The footer's copy, loaded with it (after the first paint). */
export const footerCopy = {
  'footer.categories': 'Product Categories',
  'footer.pages': 'Company',
  'footer.help': 'Help & Policies',
  'footer.hours': 'Business Hours',
  'footer.payments': 'We Accept',
  'footer.paymentMethods': 'Cards and UPI (Razorpay), GPay, Paytm, PhonePe',
  'footer.whatsapp': 'WhatsApp: {number}',
  'footer.copyright':
    '© {year} {name}. All prices in INR. Prices exclude 18% GST, which is added at checkout.',
  'footer.privacy': 'Privacy Policy',
  'footer.terms': 'Terms & Conditions',
  'footer.returns': 'Returns & Exchanges',
  'footer.about': 'About Us',
  'footer.contactUs': 'Contact Us',
  'footer.helpCenter': 'Help Center',
  'footer.seller': 'Become a Seller',
  'footer.deals': 'Deals of the Day',
  'footer.brands': 'Brands',
  'footer.solutions': 'Business Solutions',
  'footer.allCategories': 'All Categories',
} as const;

/** The id of one string of the footer's copy. */
export type FooterMessageId = keyof typeof footerCopy;

/** One string of the footer's copy. */
export const footerText = copyText(footerCopy);
