// Script-tag chunk: configures the page from the loader, then defines its elements.
import { defineCheckout } from '../../elements/defineCheckout';
import type { LoaderContext } from '../loader';
import { configureFromLoader } from '../registerFromLoader';

export function register(context: LoaderContext): void {
  configureFromLoader(context);
  defineCheckout();
}
