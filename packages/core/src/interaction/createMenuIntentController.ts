import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import { MEGA_MENU_CLOSE_MS } from '../constants';
import {
  closedMenuState,
  type MenuIntentAction,
  type MenuIntentState,
  menuIntentReducer,
} from './menuIntentReducer';
import { systemTimers, type Timers } from './timers';

/** The menu state with the section actually shown. */
export interface MenuIntentView extends MenuIntentState {
  /** The section whose panel is shown (`open` or `closing`), else null. */
  readonly openId: string | null;
}

/** Options of {@link createMenuIntentController}. */
export interface MenuIntentControllerOptions {
  /**
   * How long the pointer must rest on a trigger of a closed menu before it opens. Moving
   * between sections of an open menu switches at once.
   * @default 0
   */
  openDelay?: number;
  /** Delay before the menu closes after the pointer leaves (decisions.md: 150 ms). @default 150 */
  closeDelay?: number;
  /** Timer functions (tests may inject their own). @default the global timers */
  timers?: Timers;
}

/** The framework-free hover-intent menu: one section open at a time. */
export interface MenuIntentController {
  readonly state: ReadonlySignal<MenuIntentView>;
  /** The pointer entered section `id` (its trigger or its panel): open it, or cancel a close. */
  enter(id: string): void;
  /** The pointer left a trigger or panel: close after the close delay. */
  leave(): void;
  /** Opens `id` at once (keyboard). */
  open(id: string): void;
  /** Closes at once (Escape, Tab out). */
  close(): void;
  /** Opens `id`, or closes it when it is the open section (click, Enter). */
  toggle(id: string): void;
  /** A link was followed or the route changed: the menu closes (spec 1 §2). */
  navigate(): void;
  /**
   * Clears the timers. The controller stays usable: the next command schedules again
   * (so a React StrictMode remount keeps working).
   */
  dispose(): void;
}

/**
 * Creates the header mega-menu's hover intent (spec 1 §2): hovering a section opens its
 * panel, only one section is open at a time, the menu closes 150 ms after the pointer leaves
 * (MEGA_MENU_CLOSE_MS; decisions.md settles the spec's 150/200 ms), entering again cancels
 * the close, and following a link closes it.
 *
 * @example
 * const menu = createMenuIntentController();
 * trigger.addEventListener('pointerenter', () => menu.enter('products'));
 * trigger.addEventListener('pointerleave', menu.leave);
 * menu.state.subscribe(({ openId }) => render(openId));
 */
export function createMenuIntentController(
  options: MenuIntentControllerOptions = {},
): MenuIntentController {
  const { openDelay = 0, closeDelay = MEGA_MENU_CLOSE_MS } = options;
  const timers = options.timers ?? systemTimers;
  const raw = signal<MenuIntentState>(closedMenuState);
  const state = computed<MenuIntentView>(() => {
    const s = raw.value;
    return { ...s, openId: s.status === 'open' || s.status === 'closing' ? s.value : null };
  });
  let openTimer: unknown;
  let closeTimer: unknown;

  const clearOpen = () => {
    if (openTimer !== undefined) timers.clearTimeout(openTimer);
    openTimer = undefined;
  };
  const clearClose = () => {
    if (closeTimer !== undefined) timers.clearTimeout(closeTimer);
    closeTimer = undefined;
  };
  // A delay runs while its status lasts; a new `opening`/`closing` state starts it afresh.
  const sync = (changed: boolean) => {
    const { status } = raw.peek();
    if (status !== 'opening') clearOpen();
    else if (changed || openTimer === undefined) {
      clearOpen();
      openTimer = timers.setTimeout(() => {
        openTimer = undefined;
        dispatch({ type: 'openDelayElapsed' });
      }, openDelay);
    }
    if (status !== 'closing') clearClose();
    else if (changed || closeTimer === undefined) {
      clearClose();
      closeTimer = timers.setTimeout(() => {
        closeTimer = undefined;
        dispatch({ type: 'closeDelayElapsed' });
      }, closeDelay);
    }
  };
  const dispatch = (action: MenuIntentAction) => {
    const previous = raw.peek();
    const next = menuIntentReducer(previous, action);
    raw.value = next;
    sync(next !== previous);
  };
  const close = () => dispatch({ type: 'close' });

  return {
    state,
    enter: (id) => dispatch({ type: 'enter', id, immediate: openDelay <= 0 }),
    leave: () => dispatch({ type: 'leave' }),
    open: (id) => dispatch({ type: 'open', id }),
    close,
    toggle: (id) => dispatch({ type: 'toggle', id }),
    navigate: close,
    dispose: () => {
      clearOpen();
      clearClose();
    },
  };
}
