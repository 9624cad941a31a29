import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPageConfig, getScriptTagAttributes, resetPageConfig } from '../dom/configurePage';
import { disposePageStorefront } from '../dom/pageStorefront';
import { MISSING_API } from '../dom/parseWidgetConfig';
import { resetReported } from '../dom/reportOnce';
import { defineSearchBox } from '../elements/defineSearchBox';
import { configureFromLoader } from './registerFromLoader';

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
  disposePageStorefront();
  resetPageConfig();
  resetReported();
  vi.restoreAllMocks();
});

const context = (attributes: Record<string, string>, pageConfig: Record<string, unknown> = {}) => ({
  attributes,
  pageConfig,
  nonce: 'abc',
  baseUrl: 'https://cdn.example.in/sk/',
});

describe('configureFromLoader', () => {
  it("sets the page configuration from the tag's attributes over init()'s", () => {
    configureFromLoader(
      context(
        { api: 'https://shop.example.in/api/v1', messages: '{"cart.empty":"Khaali"}' },
        { guestCart: 'login-required', api: '/ignored' },
      ),
    );
    expect(getPageConfig()).toEqual({
      api: 'https://shop.example.in/api/v1',
      guestCart: 'login-required',
      messages: { 'cart.empty': 'Khaali' },
      nonce: 'abc',
    });
  });

  it('reports every bad attribute once, naming it, and keeps the tag for the widgets', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const attributes = {
      api: 'https://shop.example.in/api/v1',
      guestCart: 'locall',
      messages: '{oops',
      theme: 'blue',
      productUrl: '/p/{slug}',
    };
    configureFromLoader(context(attributes, { theme: 'dark' }));
    // Every chunk registers with the same context: the console is told once.
    configureFromLoader(context(attributes, { theme: 'dark' }));
    expect(error).toHaveBeenCalledTimes(1);
    const text = String(error.mock.calls[0]?.[0]);
    expect(text).toMatch(/^\[storefront-kit\] /);
    expect(text).toContain(
      'data-guest-cart on the script tag must be "local" or "login-required"; got "locall".',
    );
    expect(text).toContain('data-theme on the script tag must be "light" or "dark"; got "blue".');
    expect(text).toContain('data-messages on the script tag is not valid JSON');
    expect(text).toContain('data-product-url on the script tag must contain {id}');
    expect(text).not.toContain('Missing data-api');
    expect(getPageConfig()).toEqual({ theme: 'dark', nonce: 'abc' });
    expect(getScriptTagAttributes()).toEqual(attributes);
  });

  it('leaves a missing data-api to the widgets (each may carry its own); they name it', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    configureFromLoader(context({}));
    expect(error).not.toHaveBeenCalled();
    defineSearchBox();
    const boxes = [
      document.createElement('sk-search-box'),
      document.createElement('sk-search-box'),
    ];
    document.body.append(...boxes);
    for (const box of boxes)
      expect(box.shadowRoot?.querySelector('[role="alert"]')?.textContent).toContain(MISSING_API);
    expect(error).toHaveBeenCalledOnce();
    expect(String(error.mock.calls[0]?.[0])).toContain(MISSING_API);
  });

  it('warns once, naming them, when a second script tag has other settings', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const tag = (src: string, data: Record<string, string>) => {
      const script = document.createElement('script');
      script.src = src;
      for (const [key, value] of Object.entries(data)) script.dataset[key] = value;
      document.head.append(script);
    };
    const first = { api: 'https://shop.example.in/api/v1', theme: 'dark' };
    tag('https://cdn.example.in/sk/storefront-kit.js', first);
    tag('https://cdn.example.in/sk/other-library.js', { api: '/elsewhere' });
    configureFromLoader(context(first));
    expect(warn).not.toHaveBeenCalled();
    tag('https://shop.example.in/widgets/storefront-kit.js', {
      api: 'https://shop.example.in/api/v1',
      guestCart: 'login-required',
    });
    configureFromLoader(context(first));
    configureFromLoader(context(first));
    expect(warn).toHaveBeenCalledOnce();
    const text = String(warn.mock.calls[0]?.[0]);
    expect(text).toContain('A second storefront-kit script tag is ignored');
    expect(text).toContain(
      'The ignored tag (https://shop.example.in/widgets/storefront-kit.js) sets data-guest-cart, data-theme differently from the first',
    );
    expect(text).not.toContain('data-api');
  });
});
