import { signal } from '@preact/signals-core';
import { Component, type ComponentChildren } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  Children,
  cloneElement,
  createContext,
  createPortal,
  createRoot,
  forwardRef,
  createElement as h,
  lazy,
  Suspense,
  useContext,
  useEffect,
  useId,
  useRef,
  useState,
  useSyncExternalStore,
} from './preactReact';

// The script-tag bundle's React (Preact with what the widgets use of React's API). These run it
// in jsdom on its own; the widgets' browser suites run it as built, in Chromium.
const mounted: Element[] = [];
function mount(node: ComponentChildren) {
  const container = document.createElement('div');
  document.body.append(container);
  mounted.push(container);
  const root = createRoot(container);
  act(() => root.render(node));
  return { container, root };
}
afterEach(() => {
  for (const container of mounted.splice(0)) container.remove();
});

// The components the tests render (at module level: a component made inside a test would be a
// new component at each render).
const quantityRef: { current: HTMLInputElement | null } = { current: null };
const QuantityField = forwardRef<HTMLInputElement, { label: string }>((props, ref) =>
  h('input', { 'aria-label': props.label, ref }),
);
function QuantityForm() {
  const ref = useRef<HTMLInputElement>(null);
  quantityRef.current = null;
  useEffect(() => {
    quantityRef.current = ref.current;
  });
  return h(QuantityField, { label: 'Quantity', ref });
}

const counter = {
  value: 1,
  listeners: new Set<() => void>(),
  subscribe(listener: () => void) {
    counter.listeners.add(listener);
    return () => void counter.listeners.delete(listener);
  },
  getSnapshot: () => counter.value,
  set(value: number) {
    counter.value = value;
    for (const listener of counter.listeners) listener();
  },
};
function Count() {
  return h('output', null, useSyncExternalStore(counter.subscribe, counter.getSnapshot));
}

class Boundary extends Component<{ children?: ComponentChildren }, { failed: boolean }> {
  override state = { failed: false };
  static override getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? h('p', { role: 'alert' }, 'failed') : this.props.children;
  }
}

const Theme = createContext('plain');
const portalLayer: { current: Element | null } = { current: null };
const setPortalCount: { current: (count: number) => void } = { current: () => undefined };
function Dialog() {
  const theme = useContext(Theme);
  return h('p', { 'data-theme': theme }, 'in the layer');
}
function PortalWidget() {
  const [count, set] = useState(0);
  setPortalCount.current = set;
  const layer = portalLayer.current;
  return h('div', null, h('span', null, count), layer && createPortal(h(Dialog, null), layer));
}

const idLayers: { current: Element[] } = { current: [] };
function Labelled() {
  return h('label', { id: useId() });
}
function IdsWidget() {
  return h(
    'div',
    null,
    h(Labelled, null),
    ...idLayers.current.map((layer) => createPortal(h(Labelled, null), layer)),
  );
}

const price = signal(100);
const stock = signal(5);
const showStock = signal(false);
const renders = { count: 0 };
function PriceTag() {
  renders.count += 1;
  return h('p', null, showStock.value ? `${price.value} (${stock.value})` : String(price.value));
}

// A forwardRef component given its ref through cloneElement (as an `asChild` slot does).
const clonedRef: { current: HTMLInputElement | null } = { current: null };
function ClonedField() {
  const ref = useRef<HTMLInputElement>(null);
  clonedRef.current = null;
  useEffect(() => {
    clonedRef.current = ref.current;
  });
  return cloneElement(h(QuantityField, { label: 'Cloned' }), { ref });
}

describe('React DOM props on Preact', () => {
  it("calls a text field's onChange on every input, a checkbox's on change", () => {
    const onText = vi.fn();
    const onBox = vi.fn();
    const { container } = mount(
      h(
        'form',
        null,
        h('input', { onChange: onText }),
        h('input', { type: 'checkbox', onChange: onBox }),
      ),
    );
    const [text, box] = container.querySelectorAll('input');
    text?.dispatchEvent(new Event('input', { bubbles: true }));
    box?.dispatchEvent(new Event('input', { bubbles: true }));
    expect(onText).toHaveBeenCalledTimes(1);
    expect(onBox).not.toHaveBeenCalled();
    box?.dispatchEvent(new Event('change', { bubbles: true }));
    expect(onBox).toHaveBeenCalledTimes(1);
  });

  it('calls both onChange and onInput of one field', () => {
    const order: string[] = [];
    const { container } = mount(
      h('textarea', { onChange: () => order.push('change'), onInput: () => order.push('input') }),
    );
    container.querySelector('textarea')?.dispatchEvent(new Event('input', { bubbles: true }));
    expect(order.sort()).toEqual(['change', 'input']);
  });

  it('bubbles onFocus and onBlur from the elements inside, as React does', () => {
    const focused = vi.fn();
    const blurred = vi.fn();
    const { container } = mount(
      h('div', { onFocus: focused, onBlur: blurred }, h('button', null, 'inside')),
    );
    const button = container.querySelector('button');
    act(() => button?.focus());
    act(() => button?.blur());
    expect(focused).toHaveBeenCalledTimes(1);
    expect(blurred).toHaveBeenCalledTimes(1);
  });

  it('writes camelCase SVG attributes as SVG names them, and leaves the rest alone', () => {
    const { container } = mount(
      h(
        'svg',
        { viewBox: '0 0 24 24' },
        h('path', { d: 'M0 0', strokeWidth: '2', strokeLinejoin: 'round', fillRule: 'evenodd' }),
      ),
    );
    const path = container.querySelector('path');
    expect(path?.getAttribute('stroke-width')).toBe('2');
    expect(path?.getAttribute('stroke-linejoin')).toBe('round');
    expect(path?.getAttribute('fill-rule')).toBe('evenodd');
    expect(container.querySelector('svg')?.getAttribute('viewBox')).toBe('0 0 24 24');
  });
});

