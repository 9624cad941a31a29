import type { QuoteProduct } from '@storefront-kit/core';
import { apiMessages, productMessages } from '@storefront-kit/core';
import { useTranslator } from '@storefront-kit/react';
import { quoteModal } from './quoteModal';
import { useLazyDialog } from './useLazyDialog';

/** The strings this module shows. */
const strings = { ...apiMessages, ...productMessages };

/** Props of {@link QuoteButtonWidget}. */
export interface QuoteButtonWidgetProps {
  /** The product the quote is for. */
  productId?: string;
  /** The product already loaded (its name is then not fetched). */
  product?: QuoteProduct;
}

/**
 * 'Request a Quote' (spec 1: for a product priced on request), opening the
 * {@link QuoteModalWidget} for `productId`. The modal's code is loaded on the first click; if
 * that fails the error shows under the button and the next click tries again. Without a
 * product id it says 'Product ID is required'. Style it with `quoteButtonCss` (parts
 * quote-button, quote-load-error, error); the modal brings `dialogCss` and `quoteCss`.
 *
 * @example <QuoteButtonWidget productId="prd_000002" />
 */
export function QuoteButtonWidget({ productId, product }: QuoteButtonWidgetProps) {
  const t = useTranslator(strings);
  const dialog = useLazyDialog(quoteModal);
  const id = productId || product?.id;
  if (!id) {
    return (
      <p part="error" className="sk-quote-alert" role="alert">
        {t('product.idRequired')}
      </p>
    );
  }
  const { Dialog } = dialog;
  return (
    <>
      <button
        type="button"
        part="quote-button"
        className="sk-quote-trigger"
        aria-haspopup="dialog"
        aria-busy={dialog.loadStatus === 'loading' || undefined}
        onClick={dialog.show}
      >
        {t('product.requestQuote')}
      </button>
      {dialog.loadError ? (
        <p part="quote-load-error" className="sk-quote-alert" role="alert">
          {t('api.network', { message: dialog.loadError })}
        </p>
      ) : null}
      {Dialog ? (
        <Dialog open={dialog.open} onOpenChange={dialog.setOpen} productId={id} product={product} />
      ) : null}
    </>
  );
}
