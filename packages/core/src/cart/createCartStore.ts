import { computed, type ReadonlySignal, signal } from '@preact/signals-core';
import type { CartApi } from '../api/cartApi';
import { CART_RESYNC_DELAY_MS } from '../constants';
import { isApiError } from '../errors/ApiError';
import { isResponseValidationError } from '../errors/ResponseValidationError';
import { shopperMessage } from '../errors/shopperMessage';
import { cartMessages } from '../messages/cartMessages';
import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';
import { type CartTotals, computeTotals } from '../money/computeTotals';
import { toPaise } from '../money/paise';
import type { Notifier } from '../notifications/types';
import type { WireCart } from '../schemas/cart';
import type { Session } from '../session/types';
import { createSafeStorage, type StorageLike } from '../storage/createSafeStorage';
import { devWarn } from '../util/devWarn';
import { type CartAction, cartReducer, initialCartState } from './cartReducer';
import { newCartId, readLocalCart, writeLocalCart } from './localCart';
import { type LocalCart, planMerge } from './mergeCarts';
import { type NormalizeOptions, normalizeCartItem } from './normalizeCartItem';
import type { CartItem, CartLineOperation, CartState, GuestCartPolicy } from './types';

/** Options of `createCartStore`. */
export interface CartStoreOptions {
  client: { cart: CartApi };
  session: Pick<Session, 'isLoggedIn' | 'subscribe' | 'user'>;
  /** @default localStorage (falling back to memory when it throws or is full) */
  storage?: StorageLike;
  /**
   * Prefix of the local carts' storage keys: `{prefix}cart` holds a guest's cart and
   * `{prefix}cart:user:{id}` the copy a user's cart left at sign-out (theirs only). @default 'sk:'
   */
  keyPrefix?: string;
  /** @default 'login-required' (the spec); the script-tag widgets use 'local' */
  guestCart?: GuestCartPolicy;
  notify?: Notifier;
  messages?: MessageOverrides;
  /** Delay of the reload after a login, logout or token change. @default 1000 */
  resyncDelayMs?: number;
  /** Maximum quantity of a line without its own. @default 999 */
  maxQuantity?: number;
  placeholderImage?: string;
  /** Where `storage` events of other tabs arrive (guest cart changes). @default globalThis */
  crossTab?: EventTarget | false;
}

/**
 * What became of a cart change: `server` (the server has it), `local` (kept in this browser:
 * a guest, or the server could not be reached, in which case it is merged later), `busy`
 * (a request for the line is already in flight), `login-required`, `skipped` (nothing to do)
 * or `error` (the server refused; the cart is unchanged).
 */
export type CartResult =
  | { readonly status: 'server' }
  | { readonly status: 'local'; readonly error?: unknown }
  | { readonly status: 'busy' | 'login-required' | 'skipped' }
  | {
      readonly status: 'error';
      readonly error: unknown;
      /** The refusal as a sentence for the shopper (the server's reason, never its JSON). */
      readonly message: string;
    };

/** A line to add: the id, and whatever is known of the product. */
export type CartItemInput = Pick<CartItem, 'id'> & Partial<Omit<CartItem, 'id'>>;

export interface CartStore {
  readonly state: ReadonlySignal<CartState>;
  /** Subtotal, 18% GST, shipping, discount and total, in paise. */
  readonly totals: ReadonlySignal<CartTotals>;
  /** Server cart when logged in (merging any local cart first), else the local cart. */
  load(): Promise<CartResult>;
  /** Adds `quantity` (default the item's, else 1); an existing line's quantity is summed. */
  add(item: CartItemInput, quantity?: number): Promise<CartResult>;
  /** Removes a line; 'Item removed from cart' is announced. */
  remove(id: string): Promise<CartResult>;
  /**
   * 0 or less removes the line; otherwise kept within 1..maxQuantity. 'Quantity updated' is
   * announced; a refusal is announced with its reason (a sentence, never a status code).
   */
  updateQuantity(id: string, quantity: number): Promise<CartResult>;
  clear(): Promise<CartResult>;
  /** Records a coupon the server accepted (amount in paise); ignored when not above 0. */
  applyDiscount(code: string, amount: number): void;
  /**
   * Removes the coupon; with a `reason`, because it stopped qualifying: it is recorded in
   * `state.removedCoupon` (the coupon flow announces it).
   */
  removeDiscount(reason?: string): void;
  open(): void;
  close(): void;
  toggle(): void;
  /** Merges the local cart into the server cart (spec: sync on login). */
  syncOnLogin(): Promise<CartResult>;
  /** The quantity of a product in the cart (0 when absent). */
  quantityOf(id: string): number;
  isPending(id: string): boolean;
  dispose(): void;
}

const ALL_LINES = '*';

/** Servers without the bulk sync endpoint answer one of these. */
const SYNC_UNSUPPORTED = [404, 405, 501];

