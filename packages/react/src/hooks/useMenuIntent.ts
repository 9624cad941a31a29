import { useSignals } from '@preact/signals-react/runtime';
import {
  createMenuIntentController,
  type MenuIntentControllerOptions,
  type MenuIntentView,
} from '@storefront-kit/core';
import { useEffect, useState } from 'react';

/** Options of {@link useMenuIntent} (read once). */
export type UseMenuIntentOptions = MenuIntentControllerOptions;

/** The menu's state and commands. */
export interface UseMenuIntentResult extends MenuIntentView {
  /** The pointer entered section `id` (trigger or panel). */
  enter(id: string): void;
  /** The pointer left a trigger or panel: close after 150 ms. */
  leave(): void;
  open(id: string): void;
  close(): void;
  toggle(id: string): void;
  /** A link was followed: close now. */
  navigate(): void;
}

/**
 * Binds a core hover-intent menu controller (one section open, 150 ms close, cancel on
 * re-entry) to a component: created once, disposed on unmount.
 *
 * @example
 * const menu = useMenuIntent();
 * <button onPointerEnter={() => menu.enter('brands')} onPointerLeave={menu.leave}>Brands</button>
 */
export function useMenuIntent(options: UseMenuIntentOptions = {}): UseMenuIntentResult {
  useSignals();
  const [menu] = useState(() => createMenuIntentController(options));
  useEffect(() => () => menu.dispose(), [menu]);
  return {
    ...menu.state.value,
    enter: menu.enter,
    leave: menu.leave,
    open: menu.open,
    close: menu.close,
    toggle: menu.toggle,
    navigate: menu.navigate,
  };
}
