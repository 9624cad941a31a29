import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import type { ContentApi } from '../api/contentApi';
import { CONTACT_SUCCESS_MS } from '../constants';
import { contentMessages } from '../messages/contentMessages';
import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';
import { quoteMessages } from '../messages/quoteMessages';
import { createMutation, type MutationResult } from '../query/createMutation';
import type { EnquiryKind } from '../schemas/content';
import { clearFieldError } from '../validation/clearFieldError';
import { isPhoneNumber } from '../validation/formats';
import type { FieldErrors } from '../validation/types';
import { type ContactFormValues, validateContact } from '../validation/validateContact';

/** What the site's forms send: the contact form's fields and the optional extras. */
export interface EnquiryFormValues extends ContactFormValues {
  readonly phone: string;
  readonly company: string;
  readonly reference: string;
}

/** A field of the forms. */
export type EnquiryFormField = keyof EnquiryFormValues;

/** A field that validation may flag. */
export type EnquiryFormErrorField = keyof ContactFormValues | 'phone';

export type EnquiryFormStatus = 'idle' | 'sending' | 'success' | 'error';

export interface EnquiryFormState {
  readonly values: EnquiryFormValues;
  /** A message per invalid field, from the last submission; a field's clears when it is edited. */
  readonly errors: FieldErrors<EnquiryFormErrorField>;
  readonly status: EnquiryFormStatus;
  /**
   * `success`: 'Thank you! Your message has been sent. We will get back to you soon.';
   * `error`: the server's reason for a refusal, else 'Failed to send your message. Please try
   * again.' (spec 2 §9: a server error and no answer alike); else null.
   */
  readonly message: string | null;
}

/** How a submission ended. `invalid`: nothing was sent; focus `firstInvalid`. */
export type EnquirySubmitResult =
  | { readonly status: 'success'; readonly id: string }
  | {
      readonly status: 'invalid';
      readonly errors: FieldErrors<EnquiryFormErrorField>;
      /** The first invalid field in the form's order (name, email, phone, subject, message). */
      readonly firstInvalid: EnquiryFormErrorField;
    }
  | { readonly status: 'error'; readonly message: string };

export interface EnquiryFormOptions {
  readonly client: { readonly content: Pick<ContentApi, 'sendEnquiry'> };
  /** Which form: contact, seller, dispute, IPR or abuse. */
  readonly kind: EnquiryKind;
  /** A subject sent without a field (a form about one thing); kept when the form is emptied. */
  readonly subject?: string;
  readonly messages?: MessageOverrides;
  /** How long the success message shows. @default CONTACT_SUCCESS_MS (5000) */
  readonly successMs?: number;
}

export interface EnquiryForm {
  readonly state: ReadonlySignal<EnquiryFormState>;
  /** Sets a field and clears its error. */
  setField(field: EnquiryFormField, value: string): void;
  /**
   * Validates and sends. A second call while one is in flight gets the first's promise (one
   * request). After success the form is emptied and the message shows for `successMs`.
   */
  submit(): Promise<EnquirySubmitResult>;
  /** Aborts a request in flight and stops the success timer. */
  dispose(): void;
}

/** The order in which fields are checked for the first invalid one: the form's own order. */
const FIELD_ORDER: readonly EnquiryFormErrorField[] = [
  'name',
  'email',
  'phone',
  'subject',
  'message',
];

const emptyValues = (subject = ''): EnquiryFormValues => ({
  name: '',
  email: '',
  phone: '',
  company: '',
  subject,
  reference: '',
  message: '',
});

/**
 * The contact, seller, dispute, IPR and abuse forms (spec 2 §9; decisions.md: sent to the server
 * and stored): core's contact validation ('Name is required', 'Please enter a valid email
 * address', 'Subject is required', 'Message is required') plus the quote form's phone rule when a
 * phone is given; one request at a time; 'Thank you! Your message has been sent. We will get back
 * to you soon.' for 5 s after success, with the form emptied; after a failure the server's reason
 * or 'Failed to send your message. Please try again.', with the entries kept.
 *
 * @example
 * const form = createEnquiryForm({ client, kind: 'contact' });
 * form.setField('name', 'Asha Verma');
 * const result = await form.submit();
 * if (result.status === 'invalid') focus(result.firstInvalid);
 */
