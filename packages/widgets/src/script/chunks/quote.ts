// Script-tag chunk: configures the page from the loader, then defines its elements.
import { defineQuoteButton } from '../../elements/defineQuoteButton';
import type { LoaderContext } from '../loader';
import { configureFromLoader } from '../registerFromLoader';

export function register(context: LoaderContext): void {
  configureFromLoader(context);
  defineQuoteButton();
}
