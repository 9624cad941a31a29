import { copyText } from '../../siteMessages';

/**
 * The copy of the form pages (/contact, /seller, /dispute, /report-ipr, /report-abuse): labels,
 * introductions, subject options. Their validation messages, success and failure are core's
 * (`validateContact`, 'contact.sent', 'contact.failed'); the spec does not show these screens
 * beyond the contact form's fields, so the rest is the site's.
 */
export const formsCopy = {
  'form.name': 'Full name',
  'form.email': 'Email',
  'form.phone': 'Phone number (optional)',
  'form.company': 'Company',
  'form.subject': 'Subject',
  'form.subjectPlaceholder': 'Select a subject',
  'form.message': 'Message',
  'form.send': 'Send Message',
  'form.sending': 'Sending...',
  'form.requiredNote': 'Fields marked * are required.',
  'form.required': 'required',

  'contact.title': 'Contact Us',
  'contact.description':
    'Write to Storefront Automation about a part, an order or a quote: an application engineer replies within 24 hours.',
  'contact.lead':
    'Questions about a part, an order or a quote? Send us a message and an application engineer will reply within 24 hours on business days.',
  'contact.formTitle': 'Send us a message',
  'contact.reachUs': 'Reach us directly',
  'contact.subject.general': 'General Inquiry',
  'contact.subject.support': 'Technical Support',
  'contact.subject.sales': 'Sales',
  'contact.subject.feedback': 'Feedback',
  'contact.subject.other': 'Other',

  'seller.title': 'Become a Seller',
  'seller.description':
    'Manufacturers and authorised distributors of automation products: sell to plants and machine builders across India through Storefront Automation.',
  'seller.lead':
    'Manufacturers and authorised distributors of industrial automation products can sell to plants and machine builders across India through our store.',
  'seller.benefitsTitle': 'Why sell with us',
  'seller.benefitReach':
    'Buyers across India: plants, OEMs, panel builders and system integrators.',
  'seller.benefitPayments': 'Online payments, GST invoices and shipping handled for every order.',
  'seller.benefitSupport': 'A category manager who helps list your range and price it.',
  'seller.formTitle': 'Tell us about your business',
  'seller.message': 'Products and brands you supply',
  'seller.subject': 'Seller registration',

  'report.formTitle': 'Tell us what happened',
  'report.reachUs': 'Other ways to reach us',

  'dispute.description':
    'A problem with an order? Open a dispute: our support team replies within 24 hours and keeps you posted by e-mail.',
  'dispute.lead':
    'A problem with an order you placed? Tell us what went wrong. Our support team replies within 24 hours and keeps you posted by e-mail until it is resolved.',
  'dispute.reference': 'Order ID (optional)',
  'dispute.message': 'What went wrong?',
  'dispute.subject.notReceived': 'Item not received',
  'dispute.subject.notAsDescribed': 'Item not as described',
  'dispute.subject.damaged': 'Damaged or defective item',
  'dispute.subject.refund': 'Refund not received',
  'dispute.subject.other': 'Other',

  'ipr.description':
    'Report a listing that infringes a trademark, copyright, design or patent: our legal team reviews every report within 48 hours.',
  'ipr.lead':
    'If a listing uses your trademark, copyright, design or patent without permission, tell us. Our legal team reviews every report within 48 hours.',
  'ipr.company': 'Rights holder (company)',
  'ipr.reference': 'Link to the listing (optional)',
  'ipr.message': 'Describe the infringement and your rights',
  'ipr.subject.trademark': 'Trademark',
  'ipr.subject.copyright': 'Copyright',
  'ipr.subject.patent': 'Patent',
  'ipr.subject.design': 'Design',
  'ipr.subject.other': 'Other',

  'abuse.description':
    'Report fraud, counterfeit products, spam or offensive content on the Storefront Automation site.',
  'abuse.lead':
    'Seen fraud, a counterfeit product, spam or offensive content on our site? Report it and we will look into it within 24 hours.',
  'abuse.reference': 'Link to the page or product (optional)',
  'abuse.message': 'What happened?',
  'abuse.subject.fraud': 'Fraud or scam',
  'abuse.subject.counterfeit': 'Counterfeit product',
  'abuse.subject.spam': 'Spam',
  'abuse.subject.offensive': 'Offensive content',
  'abuse.subject.other': 'Other',
} as const;

/** One string of the form pages' copy. */
export const formsText = copyText(formsCopy);

/** The id of one string of the form pages' copy. */
export type FormsCopyId = keyof typeof formsCopy;