export function createEnquiryForm(options: EnquiryFormOptions): EnquiryForm {
  const { client, kind, messages } = options;
  const fixedSubject = options.subject ?? '';
  const content = createTranslator(contentMessages, messages);
  const quote = createTranslator(quoteMessages, messages);
  const values = signal(emptyValues(fixedSubject));
  const errors = signal<FieldErrors<EnquiryFormErrorField>>({});
  const shown = signal<'success' | null>(null);
  let successTimer: ReturnType<typeof setTimeout> | undefined;

  const mutation = createMutation<
    EnquiryFormValues,
    { readonly id: string },
    EnquiryFormErrorField
  >({
    mutate: (sent, { signal: abort }) => {
      const optional = (value: string) => value.trim() || undefined;
      return client.content
        .sendEnquiry(
          {
            kind,
            name: sent.name.trim(),
            email: sent.email.trim(),
            subject: sent.subject.trim(),
            message: sent.message.trim(),
            phone: optional(sent.phone),
            company: optional(sent.company),
            reference: optional(sent.reference),
          },
          { signal: abort },
        )
        .then((answer) => answer.data);
    },
    validate: (sent) => {
      const found: FieldErrors<EnquiryFormErrorField> = validateContact(sent, { messages });
      const phone = sent.phone.trim();
      if (phone && !isPhoneNumber(phone)) found.phone = quote('quote.phoneInvalid');
      return found;
    },
    errorMessage: content('contact.failed'),
    messages,
  });

  const state = computed<EnquiryFormState>(() => {
    const sending = mutation.state.value;
    const status: EnquiryFormStatus =
      sending.status === 'pending'
        ? 'sending'
        : shown.value === 'success'
          ? 'success'
          : sending.status === 'error'
            ? 'error'
            : 'idle';
    return {
      values: values.value,
      errors: errors.value,
      status,
      message:
        status === 'success'
          ? content('contact.sent')
          : status === 'error'
            ? (sending.error?.message ?? content('contact.failed'))
            : null,
    };
  });

  const stopTimer = () => {
    if (successTimer !== undefined) clearTimeout(successTimer);
    successTimer = undefined;
  };

  const settle = (
    result: MutationResult<{ readonly id: string }, EnquiryFormErrorField>,
  ): EnquirySubmitResult => {
    if (result.status === 'invalid') {
      if (!disposed) errors.value = result.fieldErrors;
      const firstInvalid = FIELD_ORDER.find((field) => result.fieldErrors[field]) ?? 'name';
      return { status: 'invalid', errors: result.fieldErrors, firstInvalid };
    }
    if (result.status === 'error') return { status: 'error', message: result.error.message };
    // A form disposed meanwhile (its page left) is not emptied, and starts no timer.
    if (disposed) return { status: 'success', id: result.data.id };
    errors.value = {};
    values.value = emptyValues(fixedSubject);
    stopTimer();
    shown.value = 'success';
    successTimer = setTimeout(() => {
      successTimer = undefined;
      shown.value = null;
      mutation.reset();
    }, options.successMs ?? CONTACT_SUCCESS_MS);
    return { status: 'success', id: result.data.id };
  };

  let inFlight: Promise<EnquirySubmitResult> | undefined;
  let disposed = false;

  return {
    state,
    setField(field, value) {
      values.value = { ...values.peek(), [field]: value };
      if (field !== 'company' && field !== 'reference') {
        errors.value = clearFieldError(errors.peek(), field);
      }
    },
    submit() {
      if (inFlight) return inFlight;
      // A new submission ends the last one's success message.
      stopTimer();
      shown.value = null;
      const promise = mutation.mutate(values.peek()).then(settle);
      inFlight = promise;
      void promise.finally(() => {
        if (inFlight === promise) inFlight = undefined;
      });
      return promise;
    },
    dispose() {
      disposed = true;
      stopTimer();
      mutation.dispose();
    },
  };
}
