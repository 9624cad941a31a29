// `react`, `react-dom` and `react-dom/client` in the script-tag bundle: Preact with the part of
// React's API that the widgets and the React components they render use, instead of the whole of
// preact/compat (3.5 kB min+gzip of class-component emulation, Suspense by thrown promises,
// Children helpers, event pooling stubs… that this bundle never calls). The build fails when a
// module imports a name this file does not export (scripts/build-script.mjs).
//
// What React does and Preact does not, kept here:
// - DOM props: `onChange` of a text field fires on every input, `onFocus`/`onBlur` bubble (as
//   `focusin`/`focusout`), SVG presentation attributes are written in camelCase (`strokeWidth`);
// - `forwardRef`, `useSyncExternalStore`, `createPortal` (the dialogs in the page's overlay
//   layer, inside the widget's contexts), `createRoot`;
// - `lazy` and `Suspense` for code loaded on first use: a lazy component renders its nearest
//   `Suspense` fallback until its code arrives, and throws to the nearest error boundary (the
//   widgets' `LoadBoundary`) when it cannot be fetched;
// - `useId` unique across a widget and its dialogs' portals.
import {
  type ComponentChildren,
  type ComponentType,
  cloneElement,
  createContext,
  createElement,
  Fragment,
  isValidElement,
  options,
  type Ref,
  render,
  toChildArray,
  type VNode,
} from 'preact';
import {
  useContext,
  useEffect,
  useLayoutEffect,
  useId as usePreactId,
  useState,
} from 'preact/hooks';
import { type Render, tracked } from './signalsRuntime';

export { Component, createRef } from 'preact';
export {
  useCallback,
  useContext,
  useEffect,
  useImperativeHandle,
  useLayoutEffect,
  useMemo,
  useReducer,
  useRef,
  useState,
} from 'preact/hooks';
export { cloneElement, createContext, createElement, Fragment, isValidElement };

/** Runs before layout effects in React; here with them (nothing in this bundle inserts styles). */
export const useInsertionEffect = useLayoutEffect;

/** Renders its children: the checks React's StrictMode adds do not apply to this bundle. */
export const StrictMode = Fragment;

/** The `Children` helpers the components use. */
export const Children = {
  count: (children: ComponentChildren) => toChildArray(children).length,
  toArray: toChildArray,
};

type Props = Record<string, unknown>;

/** A component made by {@link forwardRef}: the `ref` given to it is passed on as a prop. */
const FORWARDS_REF = Symbol.for('storefront-kit.forwardRef');

/** React's `forwardRef`: `render(props, ref)`, the ref given to the element passed through. */
export function forwardRef<Value, P extends Props>(
  renderWithRef: (props: P, ref: Ref<Value> | null) => ComponentChildren,
): ComponentType<P & { ref?: Ref<Value> }> {
  // biome-ignore lint/correctness/noComponentHookFactories: React's forwardRef is a factory, called once per component at module level.
  function Forwarded({ ref, ...props }: P & { ref?: Ref<Value> }) {
    return renderWithRef(props as unknown as P, ref ?? null);
  }
  (Forwarded as unknown as Record<symbol, boolean>)[FORWARDS_REF] = true;
  return Forwarded as unknown as ComponentType<P & { ref?: Ref<Value> }>;
}

// SVG presentation attributes React accepts in camelCase (`strokeWidth` → `stroke-width`).
const SVG_CAMEL =
  /^(?:alignment|clip|color|dominant|fill|flood|font|lighting|marker|paint|pointer|shape|stop|stroke|text|vector|word|writing)[A-Z]/;
// Inputs whose `onChange` is the DOM's `change` (not every keystroke's `input`).
const CHANGE_INPUTS = /^(?:checkbox|radio|file)$/;

/** React's DOM props as Preact's: the events and attributes listed at the top of this file. */
function domProps(type: string, props: Props): Props {
  const result: Props = {};
  for (const name in props) {
    let key = name;
    if (name[0] === 'o' && name[1] === 'n') {
      const lower = name.toLowerCase();
      if (
        lower === 'onchange' &&
        (type === 'input' || type === 'textarea') &&
        !CHANGE_INPUTS.test(String(props.type))
      ) {
        // Beside an `onInput` of its own, as React calls both.
        key = 'onInput' in props || 'oninput' in props ? 'oninputCapture' : 'oninput';
      } else if (lower === 'onfocus') key = 'onfocusin';
      else if (lower === 'onblur') key = 'onfocusout';
      else if (lower === 'ondoubleclick') key = 'ondblclick';
    } else if (SVG_CAMEL.test(name)) {
      key = name.replace(/[A-Z]/g, '-$&').toLowerCase();
    }
    result[key] = props[name];
  }
  return result;
}

