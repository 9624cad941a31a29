import { useEffect, useState } from 'react';

// Controllers disposed by an effect cleanup (StrictMode runs effects twice): replaced, not reused.
const disposed = new WeakSet<object>();

/**
 * A core controller owned by one component: created once, started after mount (`start`, e.g. a
 * first load), disposed on unmount. Under StrictMode's unmount and remount, the disposed
 * controller is replaced by a fresh one rather than reused. Internal to the hooks.
 */
export function useOwnedController<C extends { dispose(): void }>(
  create: () => C,
  start?: (controller: C) => void,
): C {
  const [controller, setController] = useState(create);
  // biome-ignore lint/correctness/useExhaustiveDependencies: `create` and `start` are read once per controller; a new controller replaces only a disposed one.
  useEffect(() => {
    if (disposed.has(controller)) {
      setController(create());
      return;
    }
    start?.(controller);
    return () => {
      disposed.add(controller);
      controller.dispose();
    };
  }, [controller]);
  return controller;
}
