// Test-only helper (not exported): renders a widget inside a StorefrontProvider and a
// WidgetEnvironmentProvider whose host events go to a target element in the document.
import type { Storefront } from '@storefront-kit/core';
import { StorefrontProvider } from '@storefront-kit/react';
import { shop } from '@storefront-kit/test-utils/shop';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { onTestFinished, vi } from 'vitest';
import type { HostEventDetails, HostEventName } from '../src/shared/hostEvents';
import { WidgetEnvironmentProvider } from '../src/shared/WidgetEnvironment';

/** The host events a widget dispatched, in order, as `[name, detail]`. */
export type HostEventLog = [HostEventName, HostEventDetails[HostEventName]][];

const NAMES: HostEventName[] = [
  'sk:add-to-cart',
  'sk:cart-change',
  'sk:search',
  'sk:checkout-start',
  'sk:order-placed',
  'sk:navigate',
];

/**
 * Renders `ui` with a storefront (default `shop()`: the real server, nothing loaded by itself)
 * and a widget environment whose events land on `host` and whose navigation is `assign`.
 * `preventNavigation` makes a host listener call `preventDefault()` on `sk:navigate`.
 */
export function renderWidget(
  ui: ReactElement,
  options: {
    storefront?: Storefront;
    preventNavigation?: boolean;
    portal?: boolean;
    productUrlTemplate?: string;
  } = {},
) {
  const storefront = options.storefront ?? shop();
  const host = document.createElement('div');
  document.body.append(host);
  const events: HostEventLog = [];
  for (const name of NAMES) {
    host.addEventListener(name, (event) => {
      events.push([name, (event as CustomEvent<HostEventDetails[typeof name]>).detail]);
      if (name === 'sk:navigate' && options.preventNavigation) event.preventDefault();
    });
  }
  const portal = options.portal ? document.createElement('div') : null;
  if (portal) document.body.append(portal);
  const assign = vi.fn<(url: string) => void>();
  const result = render(
    <StorefrontProvider storefront={storefront}>
      <WidgetEnvironmentProvider
        target={host}
        assign={assign}
        portalContainer={portal}
        productUrlTemplate={options.productUrlTemplate}
      >
        {ui}
      </WidgetEnvironmentProvider>
    </StorefrontProvider>,
    { container: host.appendChild(document.createElement('div')) },
  );
  onTestFinished(() => {
    host.remove();
    portal?.remove();
  });
  return { ...result, storefront, host, portal, events, assign };
}
