import type { Quote, QuoteDraftField, QuoteProduct } from '@storefront-kit/core';
import { queriesFeature, quoteMessages } from '@storefront-kit/core';
import { useProduct, useQuoteRequest, useTranslator } from '@storefront-kit/react';
import { type FormEvent, useEffect, useId, useRef } from 'react';
import { catalogFeature } from '../../shared/features/catalogFeature';
import { quotesFeature } from '../../shared/features/quotesFeature';
import { useStorefrontFeatures } from '../../shared/useStorefrontFeatures';
import { dialogCss, WidgetDialog } from '../../shared/WidgetDialog';
import { quoteCss } from './quoteCss';
import { useShadowStyles } from './useShadowStyles';

/** Props of {@link QuoteModalWidget}. */
export interface QuoteModalWidgetProps {
  /** Whether the modal is shown (controlled). */
  open: boolean;
  /**
   * Called with `false` on Escape, the backdrop, the close button, and 3 s after a successful
   * request (the modal then resets).
   */
  onOpenChange(open: boolean): void;
  /** The product the quote is for; its name is loaded (`GET /products/get/{id}`) unless `product` is given. */
  productId: string;
  /** The product already loaded (e.g. a card's view): shown as is, nothing is fetched. */
  product?: QuoteProduct;
}

interface FieldSpec {
  readonly field: QuoteDraftField;
  readonly label: keyof typeof quoteMessages;
  readonly type: 'text' | 'email' | 'tel' | 'number' | 'textarea';
  readonly autoComplete?: string;
  /** The server's limit (core's `createQuoteBodySchema`), so a long paste cannot be refused. */
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

const SHEETS = [dialogCss, quoteCss] as const;

/**
 * The quote request modal (spec 2 'Quote request modal', §4, §5, §8; decisions.md): 'Request a
 * Quote', 'Our team will reply within 24 hours.', the product's name and id, and the form (full
 * name, e-mail, phone, company, quantity, message) filled in with the signed-in customer's name,
 * e-mail and mobile. Errors show under each field ('Full name is required', …) and clear when
 * the field is edited; Submit Request shows 'Submitting...' and sends once however often it is
 * clicked; the server's answer gives the success message and summary (the modal closes 3 s
 * later) or the error under the form ('Please check your information and try again.', 'Server
 * error. Please try again later.', a network error's message). Controlled, so any widget can
 * open it. In a shadow root it adopts `dialogCss` and `quoteCss` itself.
 *
 * @example <QuoteModalWidget open={open} onOpenChange={setOpen} productId="prd_000002" />
 */
export function QuoteModalWidget({
  open,
  onOpenChange,
  productId,
  product,
}: QuoteModalWidgetProps) {
  useStorefrontFeatures(quotesFeature, catalogFeature, queriesFeature);
  const t = useTranslator(quoteMessages);
  const quote = useQuoteRequest();
  const loaded = useProduct(open && !product ? productId : undefined);
  const name = product?.name ?? loaded.data?.name;
  const id = useId();
  const body = useRef<HTMLDivElement>(null);
  const form = useRef<HTMLFormElement>(null);
  const firstField = useRef<HTMLInputElement>(null);
  const success = useRef<HTMLDivElement>(null);
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  useShadowStyles(body, SHEETS, open);

  const { status } = quote;
  // The success summary stays until the modal has closed: the controller resets itself 3 s after
  // a success, and that reset closes the modal instead of flashing an empty form.
  const done = useRef<{ message: string | null; quote: Quote | null } | null>(null);
  if (status === 'success') done.current = { message: quote.message, quote: quote.quote };
  else if (!open || status !== 'closed') done.current = null;
  const shown = done.current;

  // The controller follows `open` (every render: under StrictMode the hook may swap in a fresh,
  // closed controller, which is then opened).
  useEffect(() => {
    if (!open) {
      if (status !== 'closed') quote.close();
    } else if (status === 'closed') {
      if (done.current) onOpenChangeRef.current(false);
      else quote.open({ id: productId, name, brand: product?.brand, category: product?.category });
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
    <WidgetDialog
      open={open}
      onOpenChange={onOpenChange}
      title={t('quote.title')}
      description={t('quote.replyPromise')}
      initialFocus={firstField}
      part="quote-dialog"
    >
      <div ref={body} className="sk-quote-body" data-state={status}>
        <p part="quote-product" className="sk-quote-product">
          {name ? <span className="sk-quote-product-name">{name}</span> : null}
          <span className="sk-quote-product-id">{t('quote.productId', { id: productId })}</span>
        </p>
        {shown ? (
          <div
            ref={success}
            part="quote-success"
            className="sk-quote-success"
            role="status"
            tabIndex={-1}
          >
            <p>{shown.message}</p>
            {shown.quote ? (
              <dl part="quote-summary" className="sk-quote-summary">
                <dt>{t('quote.productLabel')}</dt>
                <dd>{shown.quote.product_name ?? name ?? productId}</dd>
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
            part="quote-form"
            className="sk-quote-form"
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
                part: 'quote-input',
                className: 'sk-quote-input',
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
                  part="quote-field"
                  className="sk-quote-field"
                  data-field={spec.field}
                >
                  <label part="quote-label" className="sk-quote-label" htmlFor={inputId}>
                    {t(spec.label)}
                    {spec.required ? (
                      <span className="sk-quote-required" aria-hidden="true">
                        {' *'}
                      </span>
                    ) : null}
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
                    <p id={errorId} part="quote-field-error" className="sk-quote-field-error">
                      {error}
                    </p>
                  ) : null}
                </div>
              );
            })}
            <div part="quote-actions" className="sk-quote-actions">
              <button
                type="submit"
                part="quote-submit"
                className="sk-quote-submit"
                data-state={submitting ? 'submitting' : 'idle'}
                aria-disabled={submitting || undefined}
              >
                {submitting ? t('quote.submitting') : t('quote.submit')}
              </button>
            </div>
            {quote.error ? (
              <p part="quote-error" className="sk-quote-error" role="alert">
                {quote.error}
              </p>
            ) : null}
          </form>
        )}
      </div>
    </WidgetDialog>
  );
}
