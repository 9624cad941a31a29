import {
  Children,
  type Context,
  type CSSProperties,
  cloneElement,
  createContext,
  Fragment,
  forwardRef,
  type HTMLAttributes,
  isValidElement,
  type ReactElement,
  type ReactNode,
  type Ref,
  type RefCallback,
  useCallback,
  useContext,
} from 'react';

// The building blocks of the headless parts, in Radix's style (conventions.md §8): a part
// context that throws outside its root, `composeEventHandlers`, ref composition and `Slot` for
// `asChild`. One module, so a page loads them as one chunk; `useControllableState`, which only
// parts with a value use (not the search box), is in its own (useControllableState.ts), so a
// bundle whose parts have none does not carry it.

/**
 * One handler from the user's and the component's own (Radix's rule): the user's runs first,
 * and the component's is skipped when the user's called `event.preventDefault()`.
 *
 * @example onClick={composeEventHandlers(props.onClick, () => setOpen(true))}
 */
export function composeEventHandlers<E extends { defaultPrevented: boolean }>(
  theirs: ((event: E) => void) | undefined,
  ours: (event: E) => void,
): (event: E) => void {
  return (event) => {
    theirs?.(event);
    if (!event.defaultPrevented) ours(event);
  };
}

type Cleanup = () => void;

function setRef<T>(ref: Ref<T> | undefined, value: T | null): Cleanup | undefined {
  if (typeof ref === 'function') {
    const cleanup = ref(value);
    return typeof cleanup === 'function' ? cleanup : undefined;
  }
  if (ref) ref.current = value;
  return undefined;
}

/**
 * One ref callback that sets every given ref (functions, ref objects). When a callback ref
 * returns a cleanup (React 19), the composed ref returns one that runs it and clears the others.
 */
export function composeRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  return (node) => {
    const cleanups = refs.map((ref) => setRef(ref, node));
    if (!cleanups.some(Boolean)) return;
    return () => {
      cleanups.forEach((cleanup, index) => {
        if (cleanup) cleanup();
        else setRef(refs[index], null);
      });
    };
  };
}

/** {@link composeRefs}, stable while the refs are the same. */
export function useComposedRefs<T>(...refs: (Ref<T> | undefined)[]): RefCallback<T> {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs themselves are the dependencies.
  return useCallback(composeRefs(...refs), refs);
}

type AnyProps = Record<string, unknown>;
type Handler = (...args: unknown[]) => unknown;

/** The child's own ref (React 19 keeps it in `props`, React 18 on the element). */
function elementRef(element: ReactElement): Ref<unknown> | undefined {
  type WarningGetter = (() => unknown) & { isReactWarning?: boolean };
  const props = element.props as AnyProps;
  // In development React 18 warns on reading `props.ref`, React 19 on `element.ref`: read the
  // other one (as Radix's Slot does).
  const propsGetter = Object.getOwnPropertyDescriptor(props, 'ref')?.get as
    | WarningGetter
    | undefined;
  if (propsGetter?.isReactWarning) return (element as unknown as { ref?: Ref<unknown> }).ref;
  const elementGetter = Object.getOwnPropertyDescriptor(element, 'ref')?.get as
    | WarningGetter
    | undefined;
  if (elementGetter?.isReactWarning) return props.ref as Ref<unknown> | undefined;
  return (
    (props.ref as Ref<unknown> | undefined) ?? (element as unknown as { ref?: Ref<unknown> }).ref
  );
}

/** The slot's props under the child's: handlers both run (the child's first), styles and classes merge. */
function mergeProps(slot: AnyProps, child: AnyProps): AnyProps {
  const merged: AnyProps = { ...slot, ...child };
  for (const name in child) {
    const ours = slot[name];
    const theirs = child[name];
    if (/^on[A-Z]/.test(name)) {
      if (typeof ours === 'function' && typeof theirs === 'function') {
        merged[name] = (...args: unknown[]) => {
          const result = (theirs as Handler)(...args);
          (ours as Handler)(...args);
          return result;
        };
      } else if (ours && !theirs) {
        merged[name] = ours;
      }
    } else if (name === 'style') {
      merged[name] = { ...(ours as CSSProperties), ...(theirs as CSSProperties) };
    } else if (name === 'className') {
      merged[name] = [ours, theirs].filter(Boolean).join(' ');
    } else if (name === 'aria-describedby') {
      const ids = new Set(
        [theirs, ours]
          .filter((value): value is string => typeof value === 'string')
          .flatMap((value) => value.trim().split(/\s+/))
          .filter(Boolean),
      );
      merged[name] = ids.size > 0 ? [...ids].join(' ') : undefined;
    }
  }
  return merged;
}

/**
 * Renders its only child element with the slot's props merged in (the parts' `asChild`), as
 * Radix's `Slot` does: the child's props win, except that both event handlers run (the
 * child's first), styles merge, classes and `aria-describedby` ids join, and both refs are set.
 */
export const Slot = forwardRef<HTMLElement, HTMLAttributes<HTMLElement> & { children?: ReactNode }>(
  function Slot({ children, ...props }, forwardedRef) {
    const child = Children.count(children) === 1 && isValidElement(children) ? children : null;
    const childRef = child ? elementRef(child) : undefined;
    const ref = useComposedRefs(forwardedRef, childRef);
    if (!child) {
      if (children || children === 0) {
        throw new Error(
          'Slot failed to slot onto its children. Expected a single React element child.',
        );
      }
      return children;
    }
    const merged = mergeProps(props as AnyProps, child.props as AnyProps);
    if (child.type !== Fragment) merged.ref = forwardedRef ? ref : childRef;
    return cloneElement(child, merged);
  },
);

/**
 * A context for the parts of one headless component, and the hook its parts read it with:
 * outside `component.provider` the hook throws '{component}.{part} must be used within
 * {component}.{provider}' (the spec's 'useCart must be used within a CartProvider' style).
 *
 * @example const [TabsContext, useTabsContext] = createPartContext<TabsContextValue>('Tabs', 'Root');
 */
export function createPartContext<T>(
  component: string,
  provider: string,
): readonly [Context<T | null>, (part: string) => T] {
  const PartContext = createContext<T | null>(null);
  // biome-ignore lint/correctness/noComponentHookFactories: called once per module at load, as Radix's createContext is; each hook is then a stable module-level function.
  const usePart = (part: string): T => {
    const value = useContext(PartContext);
    if (!value) {
      throw new Error(`${component}.${part} must be used within ${component}.${provider}`);
    }
    return value;
  };
  return [PartContext, usePart];
}
