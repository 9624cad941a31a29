import type { QuoteProduct } from '@storefront-kit/core';
import { queriesFeature, quoteMessages } from '@storefront-kit/core';
import { QuoteForm, useProduct, useQuoteRequest, useTranslator } from '@storefront-kit/react';
import { useRef } from 'react';
import { catalogFeature } from '../../shared/features/catalogFeature';
import { quotesFeature } from '../../shared/features/quotesFeature';
import { useStorefrontFeatures } from '../../shared/useStorefrontFeatures';
import { dialogCss, WidgetDialog } from '../../shared/WidgetDialog';
import { quoteCss } from './quoteCss';

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
  const firstField = useRef<HTMLInputElement>(null);

  return (
    <QuoteForm.Root
      controller={quote}
      product={{ id: productId, name, brand: product?.brand, category: product?.category }}
      open={open}
      onOpenChange={onOpenChange}
    >
      <WidgetDialog
        open={open}
        onOpenChange={onOpenChange}
        title={t('quote.title')}
        description={t('quote.replyPromise')}
        initialFocus={firstField}
        part="quote-dialog"
        sheets={SHEETS}
      >
        <div className="sk-quote-body" data-state={quote.status}>
          <p part="quote-product" className="sk-quote-product">
            {name ? <span className="sk-quote-product-name">{name}</span> : null}
            <span className="sk-quote-product-id">{t('quote.productId', { id: productId })}</span>
          </p>
          <QuoteForm.Success part="quote-success" className="sk-quote-success">
            <QuoteForm.SuccessMessage />
            <QuoteForm.Summary part="quote-summary" className="sk-quote-summary" />
          </QuoteForm.Success>
          <QuoteForm.Form part="quote-form" className="sk-quote-form">
            <QuoteForm.Fields
              renderField={(field) => (
                <QuoteForm.Field
                  name={field}
                  part="quote-field"
                  className="sk-quote-field"
                  data-field={field}
                >
                  <QuoteForm.Label
                    part="quote-label"
                    className="sk-quote-label"
                    requiredIndicator={
                      <span className="sk-quote-required" aria-hidden="true">
                        {' *'}
                      </span>
                    }
                  />
                  <QuoteForm.Input
                    ref={field === 'name' ? firstField : undefined}
                    part="quote-input"
                    className="sk-quote-input"
                  />
                  <QuoteForm.FieldError part="quote-field-error" className="sk-quote-field-error" />
                </QuoteForm.Field>
              )}
            />
            <div part="quote-actions" className="sk-quote-actions">
              <QuoteForm.Submit part="quote-submit" className="sk-quote-submit" />
            </div>
            <QuoteForm.Error part="quote-error" className="sk-quote-error" />
          </QuoteForm.Form>
        </div>
      </WidgetDialog>
    </QuoteForm.Root>
  );
}
