import { describe, expect, test } from 'vitest';
import { parseWidgetConfig } from './parseWidgetConfig';

const API = 'https://shop.example.in/api/v1';

function errorsOf(result: ReturnType<typeof parseWidgetConfig>): readonly string[] {
  if (result.status !== 'invalid') throw new Error('expected an invalid configuration');
  return result.errors;
}

function element(attributes: Record<string, string>): HTMLElement {
  const node = document.createElement('div');
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  return node;
}

describe('parseWidgetConfig', () => {
  test('reads every attribute from an element', () => {
    const result = parseWidgetConfig(
      element({
        'data-api': API,
        'data-guest-cart': 'login-required',
        'data-product-url': '/p/{slug}?id={id}',
        'data-messages': '{"cart.empty":"Aapka cart khaali hai"}',
        'data-theme': 'dark',
      }),
    );
    expect(result).toEqual({
      status: 'valid',
      config: {
        api: API,
        guestCart: 'login-required',
        productUrlTemplate: '/p/{slug}?id={id}',
        messages: { 'cart.empty': 'Aapka cart khaali hai' },
        theme: 'dark',
      },
    });
  });

  test('defaults: a local guest cart, no overrides, no template, no theme', () => {
    expect(parseWidgetConfig(element({ 'data-api': '/api/v1' }))).toEqual({
      status: 'valid',
      config: { api: '/api/v1', guestCart: 'local', messages: {} },
    });
  });

  test('reads a dataset and an attributes map the same way', () => {
    const node = element({
      'data-api': API,
      'data-guest-cart': 'login-required',
      'data-theme': 'light',
    });
    const expected = {
      status: 'valid',
      config: { api: API, guestCart: 'login-required', messages: {}, theme: 'light' },
    };
    expect(parseWidgetConfig(node.dataset)).toEqual(expected);
    expect(parseWidgetConfig(node.attributes)).toEqual(expected);
    expect(parseWidgetConfig({ api: API, guestCart: 'login-required', theme: 'light' })).toEqual(
      expected,
    );
  });

  test('trims values and treats empty optional attributes as absent', () => {
    const result = parseWidgetConfig(
      element({
        'data-api': `  ${API}  `,
        'data-guest-cart': '',
        'data-product-url': ' ',
        'data-messages': '',
        'data-theme': '',
      }),
    );
    expect(result).toEqual({
      status: 'valid',
      config: { api: API, guestCart: 'local', messages: {} },
    });
  });

  test('a missing or empty data-api is a clear error', () => {
    const message =
      'Missing data-api: set the Commerce API URL, e.g. data-api="https://shop.example.in/api/v1", on the widget, on the script tag, or in the page configuration (StorefrontKit.init({ api }) or configurePage({ api })).';
    expect(errorsOf(parseWidgetConfig(element({})))).toEqual([message]);
    expect(errorsOf(parseWidgetConfig(element({ 'data-api': '   ' })))).toEqual([message]);
    expect(errorsOf(parseWidgetConfig({}, { api: ' ' }))).toEqual([message]);
  });

  test.each([
    'shop.example.in/api/v1',
    'ftp://shop.example.in/api',
    'javascript:alert(1)',
    '//shop.example.in/api/v1',
    'api/v1',
    'http://',
  ])('rejects data-api %j', (value) => {
    expect(errorsOf(parseWidgetConfig(element({ 'data-api': value })))).toEqual([
      `data-api must be an absolute http(s) URL or a path starting with "/", e.g. "https://shop.example.in/api/v1"; got ${JSON.stringify(value)}.`,
    ]);
  });

  test.each(['http://localhost:4000/api/v1', 'https://shop.example.in', '/', '/api/v1'])(
    'accepts data-api %j',
    (value) => {
      const result = parseWidgetConfig(element({ 'data-api': value }));
      expect(result.status === 'valid' && result.config.api).toBe(value);
    },
  );

  test('rejects an unknown guest-cart policy', () => {
    expect(
      errorsOf(parseWidgetConfig(element({ 'data-api': API, 'data-guest-cart': 'guest' }))),
    ).toEqual(['data-guest-cart must be "local" or "login-required"; got "guest".']);
  });

  test.each(['/products/', '/products/{slug}'])(
    'rejects a product URL template without {id}: %j',
    (template) => {
      expect(
        errorsOf(parseWidgetConfig(element({ 'data-api': API, 'data-product-url': template }))),
      ).toEqual([
        `data-product-url must contain {id} (and {slug} if wanted), e.g. "/products/{slug}/{id}"; got ${JSON.stringify(template)}.`,
      ]);
    },
  );

  test("reads the script tag's attributes between the widget's own and the page configuration", () => {
    const tag = { api: API, guestCart: 'login-required', theme: 'dark' };
    expect(
      parseWidgetConfig(
        element({ 'data-theme': 'light' }),
        { messages: { 'cart.empty': 'x' } },
        tag,
      ),
    ).toEqual({
      status: 'valid',
      config: {
        api: API,
        guestCart: 'login-required',
        messages: { 'cart.empty': 'x' },
        theme: 'light',
      },
    });
  });

  test("names a bad value of the script tag as the script tag's, with what it accepts", () => {
    expect(
      errorsOf(
        parseWidgetConfig(
          element({}),
          {},
          {
            api: API,
            guestCart: 'locall',
            theme: 'blue',
            messages: '{oops',
            productUrl: '/p/{slug}',
          },
        ),
      ),
    ).toEqual([
      'data-guest-cart on the script tag must be "local" or "login-required"; got "locall".',
      'data-product-url on the script tag must contain {id} (and {slug} if wanted), e.g. "/products/{slug}/{id}"; got "/p/{slug}".',
      expect.stringMatching(/^data-messages on the script tag is not valid JSON \(/),
      'data-theme on the script tag must be "light" or "dark"; got "blue".',
    ]);
  });

  test('rejects a product URL template with a non-http scheme, accepts http(s) and relative ones', () => {
    expect(
      errorsOf(
        parseWidgetConfig(element({ 'data-api': API, 'data-product-url': 'javascript:go({id})' })),
      ),
    ).toEqual(['data-product-url must be a path or an http(s) URL; got "javascript:go({id})".']);
    for (const template of [
      'https://dealer.example.com/p/{id}',
      'product.html?id={id}',
      '/{slug}-{id}',
    ]) {
      const result = parseWidgetConfig(element({ 'data-api': API, 'data-product-url': template }));
      expect(result.status === 'valid' && result.config.productUrlTemplate).toBe(template);
    }
  });

  test('invalid JSON in data-messages names the attribute', () => {
    const [error, ...rest] = errorsOf(
      parseWidgetConfig(element({ 'data-api': API, 'data-messages': "{'cart.empty': 'x'}" })),
    );
    expect(rest).toEqual([]);
    expect(error).toMatch(
      /^data-messages is not valid JSON \(.+\); expected an object such as \{"cart\.empty": "Your cart is empty"\}\.$/,
    );
  });

  test.each([
    ['[]', 'an array'],
    ['null', 'null'],
    ['"text"', 'a string'],
    ['42', 'a number'],
  ])('data-messages %s is not an object', (json, kind) => {
    expect(
      errorsOf(parseWidgetConfig(element({ 'data-api': API, 'data-messages': json }))),
    ).toEqual([
      `data-messages must be a JSON object of message overrides, e.g. {"cart.empty": "Your cart is empty"}; got ${kind}.`,
    ]);
  });

  test('every non-string override is reported', () => {
    expect(
      errorsOf(
        parseWidgetConfig(
          element({
            'data-api': API,
            'data-messages': '{"cart.empty":1,"cart.title":"Cart","a":{}}',
          }),
        ),
      ),
    ).toEqual([
      'data-messages: the override of "cart.empty" must be a string; got a number.',
      'data-messages: the override of "a" must be a string; got an object.',
    ]);
  });

  test('rejects an unknown theme', () => {
    expect(errorsOf(parseWidgetConfig(element({ 'data-api': API, 'data-theme': 'blue' })))).toEqual(
      ['data-theme must be "light" or "dark"; got "blue".'],
    );
  });

  test('reports every problem at once and shortens long values', () => {
    const long = `ftp://${'x'.repeat(100)}`;
    const errors = errorsOf(
      parseWidgetConfig(element({ 'data-api': long, 'data-guest-cart': 'x', 'data-theme': 'y' })),
    );
    expect(errors).toHaveLength(3);
    expect(errors[0]).toContain(`got "${long.slice(0, 77)}...".`);
  });

  describe('over the page configuration', () => {
    test('falls back to it for every field', () => {
      expect(
        parseWidgetConfig(element({}), {
          api: API,
          guestCart: 'login-required',
          productUrlTemplate: '/p/{id}',
          messages: { 'cart.empty': 'Khaali' },
          theme: 'dark',
          nonce: 'r4nd0m',
        }),
      ).toEqual({
        status: 'valid',
        config: {
          api: API,
          guestCart: 'login-required',
          productUrlTemplate: '/p/{id}',
          messages: { 'cart.empty': 'Khaali' },
          theme: 'dark',
          nonce: 'r4nd0m',
        },
      });
    });

    test('the element’s own attributes win', () => {
      const result = parseWidgetConfig(
        element({ 'data-api': '/api/v1', 'data-theme': 'light', 'data-messages': '{}' }),
        { api: API, theme: 'dark', messages: { 'cart.empty': 'Khaali' } },
      );
      expect(result).toEqual({
        status: 'valid',
        config: { api: '/api/v1', guestCart: 'local', messages: {}, theme: 'light' },
      });
    });

    test('a bad page value is named as the page configuration’s', () => {
      const errors = errorsOf(
        parseWidgetConfig(element({}), {
          api: 'nope',
          // Values from plain JavaScript (StorefrontKit.init) are checked the same way.
          guestCart: 'guest' as never,
          productUrlTemplate: '/p',
          messages: ['x'] as never,
          theme: 'blue' as never,
        }),
      );
      expect(errors).toEqual([
        'api (page configuration) must be an absolute http(s) URL or a path starting with "/", e.g. "https://shop.example.in/api/v1"; got "nope".',
        'guestCart (page configuration) must be "local" or "login-required"; got "guest".',
        'productUrlTemplate (page configuration) must contain {id} (and {slug} if wanted), e.g. "/products/{slug}/{id}"; got "/p".',
        'messages (page configuration) must be a JSON object of message overrides, e.g. {"cart.empty": "Your cart is empty"}; got an array.',
        'theme (page configuration) must be "light" or "dark"; got "blue".',
      ]);
    });
  });
});
