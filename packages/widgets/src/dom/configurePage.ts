import type { PageConfig } from './parseWidgetConfig';

// A registered symbol, so a second copy of the script tag or of the package reads the same one.
const CONFIG_KEY: unique symbol = Symbol.for('storefront-kit.config');
const page = globalThis as typeof globalThis & { [CONFIG_KEY]?: PageConfig };

/**
 * Sets the page configuration every widget element falls back to when it lacks its own data
 * attribute (`StorefrontKit.init({...})` in the script-tag bundle calls it). Later calls merge
 * into earlier ones; a key set to `undefined` clears it. Values are checked when a widget
 * reads them (`parseWidgetConfig`), so a mistake shows as a clear message in the widget.
 * Returns the merged configuration.
 *
 * @example
 * configurePage({ api: 'https://shop.example.in/api/v1', theme: 'dark' });
 */
export function configurePage(config: PageConfig): PageConfig {
  // A key given as `undefined` stays `undefined`, which every reader treats as absent.
  const next: PageConfig = { ...page[CONFIG_KEY], ...config };
  page[CONFIG_KEY] = next;
  return next;
}

/** The page configuration set by `configurePage` (an empty object before any call). */
export function getPageConfig(): PageConfig {
  return page[CONFIG_KEY] ?? {};
}

/** Forgets the page configuration (tests, or a single-page app tearing down its widgets). */
export function resetPageConfig(): void {
  delete page[CONFIG_KEY];
}
