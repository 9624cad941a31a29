import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPageConfig, resetPageConfig } from '../dom/configurePage';
import { configureFromLoader } from './registerFromLoader';

afterEach(() => {
  resetPageConfig();
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

  it('reports every bad attribute in the console and keeps what init() gave', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    configureFromLoader(context({ guestCart: 'sometimes', messages: '{oops' }, { theme: 'dark' }));
    expect(error).toHaveBeenCalledTimes(1);
    const text = String(error.mock.calls[0]?.[0]);
    expect(text).toMatch(/^\[storefront-kit\] /);
    expect(text).toContain('Missing data-api');
    expect(text).toContain('data-guest-cart');
    expect(text).toContain('data-messages');
    expect(getPageConfig()).toEqual({ theme: 'dark', nonce: 'abc' });
  });
});
