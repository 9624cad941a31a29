import { storefrontFeatures } from '@storefront-kit/core';
import { defineElement, type WidgetElementDefinition } from './defineElement';

export {
  CONFIG_ERROR_TITLE,
  type WidgetAttributeParsers,
  type WidgetElementDefinition,
} from './defineElement';

/**
 * Defines a custom element that mounts `component` in its shadow root (a thin shell over
 * `mountWidget`): on connect it reads its configuration from its own data attributes over the
 * page configuration (`configurePage`), takes the page's storefront and mounts; an observed
 * attribute change updates the props; removal from the page destroys the mount (moving the
 * element does not). Without a usable configuration (no `data-api` anywhere, a bad value) it
 * shows a clear message (`role="alert"`) instead of throwing. When `tagName` is already defined
 * (a second copy of the script tag) it defines nothing and returns the existing class.
 * Returns `undefined` where there is no `customElements` (server rendering).
 *
 * @example
 * defineWidgetElement('sk-search-box', {
 *   component: SearchBoxWidget,
 *   css: searchBoxCss,
 *   attributes: { placeholder: (value) => value ?? undefined },
 * });
 */
export function defineWidgetElement<Props extends object>(
  tagName: string,
  definition: WidgetElementDefinition<Props>,
): CustomElementConstructor | undefined {
  return defineElement(tagName, {
    ...definition,
    features: definition.features ?? storefrontFeatures,
  });
}
