import { contentMessages, type EnquiryFormField, type EnquiryKind } from '@storefront-kit/core';
import { useEnquiryForm, useTranslator } from '@storefront-kit/react';
import type { ChangeEvent, FormEvent, ReactNode } from 'react';
import { useId, useRef } from 'react';
import './EnquiryForm.css';
import { formsText } from './formsCopy';

/** An optional field a form adds to name, e-mail, subject and message. */
type ExtraField = 'phone' | 'company' | 'reference';

/** One option of a form's subject list: what is sent, and its label. */
export interface SubjectOption {
  readonly value: string;
  readonly label: string;
}

export interface EnquiryFormProps {
  kind: EnquiryKind;
  /** The form's heading (an `h2`). */
  title: string;
  /** The subject: a list to choose from, or one fixed value sent without a field. */
  subject: readonly SubjectOption[] | string;
  /** The optional fields this form shows, in order, with their labels. */
  extras?: readonly { field: ExtraField; label: string }[];
  /** The message field's label. @default 'Message' */
  messageLabel?: string;
}

type ControlProps = {
  label: string;
  error?: string | undefined;
  required?: boolean;
};

/** What a control (input, select, textarea) gets from its {@link Control}. */
type ControlAttributes = {
  id: string;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
  'aria-required': true | undefined;
};

/** A labelled control with its error, linked by `aria-describedby` and announced on submit. */
function Control({
  label,
  error,
  required = false,
  children,
}: ControlProps & { children: (attributes: ControlAttributes) => ReactNode }) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className="enquiry-form-field">
      <label htmlFor={id} className="enquiry-form-label">
        {label}
        {required ? (
          <span className="enquiry-form-required">
            <span aria-hidden="true"> *</span>
            <span className="visually-hidden"> ({formsText('form.required')})</span>
          </span>
        ) : null}
      </label>
      {children({
        id,
        'aria-invalid': error ? true : undefined,
        'aria-describedby': error ? errorId : undefined,
        'aria-required': required || undefined,
      })}
      {error ? (
        <p id={errorId} className="enquiry-form-error">
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A form sent to the server (decisions.md: contact, seller, dispute, IPR and abuse forms are
 * stored): core's validation messages under the fields (each clears when its field is edited,
 * the first invalid field gets focus), 'Sending...' while the request is in flight (a second
 * submit sends nothing more), 'Thank you! Your message has been sent. We will get back to you
 * soon.' for 5 s after success (the form is emptied), and the server's reason or 'Failed to
 * send your message. Please try again.' after a failure (the entries are kept).
 */
export function EnquiryForm({ kind, title, subject, extras = [], messageLabel }: EnquiryFormProps) {
  const t = useTranslator(contentMessages);
  const fixedSubject = typeof subject === 'string' ? subject : undefined;
  // Validation, one request at a time, and 'Thank you!…' for 5 s: core's createEnquiryForm.
  const form = useEnquiryForm(kind, { subject: fixedSubject });
  const { values, errors, status } = form;
  const formRef = useRef<HTMLFormElement>(null);
  const headingId = useId();
  const pending = status === 'sending';

  const set =
    (field: EnquiryFormField) =>
    (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) =>
      form.setField(field, event.currentTarget.value);

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await form.submit();
    if (result.status === 'invalid') {
      formRef.current?.querySelector<HTMLElement>(`[name="${result.firstInvalid}"]`)?.focus();
    }
  };

  return (
    <form
      ref={formRef}
      className="enquiry-form-form"
      noValidate
      aria-labelledby={headingId}
      aria-busy={pending || undefined}
      onSubmit={onSubmit}
    >
      <h2 id={headingId} className="enquiry-form-title">
        {title}
      </h2>
      <p className="enquiry-form-note">{formsText('form.requiredNote')}</p>
      <div className="enquiry-form-row">
        <Control label={formsText('form.name')} error={errors.name} required>
          {(props) => (
            <input
              {...props}
              className="input"
              name="name"
              autoComplete="name"
              value={values.name}
              onChange={set('name')}
            />
          )}
        </Control>
        <Control label={formsText('form.email')} error={errors.email} required>
          {(props) => (
            <input
              {...props}
              className="input"
              name="email"
              type="email"
              autoComplete="email"
              value={values.email}
              onChange={set('email')}
            />
          )}
        </Control>
      </div>
      {extras.length > 0 ? (
        <div className="enquiry-form-row">
          {extras.map(({ field, label }) => (
            <Control key={field} label={label} error={field === 'phone' ? errors.phone : undefined}>
              {(props) => (
                <input
                  {...props}
                  className="input"
                  name={field}
                  type={field === 'phone' ? 'tel' : 'text'}
                  autoComplete={
                    field === 'phone' ? 'tel' : field === 'company' ? 'organization' : 'off'
                  }
                  value={values[field]}
                  onChange={set(field)}
                />
              )}
            </Control>
          ))}
        </div>
      ) : null}
      {typeof subject === 'string' ? null : (
        <Control label={formsText('form.subject')} error={errors.subject} required>
          {(props) => (
            <select
              {...props}
              className="input"
              name="subject"
              value={values.subject}
              onChange={set('subject')}
            >
              <option value="">{formsText('form.subjectPlaceholder')}</option>
              {subject.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          )}
        </Control>
      )}
      <Control label={messageLabel ?? formsText('form.message')} error={errors.message} required>
        {(props) => (
          <textarea
            {...props}
            className="input enquiry-form-textarea"
            name="message"
            rows={6}
            value={values.message}
            onChange={set('message')}
          />
        )}
      </Control>
      {status === 'error' ? (
        <p className="notice notice-error" role="alert">
          {form.message}
        </p>
      ) : null}
      <div role="status">
        {status === 'success' ? <p className="enquiry-form-success">{t('contact.sent')}</p> : null}
      </div>
      <button
        type="submit"
        className="button enquiry-form-submit"
        aria-disabled={pending || undefined}
      >
        {pending ? formsText('form.sending') : formsText('form.send')}
      </button>
    </form>
  );
}
