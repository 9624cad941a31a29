import { lazyComponent } from './lazyComponent';
import type { QuoteModalWidgetProps } from './QuoteModalWidget';

/**
 * The quote modal's code, imported when a widget first opens it (its own chunk in the
 * script-tag bundle, shared by the quote button and the product card).
 */
export const quoteModal = lazyComponent<QuoteModalWidgetProps>(() =>
  import('./QuoteModalWidget').then((module) => module.QuoteModalWidget),
);
