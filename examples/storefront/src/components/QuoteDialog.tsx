import {
  type ProductView,
  type Quote,
  type QuoteDraftField,
  quoteMessages,
} from '@storefront-kit/core';
import { useQuoteRequest, useTranslator } from '@storefront-kit/react';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import './QuoteDialog.css';
import { SiteDialog } from './SiteDialog';

interface FieldSpec {
  readonly field: QuoteDraftField;
  readonly label: keyof typeof quoteMessages;
  readonly type: 'text' | 'email' | 'tel' | 'number' | 'textarea';
  readonly autoComplete?: string;
  /** The server's limit, so a long paste is cut here rather than refused there. */
  readonly maxLength?: number;
  readonly required?: boolean;
}

// The spec's form (name, e-mail, phone, company, message) and the quantity its rules check.
const FIELDS: readonly FieldSpec[] = [
  {
    field: 'name',
    label: 'quote.nameLabel',
    type: 'text',
    autoComplete: 'name',
    maxLength: 120,
    required: true,
  },
  {
    field: 'email',
    label: 'quote.emailLabel',
    type: 'email',
    autoComplete: 'email',
    maxLength: 254,
    required: true,
  },
  {
    field: 'phone',
    label: 'quote.phoneLabel',
    type: 'tel',
    autoComplete: 'tel',
    maxLength: 20,
    required: true,
  },
  {
    field: 'company',
    label: 'quote.companyLabel',
    type: 'text',
    autoComplete: 'organization',
    maxLength: 200,
  },
  { field: 'quantity', label: 'quote.quantityLabel', type: 'number', required: true },
  { field: 'message', label: 'quote.messageLabel', type: 'textarea', maxLength: 2000 },
];

export interface QuoteDialogProps {
  open: boolean;
  /** `false` on Escape, the backdrop, the close button, and 3 s after a successful request. */
  onOpenChange(open: boolean): void;
  product: ProductView;
}

/**
 * The product page's quote request (spec 2 'Quote request modal', §4, §5, §8; decisions.md):
 * 'Request a Quote', 'Our team will reply within 24 hours.', the product, and the form filled in
 * with the signed-in customer's name, e-mail and mobile. Errors show under each field and clear
 * when it is edited; Submit Request shows 'Submitting...' and sends once however often it is
 * pressed; success shows the server's summary and the dialog closes 3 s later; a failure shows
 * under the form. Loaded only when a shopper first asks for a quote.
 */
export function QuoteDialog({ open, onOpenChange, product }: QuoteDialogProps) {
  const t = useTranslator(quoteMessages);
  const quote = useQuoteRequest();
  const id = useId();
  const form = useRef<HTMLFormElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const success = useRef<HTMLDivElement>(null);
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;

  const { status } = quote;
  // The summary stays until the dialog has closed: core resets the request 3 s after a success,
  // and that reset closes the dialog rather than flashing an empty form.
  const done = useRef<{ message: string | null; quote: Quote | null } | null>(null);
  if (status === 'success') done.current = { message: quote.message, quote: quote.quote };
  else if (!open || status !== 'closed') done.current = null;
  const shown = done.current;

  // The request follows `open` (every render: under StrictMode the hook may swap in a fresh,
  // closed controller, which is then opened).
  useEffect(() => {
    if (!open) {
      if (status !== 'closed') quote.close();
    } else if (status === 'closed') {
      if (done.current) onOpenChangeRef.current(false);
      else
        quote.open({
          id: product.id,
          name: product.name,
          brand: product.brand,
          category: product.category,
        });
    }
  });
  useEffect(() => {
    if (status === 'success') success.current?.focus();
  }, [status]);

  const submitting = status === 'submitting';
  const errors: Partial<Record<QuoteDraftField, string>> = quote.errors;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    void quote.submit().then((result) => {
      if (result.status !== 'invalid') return;
      const invalid: Partial<Record<QuoteDraftField, string>> = result.errors;
      const first = FIELDS.find(({ field }) => invalid[field]);
      const input = first && form.current?.elements.namedItem(first.field);
      if (input instanceof HTMLElement) input.focus();
    });
  };

  return (
    <SiteDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('quote.title')}
      initialFocus={firstField}
      className="quote-dialog-panel"
      bodyClassName="quote-dialog-body"
    >
      <p className="quote-dialog-promise">{t('quote.replyPromise')}</p>
      <p className="quote-dialog-product">
        <strong>{product.name}</strong>
        <span>{t('quote.productId', { id: product.id })}</span>
      </p>
      {shown ? (
        <div ref={success} className="quote-dialog-success" role="status" tabIndex={-1}>
          <p>{shown.message}</p>
          {shown.quote ? (
            <dl className="quote-dialog-summary">
              <dt>{t('quote.productLabel')}</dt>
              <dd>{shown.quote.product_name ?? product.name}</dd>
              <dt>{t('quote.quantityLabel')}</dt>
              <dd>{shown.quote.quantity}</dd>
              <dt>{t('quote.emailLabel')}</dt>
              <dd>{shown.quote.customer_email}</dd>
            </dl>
          ) : null}
        </div>
      ) : (
        <form
          ref={form}
          className="quote-dialog-form"
          noValidate
          aria-busy={submitting || undefined}
          onSubmit={onSubmit}
        >
          {FIELDS.map((spec) => {
            const inputId = `${id}-${spec.field}`;
            const errorId = `${inputId}-error`;
            const error = errors[spec.field];
            const common = {
              id: inputId,
              name: spec.field,
              className: 'input',
              value: quote.values[spec.field],
              maxLength: spec.maxLength,
              autoComplete: spec.autoComplete,
              readOnly: submitting,
              'aria-required': spec.required || undefined,
              'aria-invalid': error ? true : undefined,
              'aria-describedby': error ? errorId : undefined,
            } as const;
            const onChange = (event: { currentTarget: { value: string } }) =>
              quote.setField(spec.field, event.currentTarget.value);
            return (
              <div
                key={spec.field}
                className={
                  spec.type === 'textarea'
                    ? `quote-dialog-field quote-dialog-wide`
                    : 'quote-dialog-field'
                }
              >
                <label className="quote-dialog-label" htmlFor={inputId}>
                  {t(spec.label)}
                  {spec.required ? <span aria-hidden="true">{' *'}</span> : null}
                </label>
                {spec.type === 'textarea' ? (
                  <textarea {...common} rows={4} onChange={onChange} />
                ) : (
                  <input
                    {...common}
                    ref={spec.field === 'name' ? firstField : undefined}
                    type={spec.type}
                    min={spec.type === 'number' ? 1 : undefined}
                    step={spec.type === 'number' ? 1 : undefined}
                    inputMode={spec.type === 'number' ? 'numeric' : undefined}
                    onChange={onChange}
                  />
                )}
                {error ? (
                  <p id={errorId} className="quote-dialog-error">
                    {error}
                  </p>
                ) : null}
              </div>
            );
          })}
          <div className="quote-dialog-actions">
            <button
              type="submit"
              className="button"
              data-state={submitting ? 'submitting' : 'idle'}
              aria-disabled={submitting || undefined}
            >
              {submitting ? t('quote.submitting') : t('quote.submit')}
            </button>
          </div>
          {quote.error ? (
            <p className="quote-dialog-failure" role="alert">
              {quote.error}
            </p>
          ) : null}
        </form>
      )}
    </SiteDialog>
  );
}
