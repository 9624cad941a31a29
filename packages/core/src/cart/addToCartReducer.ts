/**
 * The add-to-cart button's states (spec 1 §4 'Product detail cart button'): 'idle', 'adding'
 * (the 500 ms wait and the request), 'added' ('Added to Cart' for 2 s), and back to 'idle'
 * ('In Cart (n)' once the product is in the cart). A refusal goes back to 'idle' with its message.
 */
export type AddToCartStatus = 'idle' | 'adding' | 'added';

export interface AddToCartState {
  readonly status: AddToCartStatus;
  /** Why the last add failed ('Please login to add items to cart', the server's reason). */
  readonly error: string | null;
}

export type AddToCartAction =
  | { type: 'start' }
  | { type: 'added' }
  | { type: 'failed'; message: string }
  | { type: 'settle' };

export const initialAddToCartState: AddToCartState = { status: 'idle', error: null };

/** The pure transitions of the add-to-cart button; a start while busy changes nothing. */
export function addToCartReducer(state: AddToCartState, action: AddToCartAction): AddToCartState {
  switch (action.type) {
    case 'start':
      return state.status === 'idle' ? { status: 'adding', error: null } : state;
    case 'added':
      return state.status === 'adding' ? { status: 'added', error: null } : state;
    case 'failed':
      return state.status === 'adding' ? { status: 'idle', error: action.message } : state;
    case 'settle':
      return state.status === 'added' ? initialAddToCartState : state;
    default:
      action satisfies never;
      return state;
  }
}
