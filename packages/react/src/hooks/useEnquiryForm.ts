import { useSignals } from '@preact/signals-react/runtime';
import {
  createEnquiryForm,
  type EnquiryForm,
  type EnquiryFormState,
  type EnquiryKind,
} from '@storefront-kit/core';
import { useStorefront } from '../provider/StorefrontContext';
import { useOwnedController } from './useOwnedController';

export interface UseEnquiryFormOptions {
  /** A subject sent without a field (a form about one thing). */
  readonly subject?: string;
  /** How long the success message shows. @default CONTACT_SUCCESS_MS (5000) */
  readonly successMs?: number;
}

export interface UseEnquiryFormResult
  extends EnquiryFormState,
    Omit<EnquiryForm, 'state' | 'dispose'> {}

/**
 * The contact, seller, dispute, IPR and abuse forms (core's `createEnquiryForm`): the contact
 * rules plus the phone rule when a phone is given, one request at a time, 'Thank you! Your
 * message has been sent. We will get back to you soon.' for 5 s with the form emptied, and the
 * server's reason or 'Failed to send your message. Please try again.' with the entries kept.
 * The form's `kind` and `subject` are read once.
 *
 * @example
 * const form = useEnquiryForm('contact');
 * <input name="name" value={form.values.name} onChange={(e) => form.setField('name', e.currentTarget.value)} />
 * const result = await form.submit();
 * if (result.status === 'invalid') focusField(result.firstInvalid);
 */
export function useEnquiryForm(
  kind: EnquiryKind,
  options: UseEnquiryFormOptions = {},
): UseEnquiryFormResult {
  useSignals();
  const { client, messages } = useStorefront();
  const form = useOwnedController(() =>
    createEnquiryForm({
      client,
      kind,
      messages,
      subject: options.subject,
      successMs: options.successMs,
    }),
  );
  const { state, dispose: _dispose, ...actions } = form;
  return { ...state.value, ...actions };
}
