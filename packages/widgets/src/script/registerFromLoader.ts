import { configurePage, getPageConfig } from '../dom/configurePage';
import { type PageConfig, parseWidgetConfig } from '../dom/parseWidgetConfig';
import type { LoaderContext } from './loader';

/**
 * What every script-tag chunk does first: turns the loader's context (the tag's attributes over
 * `StorefrontKit.init()`'s configuration, and the tag's nonce) into the page configuration the
 * custom elements read. Problems are reported in the console, naming their attribute; each
 * widget then shows its own clear error instead of starting.
 */
export function configureFromLoader(context: LoaderContext): void {
  const page = { ...getPageConfig(), ...(context.pageConfig as PageConfig) };
  const result = parseWidgetConfig(context.attributes, page);
  if (result.status === 'valid') {
    configurePage({ ...result.config, nonce: context.nonce });
  } else {
    configurePage({ ...page, nonce: context.nonce });
    console.error(`[storefront-kit] ${result.errors.join('\n')}`);
  }
}
