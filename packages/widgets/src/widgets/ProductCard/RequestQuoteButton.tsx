import { apiMessages, productMessages } from '@storefront-kit/core';
import { useTranslator } from '@storefront-kit/react';
import type { Ref } from 'react';
import type { UseLazyDialogResult } from '../Quote/useLazyDialog';

/** The strings this module shows. */
const strings = { ...apiMessages, ...productMessages };

/** Props of {@link RequestQuoteButton}. */
export interface RequestQuoteButtonProps {
  /** The quote modal it opens (loaded on the first click). */
  dialog: Pick<UseLazyDialogResult<unknown>, 'show' | 'loadStatus' | 'loadError'>;
  'aria-describedby'?: string;
  buttonRef?: Ref<HTMLButtonElement>;
}

/**
 * 'Request a Quote' in place of the cart controls for a product priced on request (spec 1
 * 'Product detail'), on the card and in its quick view. The modal's code loads on the first
 * click; a failed load shows its error (the next click tries again). Parts: request-quote,
 * request-quote-error.
 */
export function RequestQuoteButton({
  dialog,
  buttonRef,
  'aria-describedby': describedBy,
}: RequestQuoteButtonProps) {
  const t = useTranslator(strings);
  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        part="request-quote"
        className="sk-button"
        aria-haspopup="dialog"
        aria-busy={dialog.loadStatus === 'loading' || undefined}
        aria-describedby={describedBy}
        onClick={dialog.show}
      >
        {t('product.requestQuote')}
      </button>
      {dialog.loadError ? (
        <p part="request-quote-error" className="sk-card-error" role="alert">
          {t('api.network', { message: dialog.loadError })}
        </p>
      ) : null}
    </>
  );
}
