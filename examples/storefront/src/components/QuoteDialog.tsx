import { type ProductView, quoteMessages } from '@storefront-kit/core';
import { QuoteForm, useTranslator } from '@storefront-kit/react';
import { useRef } from 'react';
import './QuoteDialog.css';
import { SiteDialog } from './SiteDialog';

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
 * under the form (`QuoteForm`'s parts, styled here). Loaded only when a shopper first asks for a
 * quote.
 */
export function QuoteDialog({ open, onOpenChange, product }: QuoteDialogProps) {
  const t = useTranslator(quoteMessages);
  const firstField = useRef<HTMLInputElement>(null);
  return (
    <QuoteForm.Root product={product} open={open} onOpenChange={onOpenChange}>
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
        <QuoteForm.Success className="quote-dialog-success">
          <QuoteForm.SuccessMessage />
          <QuoteForm.Summary className="quote-dialog-summary" />
        </QuoteForm.Success>
        <QuoteForm.Form className="quote-dialog-form">
          <QuoteForm.Fields
            renderField={(name) => (
              <QuoteForm.Field
                name={name}
                className={
                  name === 'message' ? 'quote-dialog-field quote-dialog-wide' : 'quote-dialog-field'
                }
              >
                <QuoteForm.Label className="quote-dialog-label" />
                <QuoteForm.Input ref={name === 'name' ? firstField : undefined} className="input" />
                <QuoteForm.FieldError className="quote-dialog-error" />
              </QuoteForm.Field>
            )}
          />
          <div className="quote-dialog-actions">
            <QuoteForm.Submit className="button" />
          </div>
          <QuoteForm.Error className="quote-dialog-failure" />
        </QuoteForm.Form>
      </SiteDialog>
    </QuoteForm.Root>
  );
}
