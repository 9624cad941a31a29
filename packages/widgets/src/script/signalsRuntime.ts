// In the script-tag bundle React is Preact (preactReact.ts), and `@preact/signals-react/runtime` is
// this module. Every function component of the bundle is rendered through `tracked` (by
// preactReact.ts's vnode hook): it re-renders when a signal it read while rendering changes, so
// the hooks' `useSignals()` has nothing left to do. This is the one thing the widgets need of
// `@preact/signals` (which also binds signals to text and props), on signals-core's public
// `effect`, in a tenth of its size.
import { effect } from '@preact/signals-core';
import type { ComponentChildren } from 'preact';
import { useEffect, useRef } from 'preact/hooks';

export function useSignals(): void {}

/** A function component as Preact calls it: `this` is its instance. */
export type Render = (
  this: { setState(state: object): void },
  props: object,
  context: unknown,
) => ComponentChildren;

// Each component's tracked one, and each tracked one itself (a vnode made from another by
// `cloneElement` has the tracked component already).
const trackedOf = new WeakMap<Render, Render>();

/**
 * `render` as a component that re-renders when a signal it read during its last render changes.
 * Each render reads afresh: a signal it no longer reads no longer re-renders it, and none does
 * once it is unmounted. The same component for the same `render`, so its identity is stable.
 */
export function tracked(render: Render): Render {
  let component = trackedOf.get(render);
  if (!component) {
    component = function Tracked(props, context) {
      const reads = useRef<{ stop?: () => void }>({}).current;
      useEffect(() => () => reads.stop?.(), [reads]);
      reads.stop?.();
      let output: ComponentChildren = null;
      let rendering = true;
      // The effect runs `render` at once, recording the signals it reads; when one changes,
      // it runs again and asks for a re-render, which records them afresh.
      reads.stop = effect(() => {
        if (rendering) {
          rendering = false;
          output = render.call(this, props, context);
        } else this.setState({});
      });
      return output;
    };
    // What React's API layer marks on a component (forwardRef's marker) stays on it.
    Object.assign(component, render);
    trackedOf.set(render, component);
    trackedOf.set(component, component);
  }
  return component;
}
