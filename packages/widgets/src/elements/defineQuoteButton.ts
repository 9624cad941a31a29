import { defineElement } from '../dom/defineElement';
import { QuoteButtonWidget, type QuoteButtonWidgetProps } from '../widgets/Quote/QuoteButtonWidget';
import { quoteButtonCss } from '../widgets/Quote/quoteButtonCss';

/**
 * `<sk-quote-button product-id="prd_000002">`: 'Request a Quote', opening the quote modal for
 * the product (its code and styles load on the first click).
 */
export const defineQuoteButton = () =>
  defineElement<Omit<QuoteButtonWidgetProps, 'product'>>('sk-quote-button', {
    component: QuoteButtonWidget,
    css: quoteButtonCss,
    attributes: { 'product-id': (value) => value ?? undefined },
  });
