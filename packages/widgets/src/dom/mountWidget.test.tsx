import type { Storefront } from '@storefront-kit/core';
import { useStorefront } from '@storefront-kit/react';
import { shop } from '@storefront-kit/test-utils/shop';
import { act, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { afterEach, describe, expect, test, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { baseCss } from '../shared/theme';
import { useWidgetEnvironment } from '../shared/WidgetEnvironment';
import { type MountedWidget, type MountWidgetOptions, mountWidget } from './mountWidget';

interface GreetingProps {
  name: string;
  punctuation?: string;
  onRender?: (storefront: Storefront) => void;
  onUnmount?: () => void;
}

/** A dummy widget: a greeting, a button that tells the host, a link that navigates. */
function Greeting({ name, punctuation = '!', onRender, onUnmount }: GreetingProps) {
  const storefront = useStorefront();
  const environment = useWidgetEnvironment();
  onRender?.(storefront);
  useEffect(() => onUnmount, [onUnmount]);
  return (
    <div>
      <p>
        Hello {name}
        {punctuation}
      </p>
      <button
        type="button"
        onClick={() => environment.emit('sk:add-to-cart', { productId: 'p-7', quantity: 2 })}
      >
        Add to cart
      </button>
      <button
        type="button"
        onClick={() =>
          environment.navigate(environment.productUrlTemplate.replace('{id}', 'p-7'), 'p-7')
        }
      >
        Open product
      </button>
      {environment.portalContainer &&
        createPortal(
          <div role="dialog" aria-label="Quick view">
            Quick view
          </div>,
          environment.portalContainer,
        )}
    </div>
  );
}

const mounted: MountedWidget<GreetingProps>[] = [];
afterEach(() => {
  act(() => {
    for (const widget of mounted.splice(0)) widget.destroy();
  });
  document.body.replaceChildren();
  for (const node of document.head.querySelectorAll('[data-hostile]')) node.remove();
});

function host(): HTMLElement {
  const element = document.createElement('sk-test-host');
  document.body.append(element);
  return element;
}

async function mount(
  element: HTMLElement,
  props: GreetingProps,
  options: Partial<MountWidgetOptions> = {},
): Promise<MountedWidget<GreetingProps>> {
  let widget: MountedWidget<GreetingProps> | undefined;
  await act(async () => {
    widget = mountWidget(element, Greeting, props, { storefront: shop(), ...options });
  });
  if (!widget) throw new Error('not mounted');
  mounted.push(widget);
  return widget;
}

const rootOf = (element: HTMLElement) => {
  const container = element.shadowRoot?.querySelector<HTMLElement>('.sk-root');
  if (!container) throw new Error('no widget root');
  return container;
};

describe('mountWidget', () => {
  test('renders the component in an open shadow root with the storefront and the styles', async () => {
    const element = host();
    const storefront = shop();
    const onRender = vi.fn();
    await mount(
      element,
      { name: 'Asha', onRender },
      { storefront, css: '.greeting {}', nonce: 'n0nce' },
    );

    expect(element.shadowRoot?.mode).toBe('open');
    expect(within(rootOf(element)).getByText('Hello Asha!')).toBeInTheDocument();
    expect(onRender).toHaveBeenLastCalledWith(storefront);
    const styles = Array.from(element.shadowRoot?.querySelectorAll('style') ?? []);
    expect(styles.map((style) => style.textContent)).toEqual([baseCss, '.greeting {}']);
    expect(styles.every((style) => style.getAttribute('nonce') === 'n0nce')).toBe(true);
    // Nothing in the light DOM.
    expect(element.childNodes).toHaveLength(0);
    expect(element.textContent).toBe('');
  });

  test('reuses a shadow root the element already has', async () => {
    const element = host();
    const existing = element.attachShadow({ mode: 'open' });
    existing.append(document.createElement('span'));
    await mount(element, { name: 'Ravi' });
    expect(element.shadowRoot).toBe(existing);
    expect(existing.querySelector('span')).toBeNull();
    expect(within(rootOf(element)).getByText('Hello Ravi!')).toBeInTheDocument();
  });

  test('update merges props and re-renders; destroy unmounts and empties the root', async () => {
    const element = host();
    const onUnmount = vi.fn();
    const widget = await mount(element, { name: 'Asha', onUnmount });
    await act(async () => widget.update({ punctuation: '?' }));
    expect(within(rootOf(element)).getByText('Hello Asha?')).toBeInTheDocument();
    await act(async () => widget.update({ name: 'Ravi' }));
    expect(within(rootOf(element)).getByText('Hello Ravi?')).toBeInTheDocument();

    act(() => widget.destroy());
    expect(onUnmount).toHaveBeenCalledTimes(1);
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
    // After destroy: update and destroy do nothing.
    await act(async () => widget.update({ name: 'Late' }));
    act(() => widget.destroy());
    expect(element.shadowRoot?.childNodes).toHaveLength(0);
    expect(onUnmount).toHaveBeenCalledTimes(1);
  });

  test('mounting twice on one element replaces the first mount', async () => {
    const element = host();
    const firstUnmount = vi.fn();
    const first = await mount(element, { name: 'First', onUnmount: firstUnmount });
    await mount(element, { name: 'Second' });
    expect(firstUnmount).toHaveBeenCalledTimes(1);
    expect(element.shadowRoot?.querySelectorAll('.sk-root')).toHaveLength(1);
    expect(element.shadowRoot?.querySelectorAll('style')).toHaveLength(1);
    expect(within(rootOf(element)).getByText('Hello Second!')).toBeInTheDocument();
    // The replaced mount's handle no longer touches the element.
    await act(async () => first.update({ name: 'Zombie' }));
    act(() => first.destroy());
    expect(within(rootOf(element)).getByText('Hello Second!')).toBeInTheDocument();
  });

  test('host events from the widget reach a listener on the document, retargeted to the element', async () => {
    const element = host();
    await mount(element, { name: 'Asha' });
    const listener = vi.fn((event: Event) => [
      event.target,
      (event as CustomEvent).detail,
      event.composed,
    ]);
    document.addEventListener('sk:add-to-cart', listener);
    try {
      await userEvent.click(within(rootOf(element)).getByRole('button', { name: 'Add to cart' }));
    } finally {
      document.removeEventListener('sk:add-to-cart', listener);
    }
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener.mock.results[0]?.value).toEqual([
      element,
      { productId: 'p-7', quantity: 2 },
      true,
    ]);
  });

  test('navigation follows the product URL template unless the host prevents sk:navigate', async () => {
    const element = host();
    const assign = vi.fn();
    await mount(element, { name: 'Asha' }, { productUrlTemplate: '/catalogue/{id}.html', assign });
    const user = userEvent.setup();
    const open = within(rootOf(element)).getByRole('button', { name: 'Open product' });

    // Keyboard path: focus and Enter.
    open.focus();
    await user.keyboard('{Enter}');
    expect(assign).toHaveBeenCalledWith('/catalogue/p-7.html');

    const prevent = (event: Event) => event.preventDefault();
    document.addEventListener('sk:navigate', prevent);
    try {
      await user.click(open);
    } finally {
      document.removeEventListener('sk:navigate', prevent);
    }
    expect(assign).toHaveBeenCalledTimes(1);
  });

  test('overlays portal into a container inside the shadow root, themed like the root', async () => {
    const element = host();
    await mount(element, { name: 'Asha' }, { theme: 'dark' });
    const portal = element.shadowRoot?.querySelector<HTMLElement>('.sk-portal');
    expect(
      portal && within(portal).getByRole('dialog', { name: 'Quick view' }),
    ).toBeInTheDocument();
    expect(document.body.querySelector('[role="dialog"]')).toBeNull();
    expect(rootOf(element).dataset.theme).toBe('dark');
    expect(portal?.dataset.theme).toBe('dark');
  });

  test('no theme attribute without a theme', async () => {
    const element = host();
    await mount(element, { name: 'Asha' });
    expect(rootOf(element).hasAttribute('data-theme')).toBe(false);
  });

  test('hostile host CSS: the reset is in the shadow root and nothing leaks into the page', async () => {
    const hostile = document.createElement('style');
    hostile.dataset.hostile = '';
    hostile.textContent = '* { all: unset; color: red !important; font-size: 40px !important }';
    document.head.append(hostile);
    const headBefore = document.head.innerHTML;
    const element = host();
    await mount(element, { name: 'Asha' }, { css: '.greeting { color: var(--_sk-color-text); }' });

    expect(document.head.innerHTML).toBe(headBefore);
    expect(document.body.querySelectorAll('style')).toHaveLength(0);
    const sheet = element.shadowRoot?.querySelector('style')?.textContent ?? '';
    expect(sheet).toMatch(/^:host \{\n {2}all: initial;/);
    expect(sheet).toContain('--_sk-color-primary: var(--sk-color-primary, #0b5cad);');
    // The host's selectors do not match inside the shadow tree. (jsdom's getComputedStyle ignores
    // shadow boundaries, so the computed styles are checked in the Chromium browser tests.)
    expect(document.querySelectorAll('*')).not.toContain(rootOf(element));
  });

  test('has no axe violations on a host page', async () => {
    const main = document.createElement('main');
    document.body.append(main);
    const element = host();
    main.append(element);
    await mount(element, { name: 'Asha' });
    expect(await axe(document.body)).toHaveNoViolations();
  });
});