/** The server understood the request and said no: retrying or keeping it locally is wrong. */
const isRefusal = (error: unknown) =>
  isResponseValidationError(error) ||
  (isApiError(error) &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 429].includes(error.status));

/**
 * The cart: a pure reducer plus the persistence rules of spec 1 §4. Signed in, every change
 * goes to the server and the server's answer is the cart. A guest's cart lives in local
 * storage (written when it has items, removed when empty). When the server cannot be
 * reached, the change is kept locally and merged later, so nothing the shopper did is lost.
 * At login (and 1 s after any auth change) the local cart is merged into the server cart in
 * one request, idempotently.
 *
 * The copy of a user's cart saved at sign-out (decisions.md) is kept under that user's id: a
 * guest on the same browser never sees it, and it is merged back only into the same user's
 * cart at their next sign-in; another account never receives it.
 */
export function createCartStore(options: CartStoreOptions): CartStore {
  const { client, session } = options;
  const storage = createSafeStorage(options.storage);
  const prefix = options.keyPrefix ?? 'sk:';
  const guestKey = `${prefix}cart`;
  const userKey = (userId: string) => `${prefix}cart:user:${userId}`;
  const t = createTranslator(cartMessages, options.messages);
  const normalize: NormalizeOptions = {
    unnamed: t('cart.productNameUnavailable'),
    placeholderImage: options.placeholderImage,
    maxQuantity: options.maxQuantity,
  };
  const state = signal<CartState>(initialCartState);
  const totals = computed(() =>
    computeTotals(state.value.items, { discount: state.value.discount?.amount }),
  );
  const dispatch = (action: CartAction) => {
    state.value = cartReducer(state.value, action);
  };
  const warn = (message: string, error?: unknown) => {
    if (typeof process !== 'undefined' && process.env.NODE_ENV !== 'production')
      devWarn(message, ...(error === undefined ? [] : [error]));
  };

  // The quantities of the last server answer, and whose cart it was: the base of a local copy.
  let serverBase: LocalCart['base'];
  // The signed-in user whose cart is in memory (the owner of any copy saved from it).
  let owner: string | undefined;
  // Which stored cart a local fallback shows while signed in (a guest cart not merged yet).
  let shownKey: string | undefined;
  let loading: Promise<CartResult> | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;

  const loggedIn = () => session.isLoggedIn();
  const currentUser = () => (loggedIn() ? session.user()?.id : undefined);

  function showServerCart(cart: WireCart | null | undefined) {
    const previous = new Map(state.value.items.map((item) => [item.id, item]));
    const items = (cart?.items ?? []).flatMap((line) => {
      const item = normalizeCartItem(line, normalize);
      if (!item) return [];
      // A server that does not send the stock: what the product page knew of it stays.
      const stock = item.stock ?? previous.get(item.id)?.stock;
      return [stock === undefined ? item : { ...item, stock }];
    });
    const amount = toPaise(Number(cart?.discount));
    const userId = session.user()?.id;
    owner = userId;
    shownKey = undefined;
    serverBase = userId
      ? { userId, quantities: Object.fromEntries(items.map((item) => [item.id, item.quantity])) }
      : undefined;
    dispatch({
      type: 'load',
      items,
      discount: cart?.discountCode && amount > 0 ? { code: cart.discountCode, amount } : null,
      source: 'server',
      removedCoupon: cart?.removedCoupon ?? null,
    });
  }

  function readLocal(key: string): LocalCart | undefined {
    const read = readLocalCart(storage, key, normalize);
    if (read.status === 'corrupt') {
      warn('The saved cart could not be read; it was replaced with an empty cart.', read.error);
      storage.removeItem(key);
    }
    return read.status === 'ok' ? read.cart : undefined;
  }

  /**
   * The guest cart. A copy saved at sign-out by an earlier version sits under the guest key
   * with its owner in `base`: it is moved to its owner's key, so no one else gets it.
   */
  function readGuest(): LocalCart | undefined {
    const local = readLocal(guestKey);
    const ownerId = local?.base?.userId;
    if (!local || !ownerId) return local;
    if (!readLocal(userKey(ownerId))) writeLocalCart(storage, userKey(ownerId), local);
    storage.removeItem(guestKey);
    return undefined;
  }

  const readStored = (key: string) => (key === guestKey ? readGuest() : readLocal(key));

  /** The local cart to show: a guest's, or, signed in with no server, the user's copy. */
  function showLocalCart() {
    const userId = currentUser();
    const own = userId ? readLocal(userKey(userId)) : undefined;
    const local = own ?? readGuest();
    shownKey = own && userId ? userKey(userId) : local ? guestKey : undefined;
    dispatch({
      type: 'load',
      items: local?.items ?? [],
      discount: local?.discount ?? null,
      source: 'local',
    });
  }

  /**
   * Writes the cart in memory to `key`. A guest cart is written while it has items and removed
   * when empty. A copy with a base (saved at sign-out, or changes the server has not seen) is
   * kept even when empty, so that removals reach the server at the next merge.
   */
  function writeCopy(
    key: string,
    cart: Pick<CartState, 'items' | 'discount'>,
    base?: LocalCart['base'],
  ) {
    const previous = readLocal(key);
    const keptBase = previous?.base ?? base;
    if (!cart.items.length && !keptBase) return storage.removeItem(key);
    writeLocalCart(storage, key, {
      id: previous?.id ?? newCartId(),
      items: cart.items,
      discount: cart.discount,
      base: keptBase,
    });
  }

  /** Saves the cart in memory where it belongs: the guest's key, or the signed-in user's. */
  function saveLocal(base?: LocalCart['base']) {
    const userId = currentUser();
    if (!userId) return writeCopy(guestKey, state.value);
    writeCopy(userKey(userId), state.value, base);
    // The guest cart shown (not merged yet) now lives in the user's copy.
    if (shownKey === guestKey) storage.removeItem(guestKey);
    shownKey = userKey(userId);
  }

  /** Merges one stored cart into the server cart; true when the server answered with the cart. */
  async function mergeStored(key: string, userId: string): Promise<boolean> {
    const local = readStored(key);
    if (!local) return false;
    const lines = planMerge(local, userId);
    let shown = false;
    if (lines.length) {
      try {
        showServerCart((await client.cart.sync({ items: lines, merge_id: local.id })).data);
      } catch (error) {
        if (!isApiError(error) || !SYNC_UNSUPPORTED.includes(error.status)) throw error;
        // A server without the bulk sync: one add per line, and errors per line are ignored.
        for (const line of lines) {
          if (line.quantity > 0) {
            await client.cart.add(line).catch((lineError: unknown) => {
              warn(`Could not merge cart line ${line.id}.`, lineError);
            });
          }
        }
        showServerCart((await client.cart.get()).data);
      }
      shown = true;
    }
    storage.removeItem(key);
    return shown;
  }

  /**
   * Pushes the signed-in user's own saved copy, then the guest cart, into the server cart;
   * throws when that is not possible now. Copies of other users are never read.
   */
  async function mergeLocal(userId: string): Promise<boolean> {
    const own = await mergeStored(userKey(userId), userId);
    const guest = await mergeStored(guestKey, userId);
    return own || guest;
  }

  const hasLocal = (userId: string) => Boolean(readLocal(userKey(userId)) ?? readGuest());

  async function loadSignedIn(): Promise<CartResult> {
    dispatch({ type: 'status', status: 'loading' });
    try {
      const userId = currentUser();
      if (!userId || !(await mergeLocal(userId))) showServerCart((await client.cart.get()).data);
      return { status: 'server' };
    } catch (error) {
      // Server unreachable: the local cart (if any) is shown, else an empty cart.
      warn('Could not load the server cart; showing the local cart.', error);
      showLocalCart();
      return { status: 'local', error };
    }
  }

  function syncOnLogin(): Promise<CartResult> {
    if (!loggedIn()) {
      warn('Cart sync skipped: the user is not logged in.');
      return Promise.resolve({ status: 'skipped' });
    }
    loading ??= loadSignedIn().finally(() => {
      loading = undefined;
    });
    return loading;
  }

  function load(): Promise<CartResult> {
    if (loggedIn()) return syncOnLogin();
    showLocalCart();
    return Promise.resolve({ status: 'local' });
  }

  /** A change made for `userId` whose session ended before the server answered: kept in their copy. */
  function keepForOwner(userId: string, action: CartAction, base: LocalCart['base']) {
    const key = userKey(userId);
    const saved = readLocal(key);
    const changed = cartReducer(
      { ...initialCartState, items: saved?.items ?? [], discount: saved?.discount ?? null },
      action,
    );
    writeCopy(key, changed, base);
  }

  async function mutate(
    id: string,
    operation: CartLineOperation,
    action: CartAction,
    remote: () => Promise<{ data?: WireCart | null }>,
  ): Promise<CartResult> {
    const userId = currentUser();
    if (!userId) {
      dispatch(action);
      saveLocal();
      return { status: 'local' };
    }
    if (state.value.pending[id] || state.value.pending[ALL_LINES]) return { status: 'busy' };
    const base = serverBase;
    dispatch({ type: 'pending', id, operation });
    try {
      // Changes the server has not seen yet go first, so its answer includes them.
      if (hasLocal(userId)) await mergeLocal(userId);
      showServerCart((await remote()).data);
      return { status: 'server' };
    } catch (error) {
      if (isRefusal(error)) {
        warn('The server refused a cart change.', error);
        return { status: 'error', error, message: shopperMessage(error, options.messages) };
      }
      // No answer (offline, timeout, 5xx, expired session): keep the change in this browser.
      if (currentUser() !== userId) {
        // The session ended meanwhile: the change belongs to that user's saved copy.
        keepForOwner(userId, action, base);
      } else {
        dispatch(action);
        saveLocal(serverBase);
      }
      return { status: 'local', error };
    } finally {
      dispatch({ type: 'pending', id, operation: null });
    }
  }

  const lineOf = (id: string) => state.value.items.find((item) => item.id === id);

  /** Says what became of a change of a line: done, or why not. */
  const announce = (result: CartResult, done: 'cart.quantityUpdated' | 'cart.itemRemoved') => {
    if (result.status === 'server' || result.status === 'local') {
      options.notify?.({ kind: 'success', message: t(done), key: 'cart' });
    } else if (result.status === 'error') {
      options.notify?.({ kind: 'error', message: result.message, key: 'cart' });
    }
    return result;
  };

  const store: CartStore = {
    state,
    totals,
    load,
    syncOnLogin,
    add(input, quantity) {
      if (!loggedIn() && options.guestCart !== 'local') {
        options.notify?.({ kind: 'error', message: t('cart.loginRequired') });
        return Promise.resolve({ status: 'login-required' });
      }
      // The defaults of a line (name, image, max quantity…) under what the caller knows.
      const defaults = normalizeCartItem({ id: input.id }, normalize) as CartItem;
      const line: CartItem = {
        ...defaults,
        ...Object.fromEntries(Object.entries(input).filter(([, value]) => value !== undefined)),
        quantity: quantity ?? input.quantity ?? 1,
      };
      return mutate(line.id, 'add', { type: 'add', item: line }, () =>
        client.cart.add({ id: line.id, quantity: line.quantity, name: line.name, sku: line.sku }),
      );
    },
    async remove(id) {
      const result = await mutate(id, 'remove', { type: 'remove', id }, () =>
        client.cart.remove({ id }),
      );
      return announce(result, 'cart.itemRemoved');
    },
    async updateQuantity(id, quantity) {
      const line = lineOf(id);
      if (!line) return { status: 'skipped' };
      if (!(quantity > 0)) return store.remove(id);
      const bounded = Math.min(Math.max(Math.round(quantity), 1), line.maxQuantity);
      if (bounded === line.quantity) return { status: 'skipped' };
      const result = await mutate(
        id,
        'update',
        { type: 'update-quantity', id, quantity: bounded },
        () => client.cart.updateQuantity({ id, quantity: bounded }),
      );
      return announce(result, 'cart.quantityUpdated');
    },
    clear: () => mutate(ALL_LINES, 'remove', { type: 'clear' }, () => client.cart.clear()),
    applyDiscount(code, amount) {
      dispatch({ type: 'apply-discount', code, amount });
      if (state.value.source === 'local') saveLocal();
    },
    removeDiscount(reason) {
      dispatch(
        reason === undefined ? { type: 'remove-discount' } : { type: 'remove-discount', reason },
      );
      if (state.value.source === 'local') saveLocal();
    },
    open: () => dispatch({ type: 'open' }),
    close: () => dispatch({ type: 'close' }),
    toggle: () => dispatch({ type: 'toggle' }),
    quantityOf: (id) => lineOf(id)?.quantity ?? 0,
    isPending: (id) => Boolean(state.value.pending[id] || state.value.pending[ALL_LINES]),
    dispose() {
      clearTimeout(timer);
      unsubscribe();
      crossTab?.removeEventListener('storage', onStorage);
    },
  };

  const unsubscribe = session.subscribe((event) => {
    const previousOwner = owner;
    if (previousOwner !== undefined && currentUser() !== previousOwner) {
      // The user whose cart is shown signed out (or another signed in): their cart is saved
      // under their id, for them alone, and leaves the screen.
      if (state.value.source === 'server' && state.value.items.length) {
        writeCopy(userKey(previousOwner), state.value, serverBase);
      }
      owner = undefined;
      serverBase = undefined;
      shownKey = undefined;
      dispatch({ type: 'clear' });
    } else if (event.type === 'logout') {
      shownKey = undefined;
      dispatch({ type: 'clear' });
    }
    clearTimeout(timer);
    timer = setTimeout(() => void load(), options.resyncDelayMs ?? CART_RESYNC_DELAY_MS);
  });

  // Another tab changed the guest cart: show it here too.
  const onStorage = (event: Event) => {
    if ((event as StorageEvent).key === guestKey && !loggedIn()) showLocalCart();
  };
  const crossTab =
    options.crossTab === false
      ? undefined
      : (options.crossTab ??
        (typeof globalThis.addEventListener === 'function' ? globalThis : undefined));
  crossTab?.addEventListener('storage', onStorage);

  return store;
}