type HookedVNode = VNode<Props> & { ref?: unknown };
const previousVNodeHook = options.vnode;
options.vnode = (vnode) => {
  const node = vnode as HookedVNode;
  const { type } = node;
  if (typeof type === 'string') node.props = domProps(type, node.props) as typeof node.props;
  else if (typeof type === 'function') {
    if ((type as unknown as Record<symbol, boolean>)[FORWARDS_REF] && node.ref) {
      node.props = { ...node.props, ref: node.ref };
      node.ref = null;
    }
    // Function components re-render when a signal they read changes (signalsRuntime.ts).
    if (type !== Fragment && !type.prototype?.render) {
      node.type = tracked(type as unknown as Render) as unknown as typeof type;
    }
  }
  previousVNodeHook?.(vnode);
};

/** Whether the store's snapshot differs from the one last rendered (or cannot be read). */
function snapshotChanged<Snapshot>(store: { value: Snapshot; getSnapshot: () => Snapshot }) {
  try {
    return !Object.is(store.value, store.getSnapshot());
  } catch {
    return true;
  }
}

/** React's `useSyncExternalStore` (the client half: `getServerSnapshot` is not needed here). */
export function useSyncExternalStore<Snapshot>(
  subscribe: (onChange: () => void) => () => void,
  getSnapshot: () => Snapshot,
): Snapshot {
  const value = getSnapshot();
  const [{ store }, update] = useState(() => ({ store: { value, getSnapshot } }));
  useLayoutEffect(() => {
    store.value = value;
    store.getSnapshot = getSnapshot;
    if (snapshotChanged(store)) update({ store });
  }, [store, value, getSnapshot]);
  useEffect(() => {
    if (snapshotChanged(store)) update({ store });
    return subscribe(() => {
      if (snapshotChanged(store)) update({ store });
    });
  }, [store, subscribe]);
  return value;
}

/** What a lazy component shows while its code loads: its nearest `Suspense`'s fallback. */
const Fallback = createContext<ComponentChildren>(null);

/** Gives the lazy components inside it a fallback to show while their code loads. */
export function Suspense({
  fallback = null,
  children,
}: {
  fallback?: ComponentChildren;
  children?: ComponentChildren;
}) {
  return createElement(Fallback.Provider, { value: fallback }, children);
}

/**
 * React's `lazy`: imports the component's module on first render. Until it arrives the nearest
 * `Suspense` fallback shows; a failed import is thrown to the nearest error boundary (and stays
 * failed, as React's does).
 */
export function lazy<P extends Props>(
  load: () => Promise<{ default: ComponentType<P> }>,
): ComponentType<P> {
  let component: ComponentType<P> | undefined;
  let failure: { error: unknown } | undefined;
  let pending: Promise<void> | undefined;
  // biome-ignore lint/correctness/noComponentHookFactories: React's lazy is a factory, called once per component at module level.
  return function Lazy(props: P) {
    const fallback = useContext(Fallback);
    const [, rerender] = useState(0);
    pending ??= load().then(
      (module) => {
        component = module.default;
      },
      (error: unknown) => {
        failure = { error };
      },
    );
    useEffect(() => {
      let live = true;
      void pending?.then(() => live && rerender((count) => count + 1));
      return () => {
        live = false;
      };
    }, []);
    if (failure) throw failure.error;
    return component ? createElement(component, props) : fallback;
  } as ComponentType<P>;
}

/** Prefixes the ids `useId` makes inside a portal: each portal's tree counts from zero. */
const IdPrefix = createContext('');
let portals = 0;

/** React's `useId`: unique within a widget, its dialogs included. */
export function useId(): string {
  return useContext(IdPrefix) + usePreactId();
}

/** Gives its children the contexts it is given (`getChildContext`, Preact's legacy context). */
function CarryContext(
  this: { getChildContext?: () => unknown },
  { context, children }: { context: unknown; children?: ComponentChildren },
) {
  this.getChildContext = () => context;
  return children;
}

/** Renders `content` into `container` as a tree of its own, inside this tree's contexts. */
function Portal(
  this: { context: unknown },
  { content, container }: { content: ComponentChildren; container: Element },
) {
  // (A component: biome takes a function with a `this` parameter for a method.)
  // biome-ignore lint/correctness/useHookAtTopLevel: called at the top of the Portal component.
  const [prefix] = useState(() => `p${++portals}-`);
  // biome-ignore lint/correctness/useHookAtTopLevel: called at the top of the Portal component.
  useLayoutEffect(() => () => render(null, container), [container]);
  render(
    createElement(
      CarryContext,
      { context: this.context },
      createElement(IdPrefix.Provider, { value: prefix }, content),
    ),
    container,
  );
  return null;
}

/** React DOM's `createPortal`: `content` rendered in `container`, which it then owns. */
export function createPortal(content: ComponentChildren, container: Element) {
  return createElement(Portal, { content, container });
}

/** React DOM's `createRoot`: renders at once (Preact renders synchronously). */
export function createRoot(container: Element) {
  return {
    render: (children: ComponentChildren) => render(children, container),
    unmount: () => render(null, container),
  };
}
