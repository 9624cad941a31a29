import { PRODUCT_URL_TEMPLATE } from '@storefront-kit/core';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { dispatchHostEvent, type HostEventDetails, type HostEventName } from './hostEvents';

/** Where a widget lives: whom it tells (host events), where its overlays go, how URLs look. */
export interface WidgetEnvironment {
  /** Dispatches a host event; false when a listener prevented a cancelable one. */
  emit<N extends HostEventName>(name: N, detail: HostEventDetails[N]): boolean;
  /**
   * Dispatches the cancelable `sk:navigate` and, unless prevented, goes to `url`.
   * @example env.navigate(productUrl(product, env.productUrlTemplate), product.id)
   */
  navigate(url: string, productId?: string): void;
  /** Where dialogs and drawers portal to: inside the widget's shadow root, so styles apply. */
  readonly portalContainer: HTMLElement | null;
  /**
   * The widget's shadow root when it is mounted on a page (custom element, script tag): its
   * dialogs then render in the page's overlay layer (`<sk-overlays>`, see `getOverlayLayer`)
   * with this root's sheets and theme, where no host layout can hide them. Null: in place.
   */
  readonly overlayOrigin: ShadowRoot | null;
  /** @default PRODUCT_URL_TEMPLATE ('/products/details/{slug}/{id}') */
  readonly productUrlTemplate: string;
}

export interface WidgetEnvironmentOptions {
  /** The element host events are dispatched on. @default document */
  target?: EventTarget | null;
  portalContainer?: HTMLElement | null;
  overlayOrigin?: ShadowRoot | null;
  productUrlTemplate?: string;
  /** How navigation happens when no listener prevents `sk:navigate`. @default location.assign */
  assign?: (url: string) => void;
}

/** Builds an environment (the mount layer and the provider below use it). */
export function createWidgetEnvironment(options: WidgetEnvironmentOptions = {}): WidgetEnvironment {
  const target = () => options.target ?? (typeof document === 'undefined' ? null : document);
  const emit: WidgetEnvironment['emit'] = (name, detail) => {
    const element = target();
    return element ? dispatchHostEvent(element, name, detail) : true;
  };
  return {
    emit,
    navigate(url, productId) {
      const proceed = emit('sk:navigate', productId === undefined ? { url } : { url, productId });
      if (!proceed) return;
      (options.assign ?? ((href: string) => window.location.assign(href)))(url);
    },
    portalContainer: options.portalContainer ?? null,
    overlayOrigin: options.overlayOrigin ?? null,
    productUrlTemplate: options.productUrlTemplate ?? PRODUCT_URL_TEMPLATE,
  };
}

const defaultEnvironment = createWidgetEnvironment();
const WidgetEnvironmentContext = createContext<WidgetEnvironment>(defaultEnvironment);

/**
 * Gives the widgets below their environment. Optional in a React app: without it events are
 * dispatched on `document` and overlays portal to `document.body`.
 */
export function WidgetEnvironmentProvider({
  children,
  ...options
}: WidgetEnvironmentOptions & { children?: ReactNode }) {
  const { target, portalContainer, overlayOrigin, productUrlTemplate, assign } = options;
  const environment = useMemo(
    () =>
      createWidgetEnvironment({
        target,
        portalContainer,
        overlayOrigin,
        productUrlTemplate,
        assign,
      }),
    [target, portalContainer, overlayOrigin, productUrlTemplate, assign],
  );
  return (
    <WidgetEnvironmentContext.Provider value={environment}>
      {children}
    </WidgetEnvironmentContext.Provider>
  );
}

/** The widget's environment (host events, portal container, product URL template). */
export function useWidgetEnvironment(): WidgetEnvironment {
  return useContext(WidgetEnvironmentContext);
}
