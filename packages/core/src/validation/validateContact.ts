import { createTranslator } from '../messages/createTranslator';
import { quoteMessages } from '../messages/quoteMessages';
import { isEmail } from './formats';
import type { FieldErrors, ValidationOptions } from './types';

/** The contact (enquiry) form (spec 2 §3). */
export interface ContactFormValues {
  readonly name: string;
  readonly email: string;
  /** One of `CONTACT_SUBJECTS`, or free text on other enquiry forms. */
  readonly subject: string;
  readonly message: string;
}

/** Contact form rules: name, a valid e-mail, subject and message are required. */
export function validateContact(
  values: ContactFormValues,
  options?: ValidationOptions,
): FieldErrors<keyof ContactFormValues> {
  const t = createTranslator(quoteMessages, options?.messages);
  const errors: FieldErrors<keyof ContactFormValues> = {};
  const email = values.email.trim();
  if (!values.name.trim()) errors.name = t('enquiry.nameRequired');
  if (!email) errors.email = t('enquiry.emailRequired');
  else if (!isEmail(email)) errors.email = t('enquiry.emailInvalid');
  if (!values.subject.trim()) errors.subject = t('enquiry.subjectRequired');
  if (!values.message.trim()) errors.message = t('enquiry.messageRequired');
  return errors;
}
