import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { HOST_EVENTS } from './hostEvents';
import {
  createWidgetEnvironment,
  useWidgetEnvironment,
  WidgetEnvironmentProvider,
} from './WidgetEnvironment';

describe('createWidgetEnvironment', () => {
  it('dispatches bubbling, composed host events that leave a shadow root', () => {
    const host = document.createElement('div');
    document.body.append(host);
    const inner = host.attachShadow({ mode: 'open' }).appendChild(document.createElement('span'));
    const seen = vi.fn();
    document.addEventListener(HOST_EVENTS.addToCart, seen);
    const env = createWidgetEnvironment({ target: inner });
    expect(env.emit('sk:add-to-cart', { productId: 'p1', quantity: 2 })).toBe(true);
    expect(seen).toHaveBeenCalledTimes(1);
    const event = seen.mock.calls[0]?.[0] as CustomEvent;
    expect(event.detail).toEqual({ productId: 'p1', quantity: 2 });
    expect([event.bubbles, event.composed, event.cancelable]).toEqual([true, true, false]);
    // Retargeted at the shadow host for listeners outside it.
    expect(event.target).toBe(host);
    document.removeEventListener(HOST_EVENTS.addToCart, seen);
    host.remove();
  });

  it('follows sk:navigate unless a listener prevents it', () => {
    const target = document.createElement('div');
    const assign = vi.fn();
    const env = createWidgetEnvironment({ target, assign });
    env.navigate('/products/details/relay/p1', 'p1');
    expect(assign).toHaveBeenCalledWith('/products/details/relay/p1');
    const router = vi.fn((event: Event) => event.preventDefault());
    target.addEventListener('sk:navigate', router);
    env.navigate('/products/details/plc/p2');
    expect(router).toHaveBeenCalledTimes(1);
    expect((router.mock.calls[0]?.[0] as CustomEvent | undefined)?.detail).toEqual({
      url: '/products/details/plc/p2',
    });
    expect(assign).toHaveBeenCalledTimes(1);
  });

  it('defaults to the document, document.body portals and the spec URL template', () => {
    const env = createWidgetEnvironment();
    const seen = vi.fn();
    document.addEventListener('sk:search', seen);
    env.emit('sk:search', { query: 'relay' });
    expect(seen).toHaveBeenCalledTimes(1);
    document.removeEventListener('sk:search', seen);
    expect(env.portalContainer).toBeNull();
    expect(env.productUrlTemplate).toBe('/products/details/{slug}/{id}');
  });
});

describe('WidgetEnvironmentProvider', () => {
  it('gives the widgets below it their environment', () => {
    const portal = document.createElement('div');
    const wrapper = ({ children }: { children?: ReactNode }) => (
      <WidgetEnvironmentProvider portalContainer={portal} productUrlTemplate="/p/{id}">
        {children}
      </WidgetEnvironmentProvider>
    );
    const { result } = renderHook(() => useWidgetEnvironment(), { wrapper });
    expect(result.current.portalContainer).toBe(portal);
    expect(result.current.productUrlTemplate).toBe('/p/{id}');
  });
});
