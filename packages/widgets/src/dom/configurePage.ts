import type { PageConfig } from './parseWidgetConfig';

// A registered symbol, so a second copy of the script tag or of the package reads the same one.
const CONFIG_KEY: unique symbol = Symbol.for('storefront-kit.config');
const TAG_KEY: unique symbol = Symbol.for('storefront-kit.script-tag');
const page = globalThis as typeof globalThis & {
  [CONFIG_KEY]?: PageConfig;
  [TAG_KEY]?: Readonly<Record<string, string>>;
};

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

/**
 * Keeps the script tag's data attributes (its `dataset`) as they are, for every widget to read
 * between its own attributes and the page configuration: a bad value then shows in each widget
 * under its own name ('data-guest-cart on the script tag must be …'), instead of being dropped
 * and taking the good ones with it. Internal to the script tag's chunks.
 */
export function setScriptTagAttributes(attributes: Readonly<Record<string, string>>): void {
  page[TAG_KEY] = { ...attributes };
}

/** The script tag's data attributes (`setScriptTagAttributes`), or `undefined` without a tag. */
export function getScriptTagAttributes(): Readonly<Record<string, string>> | undefined {
  return page[TAG_KEY];
}

/** Forgets the page configuration (tests, or a single-page app tearing down its widgets). */
export function resetPageConfig(): void {
  delete page[CONFIG_KEY];
  delete page[TAG_KEY];
}
