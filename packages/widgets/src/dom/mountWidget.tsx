import type { Storefront } from '@storefront-kit/core';
import { StorefrontContextProvider } from '@storefront-kit/react';
import { type ComponentType, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { baseCss } from '../shared/theme';
import { WidgetEnvironmentProvider } from '../shared/WidgetEnvironment';
import { adoptStyles } from './adoptStyles';
import type { WidgetTheme } from './parseWidgetConfig';

/** Options of `mountWidget`. */
export interface MountWidgetOptions {
  /** The storefront the widget uses; on a page, `getPageStorefront(...)`. */
  storefront: Storefront;
  /** The widget's own CSS, adopted after `baseCss` in its shadow root. */
  css?: string | readonly string[];
  /** The host page's CSP nonce for fallback `<style>` elements. */
  nonce?: string;
  /** @default PRODUCT_URL_TEMPLATE ('/products/details/{slug}/{id}') */
  productUrlTemplate?: string;
  /** Set as `data-theme` on the widget's root and portal containers (style with `[data-theme='dark']`). */
  theme?: WidgetTheme;
  /** How navigation happens when no listener prevents `sk:navigate`. @default location.assign */
  assign?: (url: string) => void;
}

/** A mounted widget (conventions.md 9). */
export interface MountedWidget<Props> {
  /** Merges `props` into the current props and re-renders. Ignored after `destroy`. */
  update(props: Partial<Props>): void;
  /** Unmounts the widget and empties its shadow root. Safe to call twice. */
  destroy(): void;
}

// On the element under a registered symbol, so a second copy of the package replaces the mount too.
const MOUNT_KEY: unique symbol = Symbol.for('storefront-kit.mount');
type Host = Element & { [MOUNT_KEY]?: { destroy(): void } };

/**
 * Renders `Component` into `element`'s shadow root (created open, or reused), with `baseCss` and
 * `css` adopted, inside a `StorefrontContextProvider` and a `WidgetEnvironmentProvider` whose host
 * events are dispatched on `element`. Its dialogs and drawers render in the page's overlay layer
 * (`<sk-overlays>`, with this root's sheets and theme), where the page's layout cannot hide them.
 * Mounting again on the same element replaces the earlier mount. Rendering is React's usual
 * asynchronous render.
 *
 * @example
 * const widget = mountWidget(document.querySelector('#search')!, SearchBoxWidget, { placeholder: 'Search' }, {
 *   storefront: getPageStorefront({ baseUrl: 'https://shop.example.in/api/v1' }),
 *   css: searchBoxCss,
 * });
 * widget.update({ placeholder: 'Find a part' });
 * widget.destroy();
 */
export function mountWidget<Props extends object>(
  element: Element,
  Component: ComponentType<Props>,
  props: Props,
  options: MountWidgetOptions,
): MountedWidget<Props> {
  const host = element as Host;
  host[MOUNT_KEY]?.destroy();
  const shadowRoot = element.shadowRoot ?? element.attachShadow({ mode: 'open' });
  shadowRoot.replaceChildren();
  const css =
    options.css === undefined ? [] : typeof options.css === 'string' ? [options.css] : options.css;
  const removeStyles = adoptStyles(shadowRoot, [baseCss, ...css], { nonce: options.nonce });

  const document = element.ownerDocument;
  const container = document.createElement('div');
  container.className = 'sk-root';
  container.setAttribute('part', 'root');
  const portal = document.createElement('div');
  portal.className = 'sk-portal';
  if (options.theme) {
    container.dataset.theme = options.theme;
    portal.dataset.theme = options.theme;
  }
  shadowRoot.append(container, portal);

  const root = createRoot(container);
  let current = props;
  const render = () =>
    root.render(
      createElement(
        StorefrontContextProvider,
        { storefront: options.storefront },
        createElement(
          WidgetEnvironmentProvider,
          {
            target: element,
            portalContainer: portal,
            overlayOrigin: shadowRoot,
            productUrlTemplate: options.productUrlTemplate,
            assign: options.assign,
          },
          createElement(Component, current),
        ),
      ),
    );
  render();

  let destroyed = false;
  const mounted: MountedWidget<Props> = {
    update(next) {
      if (destroyed) return;
      current = { ...current, ...next };
      render();
    },
    destroy() {
      if (destroyed) return;
      destroyed = true;
      root.unmount();
      removeStyles();
      shadowRoot.replaceChildren();
      if (host[MOUNT_KEY] === mounted) delete host[MOUNT_KEY];
    },
  };
  host[MOUNT_KEY] = mounted;
  return mounted;
}
