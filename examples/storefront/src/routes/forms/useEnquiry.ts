import {
  type ContactFormValues,
  contentMessages,
  createMutation,
  type EnquiryBody,
  type EnquiryKind,
  type FieldErrors,
  isPhoneNumber,
  type MutationState,
  quoteMessages,
  validateContact,
} from '@storefront-kit/core';
import { useStorefront, useTranslator } from '@storefront-kit/react';
import { useCallback, useEffect, useMemo, useSyncExternalStore } from 'react';

/** What the site's forms send (the contact form's fields plus the optional extras). */
export interface EnquiryValues extends ContactFormValues {
  readonly phone: string;
  readonly company: string;
  readonly reference: string;
}

/** A field of the forms that validation may flag. */
export type EnquiryField = keyof ContactFormValues | 'phone';

interface Sent {
  readonly id: string;
}

/**
 * The contact, seller, dispute, IPR and abuse forms (decisions.md: sent to the server and
 * stored), on core's `createMutation`: core's `validateContact` ('Name is required', 'Please
 * enter a valid email address', 'Subject is required', 'Message is required') plus the quote
 * form's phone rule when a phone is given; one request at a time (a double submit sends once);
 * a failure's message is the server's or 'Failed to send your message. Please try again.'.
 *
 * The React package has no enquiry hook yet: this is the few lines of binding it would hold.
 */
export function useEnquiry(kind: EnquiryKind) {
  const { client, messages } = useStorefront();
  const failed = useTranslator(contentMessages)('contact.failed');
  const phoneInvalid = useTranslator(quoteMessages)('quote.phoneInvalid');
  const mutation = useMemo(
    () =>
      createMutation<EnquiryValues, Sent, EnquiryField>({
        mutate: (values, { signal }) => {
          const optional = (value: string) => value.trim() || undefined;
          const body: EnquiryBody = {
            kind,
            name: values.name.trim(),
            email: values.email.trim(),
            subject: values.subject.trim(),
            message: values.message.trim(),
            phone: optional(values.phone),
            company: optional(values.company),
            reference: optional(values.reference),
          };
          return client.content.sendEnquiry(body, { signal }).then((answer) => answer.data);
        },
        validate: (values) => {
          const errors: FieldErrors<EnquiryField> = validateContact(values, { messages });
          const phone = values.phone.trim();
          if (phone && !isPhoneNumber(phone)) errors.phone = phoneInvalid;
          return errors;
        },
        errorMessage: failed,
        messages,
      }),
    [client, messages, kind, failed, phoneInvalid],
  );
  useEffect(() => () => mutation.dispose(), [mutation]);
  const subscribe = useCallback(
    (onChange: () => void) => mutation.state.subscribe(onChange),
    [mutation],
  );
  const state: MutationState<Sent, EnquiryField> = useSyncExternalStore(
    subscribe,
    () => mutation.state.peek(),
    () => mutation.state.peek(),
  );
  return {
    state,
    submit: mutation.mutate,
    reset: mutation.reset,
  };
}
