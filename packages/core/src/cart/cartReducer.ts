import type {
  CartItem,
  CartLineOperation,
  CartSource,
  CartState,
  CartStatus,
  RemovedCoupon,
} from './types';

export type CartAction =
  | {
      type: 'load';
      items: readonly CartItem[];
      discount: { code: string; amount: number } | null;
      source: CartSource;
      /** The coupon the server dropped with this answer (it no longer qualifies). */
      removedCoupon?: RemovedCoupon | null;
    }
  | { type: 'clear' }
  | { type: 'add'; item: CartItem }
  | { type: 'remove'; id: string }
  | { type: 'update-quantity'; id: string; quantity: number }
  | { type: 'apply-discount'; code: string; amount: number }
  /** With a `reason`: the coupon stopped qualifying (recorded in `removedCoupon`). */
  | { type: 'remove-discount'; reason?: string }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'toggle' }
  | { type: 'pending'; id: string; operation: CartLineOperation | null }
  | { type: 'status'; status: CartStatus };

export const initialCartState: CartState = {
  items: [],
  discount: null,
  removedCoupon: null,
  isOpen: false,
  status: 'idle',
  source: 'local',
  pending: {},
};

const clamp = (quantity: number, max: number) => Math.min(Math.max(Math.round(quantity), 1), max);

/**
 * The cart's pure state transitions (spec 1 §4 Cart actions). Adding an existing id sums the
 * quantities; a quantity of 0 or less removes the line; quantities stay within
 * 1..maxQuantity; a discount applies only when its amount is above 0.
 */
export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'load':
      return {
        ...state,
        items: action.items,
        discount: action.discount && action.discount.amount > 0 ? action.discount : null,
        removedCoupon: action.removedCoupon ?? null,
        source: action.source,
        status: 'ready',
      };
    case 'clear':
      return { ...state, items: [], discount: null };
    case 'add': {
      const { item } = action;
      const existing = state.items.find((line) => line.id === item.id);
      const items = existing
        ? state.items.map((line) =>
            line === existing
              ? { ...line, quantity: clamp(line.quantity + item.quantity, line.maxQuantity) }
              : line,
          )
        : [...state.items, { ...item, quantity: clamp(item.quantity, item.maxQuantity) }];
      return { ...state, items };
    }
    case 'remove':
      return { ...state, items: state.items.filter((line) => line.id !== action.id) };
    case 'update-quantity':
      if (!(action.quantity > 0)) return cartReducer(state, { type: 'remove', id: action.id });
      return {
        ...state,
        items: state.items.map((line) =>
          line.id === action.id
            ? { ...line, quantity: clamp(action.quantity, line.maxQuantity) }
            : line,
        ),
      };
    case 'apply-discount':
      return action.amount > 0
        ? { ...state, discount: { code: action.code, amount: action.amount }, removedCoupon: null }
        : state;
    case 'remove-discount':
      return {
        ...state,
        discount: null,
        removedCoupon:
          action.reason !== undefined && state.discount
            ? { code: state.discount.code, reason: action.reason }
            : state.removedCoupon,
      };
    case 'open':
      return { ...state, isOpen: true };
    case 'close':
      return { ...state, isOpen: false };
    case 'toggle':
      return { ...state, isOpen: !state.isOpen };
    case 'pending': {
      const { [action.id]: _previous, ...rest } = state.pending;
      return {
        ...state,
        pending: action.operation ? { ...rest, [action.id]: action.operation } : rest,
      };
    }
    case 'status':
      return { ...state, status: action.status };
    default:
      action satisfies never;
      return state;
  }
}
