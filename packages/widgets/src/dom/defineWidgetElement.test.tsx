import { useStorefront } from '@storefront-kit/react';
import { act, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, inject, test, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { NOT_THE_API } from './apiHealth';
import { resetApiProbes } from './apiProbe';
import { configurePage, resetPageConfig, setScriptTagAttributes } from './configurePage';
import { CONFIG_ERROR_TITLE, defineWidgetElement } from './defineWidgetElement';
import { disposePageStorefront, getPageStorefront } from './getPageStorefront';
import { resetReported } from './reportOnce';

interface CounterProps {
  name?: string;
  maxCount?: number;
}

const lifecycle = { rendered: vi.fn(), unmounted: vi.fn(), storefronts: new Set<unknown>() };

/** A dummy widget. */
function Counter({ name = 'nobody', maxCount }: CounterProps) {
  lifecycle.storefronts.add(useStorefront());
  lifecycle.rendered();
  useEffect(() => lifecycle.unmounted, []);
  return (
    <p>
      Hello {name} ({maxCount ?? 'no limit'})
    </p>
  );
}

/** Another dummy widget, for the second definition of a tag. */
function OtherWidget() {
  return <p>Other</p>;
}

let counter = 0;
/** A fresh tag per test: a tag cannot be undefined once defined. */
function defineCounter(css?: string) {
  counter += 1;
  const tagName = `sk-counter-${counter}`;
  const defined = defineWidgetElement<CounterProps>(tagName, {
    component: Counter,
    css,
    attributes: {
      name: (value) => value ?? undefined,
      'max-count': (value) => (value === null ? undefined : Number(value)),
    },
  });
  return { tagName, defined };
}

function create(tagName: string, attributes: Record<string, string> = {}): HTMLElement {
  const element = document.createElement(tagName);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  return element;
}

async function connect(element: HTMLElement, parent: Element = document.body) {
  await act(async () => {
    parent.append(element);
  });
  return element;
}

const alertLines = (element: HTMLElement) =>
  Array.from(element.shadowRoot?.querySelectorAll('[role="alert"] p') ?? []).map(
    (line) => line.textContent,
  );

const textOf = (element: HTMLElement) => element.shadowRoot?.querySelector('.sk-root')?.textContent;

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
    await Promise.resolve();
  });
  disposePageStorefront();
  resetPageConfig();
  resetReported();
  resetApiProbes();
  lifecycle.rendered.mockClear();
  lifecycle.unmounted.mockClear();
  lifecycle.storefronts.clear();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe('defineWidgetElement', () => {
  test('mounts on connect with props from its attributes and the page storefront', async () => {
    const { tagName, defined } = defineCounter('.counter {}');
    expect(customElements.get(tagName)).toBe(defined);
    const element = await connect(
      create(tagName, { 'data-api': inject('apiUrl'), name: 'Asha', 'max-count': '3' }),
    );
    expect(textOf(element)).toBe('Hello Asha (3)');
    expect(element.shadowRoot?.querySelectorAll('style')[1]?.textContent).toBe('.counter {}');
    const page = getPageStorefront({ baseUrl: inject('apiUrl') });
    expect([...lifecycle.storefronts]).toEqual([page]);
  });

  test('every element on the page shares one storefront', async () => {
    const { tagName } = defineCounter();
    await connect(create(tagName, { 'data-api': inject('apiUrl') }));
    await connect(create(tagName, { 'data-api': inject('apiUrl'), name: 'Ravi' }));
    expect(lifecycle.storefronts.size).toBe(1);
  });

  test('observes its attributes: a change updates the props, others do nothing', async () => {
    const { tagName, defined } = defineCounter();
    expect(Reflect.get(defined ?? {}, 'observedAttributes')).toEqual(['name', 'max-count']);
    const element = await connect(create(tagName, { 'data-api': inject('apiUrl'), name: 'Asha' }));
    await act(async () => element.setAttribute('max-count', '5'));
    expect(textOf(element)).toBe('Hello Asha (5)');
    await act(async () => element.removeAttribute('name'));
    expect(textOf(element)).toBe('Hello nobody (5)');
    const renders = lifecycle.rendered.mock.calls.length;
    await act(async () => element.setAttribute('max-count', '5'));
    await act(async () => element.setAttribute('title', 'ignored'));
    expect(lifecycle.rendered.mock.calls.length).toBe(renders);
  });

  test('an attribute set before connecting is read at connect', async () => {
    const { tagName } = defineCounter();
    const element = create(tagName, { 'data-api': inject('apiUrl') });
    element.setAttribute('name', 'Early');
    await connect(element);
    expect(textOf(element)).toBe('Hello Early (no limit)');
  });

  test('removal destroys the mount; a move does not; reconnecting mounts again', async () => {
    const { tagName } = defineCounter();
    const element = await connect(create(tagName, { 'data-api': inject('apiUrl'), name: 'Asha' }));
    const other = document.createElement('section');
    document.body.append(other);

    await act(async () => {
      other.append(element); // a move: disconnected and connected in one task
      await Promise.resolve();
    });
    expect(lifecycle.unmounted).not.toHaveBeenCalled();
    expect(textOf(element)).toBe('Hello Asha (no limit)');

    await act(async () => {
      element.remove();
      await Promise.resolve();
    });
    expect(lifecycle.unmounted).toHaveBeenCalledTimes(1);
    expect(element.shadowRoot?.childNodes).toHaveLength(0);

    await connect(element);
    expect(textOf(element)).toBe('Hello Asha (no limit)');
  });

  test('upgrades elements already on the page when defined', async () => {
    counter += 1;
    const tagName = `sk-counter-${counter}`;
    await connect(create(tagName, { 'data-api': inject('apiUrl'), name: 'Waiting' }));
    await act(async () => {
      defineWidgetElement<CounterProps>(tagName, {
        component: Counter,
        attributes: { name: (value) => value ?? undefined },
      });
    });
    const element = document.querySelector<HTMLElement>(tagName);
    expect(element && textOf(element)).toBe('Hello Waiting (no limit)');
  });

  test('falls back to the page configuration; its own attributes win', async () => {
    const { tagName } = defineCounter();
    configurePage({ api: inject('apiUrl'), theme: 'dark', productUrlTemplate: '/p/{id}' });
    const plain = await connect(create(tagName));
    const light = await connect(create(tagName, { 'data-theme': 'light' }));
    expect(textOf(plain)).toBe('Hello nobody (no limit)');
    expect(plain.shadowRoot?.querySelector<HTMLElement>('.sk-root')?.dataset.theme).toBe('dark');
    expect(light.shadowRoot?.querySelector<HTMLElement>('.sk-root')?.dataset.theme).toBe('light');
  });

  test('the page nonce goes on fallback styles', async () => {
    const { tagName } = defineCounter('.c {}');
    configurePage({ api: inject('apiUrl'), nonce: 'p4ge' });
    const element = await connect(create(tagName));
    const nonces = Array.from(element.shadowRoot?.querySelectorAll('style') ?? []).map((style) =>
      style.getAttribute('nonce'),
    );
    expect(nonces).toEqual(['p4ge', 'p4ge']);
  });

  describe('without a usable configuration', () => {
    test('no data-api anywhere: a clear alert in the shadow root instead of a throw', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const { tagName } = defineCounter();
      const main = document.createElement('main');
      document.body.append(main);
      const element = await connect(create(tagName, { name: 'Asha' }), main);

      const alert = within(element.shadowRoot as unknown as HTMLElement).getByRole('alert');
      expect(Array.from(alert.children).map((line) => line.textContent)).toEqual([
        CONFIG_ERROR_TITLE,
        'Missing data-api: set the Commerce API URL, e.g. data-api="https://shop.example.in/api/v1", on the widget, on the script tag, or in the page configuration (StorefrontKit.init({ api }) or configurePage({ api })).',
      ]);
      expect(lifecycle.rendered).not.toHaveBeenCalled();
      expect(error).toHaveBeenCalledExactlyOnceWith(
        `[storefront-kit] <${tagName}> could not start:\nMissing data-api: set the Commerce API URL, e.g. data-api="https://shop.example.in/api/v1", on the widget, on the script tag, or in the page configuration (StorefrontKit.init({ api }) or configurePage({ api })).`,
      );
      expect(await axe(document.body)).toHaveNoViolations();

      // An attribute change while broken does nothing; once configured, reconnecting mounts.
      await act(async () => element.setAttribute('name', 'Ravi'));
      expect(lifecycle.rendered).not.toHaveBeenCalled();
      configurePage({ api: inject('apiUrl') });
      await act(async () => {
        element.remove();
        await Promise.resolve();
      });
      await connect(element);
      expect(element.shadowRoot?.querySelector('[role="alert"]')).toBeNull();
      expect(textOf(element)).toBe('Hello Ravi (no limit)');
    });

    test('every bad attribute is listed', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { tagName } = defineCounter();
      const element = await connect(
        create(tagName, { 'data-api': 'shop', 'data-messages': '{oops', 'data-guest-cart': 'x' }),
      );
      const lines = Array.from(element.shadowRoot?.querySelectorAll('[role="alert"] p') ?? []).map(
        (line) => line.textContent ?? '',
      );
      expect(lines).toHaveLength(4);
      expect(lines[1]).toMatch(/^data-api must be/);
      expect(lines[2]).toMatch(/^data-guest-cart must be/);
      expect(lines[3]).toMatch(/^data-messages is not valid JSON/);
    });
  });

  describe('problems told once', () => {
    test('every widget shows its problem; the console tells it once for the page', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const first = defineCounter();
      const second = defineCounter();
      const elements = [
        await connect(create(first.tagName)),
        await connect(create(first.tagName)),
        await connect(create(second.tagName)),
      ];
      for (const element of elements) expect(alertLines(element)[1]).toMatch(/^Missing data-api/);
      expect(error).toHaveBeenCalledOnce();
    });

    test('a bad value on the script tag is named in each widget, and data-api still counts', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      setScriptTagAttributes({ api: inject('apiUrl'), guestCart: 'locall' });
      const { tagName } = defineCounter();
      const one = await connect(create(tagName));
      const two = await connect(create(tagName));
      const expected = [
        CONFIG_ERROR_TITLE,
        'data-guest-cart on the script tag must be "local" or "login-required"; got "locall".',
      ];
      expect(alertLines(one)).toEqual(expected);
      expect(alertLines(two)).toEqual(expected);
      expect(error).toHaveBeenCalledOnce();
      // The widget's own attribute wins over the tag's.
      const own = await connect(create(tagName, { 'data-guest-cart': 'local', name: 'Asha' }));
      expect(textOf(own)).toBe('Hello Asha (no limit)');
    });
  });

  describe('data-api that is not the Commerce API', () => {
    const SITE = 'https://shop.example.in/';

    /** A widget that asks for a product, as a card does. */
    function defineProductAsker() {
      counter += 1;
      const tagName = `sk-asker-${counter}`;
      defineWidgetElement(tagName, {
        component: function Asker() {
          const { client } = useStorefront();
          useEffect(() => {
            client.catalog.product('p1').catch(() => {});
          }, [client]);
          return <p>Product not found</p>;
        },
      });
      return tagName;
    }

    /** The site's server: an HTML page for every path, or the API's health at /health. */
    function site(health: () => Response) {
      const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
        const url = input instanceof Request ? input.url : String(input);
        if (url.endsWith('/health')) return health();
        return new Response('<!doctype html><title>Shop</title>', {
          status: 200,
          headers: { 'content-type': 'text/html' },
        });
      });
      vi.stubGlobal('fetch', fetch);
      return fetch;
    }

    test('every widget says so once the probe finds an HTML page; the console says it once', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const fetch = site(
        () => new Response('<html>home</html>', { headers: { 'content-type': 'text/html' } }),
      );
      const tagName = defineProductAsker();
      const cards = [
        await connect(create(tagName, { 'data-api': SITE })),
        await connect(create(tagName, { 'data-api': SITE })),
      ];
      const expected = `${NOT_THE_API}; got "${SITE}" (GET https://shop.example.in/health answered an HTML page (200)).`;
      await vi.waitFor(() => {
        for (const card of cards) expect(alertLines(card)).toEqual([CONFIG_ERROR_TITLE, expected]);
      });
      expect(fetch.mock.calls.filter(([input]) => String(input).endsWith('/health'))).toHaveLength(
        1,
      );
      expect(error).toHaveBeenCalledOnce();
      expect(String(error.mock.calls[0]?.[0])).toContain(expected);
      // A card added later says it at once, without asking again.
      const late = await connect(create(tagName, { 'data-api': SITE }));
      expect(alertLines(late)).toEqual([CONFIG_ERROR_TITLE, expected]);
      expect(error).toHaveBeenCalledOnce();
    });

    test('a 404 envelope at /health (the API server at its root) is not the API either', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      site(() =>
        Response.json(
          { meta: { status: false, message: 'Route GET /health not found' }, data: null },
          { status: 404 },
        ),
      );
      const tagName = defineProductAsker();
      const card = await connect(create(tagName, { 'data-api': SITE }));
      await vi.waitFor(() => expect(alertLines(card)[1]).toMatch(/^data-api must point at/));
    });

    test('the API answering its health keeps the widgets running', async () => {
      const error = vi.spyOn(console, 'error').mockImplementation(() => {});
      const fetch = site(() =>
        Response.json({ meta: { status: true, message: 'OK' }, data: { products: 3 } }),
      );
      const tagName = defineProductAsker();
      const card = await connect(create(tagName, { 'data-api': 'https://shop.example.in/api/v1' }));
      await vi.waitFor(() =>
        expect(fetch.mock.calls.some(([input]) => String(input).endsWith('/health'))).toBe(true),
      );
      await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
      expect(card.shadowRoot?.querySelector('[role="alert"]')).toBeNull();
      expect(textOf(card)).toBe('Product not found');
      expect(error).not.toHaveBeenCalled();
    });
  });

  test('a second definition of the same tag (second script copy) keeps the first', async () => {
    const { tagName, defined } = defineCounter();
    const define = vi.spyOn(customElements, 'define');
    expect(defineWidgetElement(tagName, { component: OtherWidget })).toBe(defined);
    expect(define).not.toHaveBeenCalled();
    const element = await connect(create(tagName, { 'data-api': inject('apiUrl'), name: 'Asha' }));
    expect(textOf(element)).toBe('Hello Asha (no limit)');
  });

  test('defines nothing where there is no customElements (server rendering)', () => {
    vi.stubGlobal('customElements', undefined);
    expect(defineWidgetElement('sk-server-side', { component: Counter })).toBeUndefined();
  });
});

// Type checks (tsc): attributes are the kebab-case of the props, parsers return the prop's type.
export function typeChecks() {
  defineWidgetElement<CounterProps>('sk-types', {
    component: Counter,
    // @ts-expect-error not a prop of the component
    attributes: { 'no-such': () => 'x' },
  });
  defineWidgetElement<CounterProps>('sk-types', {
    component: Counter,
    // @ts-expect-error max-count must parse to a number
    attributes: { 'max-count': () => 'three' },
  });
  defineWidgetElement<{ id: string }>('sk-types', {
    // @ts-expect-error a component with a required prop cannot be an element
    component: (props: { id: string }) => props.id,
  });
}
