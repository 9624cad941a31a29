import { createTranslator } from '../messages/createTranslator';
import { dashboardMessages } from '../messages/dashboardMessages';
import { TICKET_CATEGORIES } from '../schemas/choices';
import type { FieldErrors, ValidationOptions } from './types';

/** The create-ticket form. */
export interface TicketFormValues {
  readonly subject: string;
  /** One of `TICKET_CATEGORIES`; anything else counts as not chosen. */
  readonly category: string;
  readonly description: string;
  /**
   * True while any attachment is still uploading: the form may not be sent then.
   *
   * @default false
   */
  readonly uploading?: boolean;
}
export type TicketField = 'subject' | 'category' | 'description' | 'attachments';

/**
 * Create-ticket rules (spec 2 §5): subject, category and description are required, and the
 * form is blocked while an attachment is still uploading ('Please wait for all files to
 * finish uploading', reported on `attachments`).
 */
export function validateTicket(
  values: TicketFormValues,
  options?: ValidationOptions,
): FieldErrors<TicketField> {
  const t = createTranslator(dashboardMessages, options?.messages);
  const errors: FieldErrors<TicketField> = {};
  if (!values.subject.trim()) errors.subject = t('tickets.subjectRequired');
  if (!(TICKET_CATEGORIES as readonly string[]).includes(values.category)) {
    errors.category = t('tickets.categoryRequired');
  }
  if (!values.description.trim()) errors.description = t('tickets.descriptionRequired');
  if (values.uploading) errors.attachments = t('tickets.waitForUploads');
  return errors;
}
