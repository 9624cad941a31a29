/**
 * Where the menu stands: `closed`; `opening` (the pointer rests on a trigger, the open delay
 * runs; nothing shown yet); `open`; `closing` (the pointer left, the close delay runs; the
 * section is still shown and re-entering it cancels the close).
 */
export type MenuIntentStatus = 'closed' | 'opening' | 'open' | 'closing';

/** The menu state: its status and the section it concerns (null when closed). */
export interface MenuIntentState {
  readonly status: MenuIntentStatus;
  /** The section being opened, shown or closed; null when `closed`. */
  readonly value: string | null;
}

export type MenuIntentAction =
  /** The pointer entered section `id` (its trigger or its panel); `immediate` skips the open delay. */
  | { type: 'enter'; id: string; immediate: boolean }
  /** The pointer left a trigger or panel. */
  | { type: 'leave' }
  | { type: 'openDelayElapsed' }
  | { type: 'closeDelayElapsed' }
  /** Keyboard or programmatic: show `id` now. */
  | { type: 'open'; id: string }
  /** Escape, Tab out, navigation, or programmatic: close now. */
  | { type: 'close' }
  | { type: 'toggle'; id: string };

/** Nothing open. */
export const closedMenuState: MenuIntentState = { status: 'closed', value: null };

const shown = (state: MenuIntentState) => state.status === 'open' || state.status === 'closing';
const openState = (state: MenuIntentState, id: string): MenuIntentState =>
  state.status === 'open' && state.value === id ? state : { status: 'open', value: id };

/** Pure transitions of the hover-intent menu (one section at a time); timers live outside. */
export function menuIntentReducer(
  state: MenuIntentState,
  action: MenuIntentAction,
): MenuIntentState {
  switch (action.type) {
    case 'enter':
      // Moving between sections of an open menu switches at once; a closed one waits for intent.
      return shown(state) || action.immediate
        ? openState(state, action.id)
        : state.status === 'opening' && state.value === action.id
          ? state
          : { status: 'opening', value: action.id };
    case 'leave':
      return state.status === 'opening'
        ? closedMenuState
        : state.status === 'open'
          ? { status: 'closing', value: state.value }
          : state;
    case 'openDelayElapsed':
      return state.status === 'opening' ? { status: 'open', value: state.value } : state;
    case 'closeDelayElapsed':
      return state.status === 'closing' ? closedMenuState : state;
    case 'open':
      return openState(state, action.id);
    case 'close':
      return state.status === 'closed' ? state : closedMenuState;
    case 'toggle':
      return shown(state) && state.value === action.id
        ? closedMenuState
        : openState(state, action.id);
    default:
      return action satisfies never;
  }
}
