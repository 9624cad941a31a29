/** Quote request modal (spec 2 §4, §5, §8; decisions: success only when the server says so). */
export const quoteMessages = {
  'quote.nameRequired': 'Full name is required',
  'quote.emailRequired': 'Email is required',
  'quote.emailInvalid': 'Please enter a valid email address',
  'quote.phoneRequired': 'Phone number is required',
  'quote.phoneInvalid': 'Please enter a valid phone number',
  'quote.quantityMin': 'Quantity must be at least 1',
  'quote.success': 'Quote request submitted successfully! Our team will contact you soon.',
  'quote.checkInfo': 'Please check your information and try again.',
  'quote.serverError': 'Server error. Please try again later.',
  'quote.failed': 'Failed to submit quote request. Please try again.',
  'quote.title': 'Request a Quote',
  'quote.replyPromise': 'Our team will reply within 24 hours.',
  'quote.submit': 'Submit Request',
  'quote.submitting': 'Submitting...',
  // The form's labels and the product line (the spec names the fields, not their labels; these
  // follow its messages: 'Full name is required', 'Phone number is required').
  'quote.nameLabel': 'Full Name',
  'quote.emailLabel': 'Email',
  'quote.phoneLabel': 'Phone Number',
  'quote.companyLabel': 'Company',
  'quote.quantityLabel': 'Quantity',
  'quote.messageLabel': 'Message',
  'quote.productLabel': 'Product',
  'quote.productId': 'Product ID: {id}',
  // Contact and other enquiry forms (decisions: they are sent to the server).
  'enquiry.nameRequired': 'Name is required',
  'enquiry.emailRequired': 'Email is required',
  'enquiry.emailInvalid': 'Please enter a valid email address',
  'enquiry.subjectRequired': 'Subject is required',
  'enquiry.messageRequired': 'Message is required',
} as const;