describe('React APIs on Preact', () => {
  it('forwardRef passes the element’s ref to the component as its second argument', () => {
    const { container } = mount(h(QuantityForm, null));
    expect(quantityRef.current).toBe(container.querySelector('input'));
    expect(quantityRef.current?.getAttribute('aria-label')).toBe('Quantity');
  });

  it('forwardRef keeps passing the ref through cloneElement', () => {
    const { container } = mount(h(ClonedField, null));
    expect(clonedRef.current).toBe(container.querySelector('input'));
    expect(clonedRef.current?.getAttribute('aria-label')).toBe('Cloned');
  });

  it('useSyncExternalStore renders the store’s value and follows its changes', () => {
    const { container, root } = mount(h(Count, null));
    expect(container.textContent).toBe('1');
    act(() => counter.set(2));
    expect(container.textContent).toBe('2');
    act(() => root.unmount());
    expect(counter.listeners.size).toBe(0);
  });

  it('Children.count counts the children as React does', () => {
    expect(Children.count([h('b', null), null, [h('i', null), 'text']])).toBe(3);
    expect(Children.count(null)).toBe(0);
  });
});

describe('lazy and Suspense', () => {
  it('shows the nearest fallback until the code arrives, then the component', async () => {
    let arrive: (module: { default: (props: { name: string }) => ComponentChildren }) => void =
      () => undefined;
    const Greeting = lazy(
      () =>
        new Promise<{ default: (props: { name: string }) => ComponentChildren }>((resolve) => {
          arrive = resolve;
        }),
    );
    const { container } = mount(
      h(Suspense, { fallback: h('span', { 'aria-busy': 'true' }) }, h(Greeting, { name: 'Asha' })),
    );
    expect(container.innerHTML).toBe('<span aria-busy="true"></span>');
    await act(async () => {
      arrive({ default: ({ name }) => h('p', null, `Hello ${name}`) });
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.innerHTML).toBe('<p>Hello Asha</p>');
  });

  it('throws a failed import to the nearest error boundary', async () => {
    const Broken = lazy<{ id: string }>(() => Promise.reject(new TypeError('Failed to fetch')));
    const { container } = mount(
      h(Boundary, null, h(Suspense, { fallback: 'loading' }, h(Broken, { id: 'x' }))),
    );
    expect(container.textContent).toBe('loading');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(container.innerHTML).toBe('<p role="alert">failed</p>');
  });
});

describe('createPortal', () => {
  it('renders in its container inside the tree’s contexts, follows updates and leaves on unmount', () => {
    const layer = document.createElement('div');
    document.body.append(layer);
    mounted.push(layer);
    portalLayer.current = layer;
    const { container, root } = mount(h(Theme.Provider, { value: 'dark' }, h(PortalWidget, null)));
    expect(container.innerHTML).toBe('<div><span>0</span></div>');
    expect(layer.innerHTML).toBe('<p data-theme="dark">in the layer</p>');
    act(() => setPortalCount.current(1));
    expect(container.textContent).toBe('1');
    expect(layer.innerHTML).toBe('<p data-theme="dark">in the layer</p>');
    act(() => root.unmount());
    expect(layer.innerHTML).toBe('');
  });

  it('gives ids unique across a widget and two portals in one layer', () => {
    const layer = document.createElement('div');
    const first = document.createElement('div');
    const second = document.createElement('div');
    layer.append(first, second);
    document.body.append(layer);
    mounted.push(layer);
    idLayers.current = [first, second];
    const { container } = mount(h(IdsWidget, null));
    const ids = [...container.querySelectorAll('label'), ...layer.querySelectorAll('label')].map(
      (label) => label.id,
    );
    expect(ids).toHaveLength(3);
    expect(ids.every((id) => id.length > 0)).toBe(true);
    expect(new Set(ids).size).toBe(3);
  });
});

describe('signals read while rendering', () => {
  it('re-render the component when they change, only those read last, none after unmount', () => {
    const { container, root } = mount(h(PriceTag, null));
    expect(container.textContent).toBe('100');
    renders.count = 0;
    act(() => {
      price.value = 120;
    });
    expect(container.textContent).toBe('120');
    expect(renders.count).toBe(1);
    // Not read in the last render: no re-render.
    act(() => {
      stock.value = 4;
    });
    expect(renders.count).toBe(1);
    // Read from now on.
    act(() => {
      showStock.value = true;
    });
    expect(container.textContent).toBe('120 (4)');
    act(() => {
      stock.value = 3;
    });
    expect(container.textContent).toBe('120 (3)');
    expect(renders.count).toBe(3);
    act(() => root.unmount());
    act(() => {
      price.value = 130;
    });
    expect(renders.count).toBe(3);
    expect(container.textContent).toBe('');
  });
});
