import { useStorefront } from '@storefront-kit/react';
import { act, within } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, inject, test, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { configurePage, resetPageConfig } from './configurePage';
import { CONFIG_ERROR_TITLE, defineWidgetElement } from './defineWidgetElement';
import { disposePageStorefront, getPageStorefront } from './getPageStorefront';

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

const textOf = (element: HTMLElement) => element.shadowRoot?.querySelector('.sk-root')?.textContent;

afterEach(async () => {
  await act(async () => {
    document.body.replaceChildren();
    await Promise.resolve();
  });
  disposePageStorefront();
  resetPageConfig();
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
      const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
      const { tagName } = defineCounter();
      const main = document.createElement('main');
      document.body.append(main);
      const element = await connect(create(tagName, { name: 'Asha' }), main);

      const alert = within(element.shadowRoot as unknown as HTMLElement).getByRole('alert');
      expect(Array.from(alert.children).map((line) => line.textContent)).toEqual([
        CONFIG_ERROR_TITLE,
        'Missing data-api: set the API base URL, e.g. data-api="https://shop.example.in/api/v1", on the widget or in the page configuration.',
      ]);
      expect(lifecycle.rendered).not.toHaveBeenCalled();
      expect(warn).toHaveBeenCalledWith(
        `[storefront-kit] <${tagName}> could not start:\nMissing data-api: set the API base URL, e.g. data-api="https://shop.example.in/api/v1", on the widget or in the page configuration.`,
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
      vi.spyOn(console, 'warn').mockImplementation(() => {});
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
