import { type ReadonlySignal, signal } from '@preact/signals-core';
import type { WishlistApi } from '../api/wishlistApi';
import { WISHLIST_LISTING_LOAD, WISHLIST_PAGE_SIZE } from '../constants';
import { isResponseValidationError } from '../errors/ResponseValidationError';
import { createTranslator } from '../messages/createTranslator';
import type { MessageOverrides } from '../messages/defaultMessages';
import { wishlistMessages } from '../messages/wishlistMessages';
import type { Notifier } from '../notifications/types';
import type { Session } from '../session/types';
import { devWarn } from '../util/devWarn';
import {
  initialWishlistState,
  type WishlistAction,
  type WishlistState,
  wishlistReducer,
} from './wishlistReducer';

/** Options of `createWishlistStore`. */
export interface WishlistStoreOptions {
  client: { readonly wishlist: Pick<WishlistApi, 'toggle' | 'check' | 'list'> };
  session: Pick<Session, 'isLoggedIn' | 'subscribe'>;
  /** Where 'Failed to update wishlist. Please login to your account.' is reported. */
  notify?: Notifier;
  messages?: MessageOverrides;
  /** Entries per page of the wishlist page. @default 12 */
  pageSize?: number;
  /** Entries read to know every heart's state. @default 1000 */
  idsLoad?: number;
}

/** A product to toggle: its id, or any object with one (a `ProductView`, a `Product`). */
export type WishlistProductRef = string | { readonly id: string };

/**
 * What became of a toggle: `added` / `removed` (the server's answer), `busy` (a toggle of the
 * product is already in flight: the double click is ignored), `login-required` (a guest),
 * `skipped` (nothing to remove, or the user changed meanwhile) or `error` (rolled back; the
 * shopper was told `message`).
 */
export type WishlistToggleResult =
  | { readonly status: 'added' | 'removed' }
  | { readonly status: 'busy' | 'login-required' | 'skipped' }
  | { readonly status: 'error'; readonly error: unknown; readonly message: string };

export interface WishlistStore {
  readonly state: ReadonlySignal<WishlistState>;
  /** Whether the heart of a product is filled. */
  isWishlisted(productId: string): boolean;
  /** Whether a toggle of the product is in flight (its button is disabled). */
  isPending(productId: string): boolean;
  /** Loads the ids and count (signed in only); concurrent calls share one request. */
  load(): Promise<void>;
  /** Loads the ids and count the first time they are needed (what hearts call on mount). */
  ensureLoaded(): void;
  /** Loads one page of the wishlist page (12 per page); it is refetched after each toggle. */
  loadPage(page?: number): Promise<void>;
  /** Asks the server about one product (`GET /wishlist/check`); undefined when it cannot. */
  check(productId: string): Promise<boolean | undefined>;
  /**
   * Adds or removes a product: the heart flips at once, then shows the server's answer, or
   * flips back with 'Failed to update wishlist. Please login to your account.'
   */
  toggle(product: WishlistProductRef): Promise<WishlistToggleResult>;
  /** The wishlist page's remove-heart: like `toggle`, failing with 'Failed to remove from wishlist'. */
  remove(product: WishlistProductRef): Promise<WishlistToggleResult>;
  dispose(): void;
}

const warn = (message: string, error: unknown) => {
  if (typeof process !== 'undefined' && process.env.NODE_ENV !== 'production')
    devWarn(message, error);
};

/**
 * The page-wide wishlist (spec 1 §4 Wishlist toggle, §7; spec 2 §2 Wishlist page): one store
 * every heart on the page shares. It follows the session: nothing is loaded until a heart or
 * the wishlist page needs it; a login reloads what is in use, a logout forgets everything, and
 * answers that arrive for a previous user are dropped.
 *
 * @example
 * const wishlist = createWishlistStore({ client, session, notify });
 * wishlist.ensureLoaded();
 * await wishlist.toggle(product); // { status: 'added' }
 * wishlist.state.value.count; // 1
 */
export function createWishlistStore(options: WishlistStoreOptions): WishlistStore {
  const { client, session, notify } = options;
  const t = createTranslator(wishlistMessages, options.messages);
  const state = signal<WishlistState>(initialWishlistState);
  const dispatch = (action: WishlistAction) => {
    state.value = wishlistReducer(state.peek(), action);
  };
  // Bumped whenever the user changes: requests of an older epoch must not touch the state.
  let epoch = 0;
  let active = false;
  let activePage: number | null = null;
  let loading: Promise<void> | undefined;
  let pageRequest = 0;

  function load(): Promise<void> {
    active = true;
    if (!session.isLoggedIn()) return Promise.resolve();
    if (loading) return loading;
    const mine = epoch;
    dispatch({ type: 'load-start' });
    loading = (async () => {
      try {
        const answer = await client.wishlist.list({
          page_no: 1,
          per_page: options.idsLoad ?? WISHLIST_LISTING_LOAD,
        });
        if (mine !== epoch) return;
        dispatch({
          type: 'load-success',
          ids: answer.data.map((entry) => entry.product.id),
          count: answer.meta.pagination?.total_rows ?? answer.data.length,
        });
      } catch (error) {
        if (mine !== epoch) return;
        // Spec: wishlist load failures are logged only; the state keeps the message for a UI.
        warn('Could not load the wishlist.', error);
        dispatch({ type: 'load-failure', error: t('wishlist.loadFailed') });
      }
    })().finally(() => {
      if (mine === epoch) loading = undefined;
    });
    return loading;
  }

  async function loadPage(page = 1): Promise<void> {
    activePage = page;
    if (!session.isLoggedIn()) return;
    const mine = epoch;
    const request = ++pageRequest;
    const current = () => mine === epoch && request === pageRequest;
    dispatch({ type: 'page-start', page });
    try {
      const answer = await client.wishlist.list({
        page_no: page,
        per_page: options.pageSize ?? WISHLIST_PAGE_SIZE,
      });
      if (!current()) return;
      const pagination = answer.meta.pagination;
      const totalPages = pagination?.total_pages ?? (answer.data.length ? 1 : 0);
      // The last entry of the last page was removed: show the page before it.
      if (!answer.data.length && page > 1 && totalPages < page) {
        return loadPage(Math.max(totalPages, 1));
      }
      dispatch({
        type: 'page-success',
        entries: answer.data,
        page,
        totalPages,
        totalRows: pagination?.total_rows ?? answer.data.length,
      });
    } catch (error) {
      if (!current()) return;
      warn('Could not load the wishlist page.', error);
      dispatch({ type: 'page-failure', error: t('wishlist.loadFailed') });
    }
  }

  const idOf = (product: WishlistProductRef) =>
    typeof product === 'string' ? product : product.id;

  async function toggle(
    product: WishlistProductRef,
    failureMessage: string,
  ): Promise<WishlistToggleResult> {
    const id = idOf(product);
    if (!session.isLoggedIn()) {
      notify?.({ kind: 'error', message: t('wishlist.updateFailed') });
      return { status: 'login-required' };
    }
    if (state.peek().pending[id]) return { status: 'busy' };
    const mine = epoch;
    const previous = Boolean(state.peek().ids[id]);
    dispatch({ type: 'toggle-start', id, next: !previous });
    let isIn: boolean;
    try {
      isIn = (await client.wishlist.toggle(id)).data.isInWishlist;
    } catch (error) {
      if (mine !== epoch) return { status: 'skipped' };
      if (isResponseValidationError(error)) {
        // The server did it but sent no answer to read: the heart keeps its local flip (spec).
        isIn = !previous;
      } else {
        dispatch({ type: 'toggle-failure', id, previous });
        notify?.({ kind: 'error', message: failureMessage });
        return { status: 'error', error, message: failureMessage };
      }
    }
    if (mine !== epoch) return { status: 'skipped' };
    dispatch({ type: 'toggle-success', id, isIn });
    // Spec 2: after a removal the wishlist page is refetched (an addition changes it too).
    if (activePage !== null) void loadPage(activePage);
    return { status: isIn ? 'added' : 'removed' };
  }

  const unsubscribe = session.subscribe((event) => {
    epoch += 1;
    loading = undefined;
    dispatch({ type: 'reset' });
    if (event.type === 'logout' || !session.isLoggedIn()) return;
    if (active) void load();
    if (activePage !== null) void loadPage(activePage);
  });

  return {
    state,
    isWishlisted: (productId) => Boolean(state.value.ids[productId]),
    isPending: (productId) => Boolean(state.value.pending[productId]),
    load,
    ensureLoaded() {
      if (state.peek().status === 'idle' && !loading) void load();
      else active = true;
    },
    loadPage,
    async check(productId) {
      if (!session.isLoggedIn()) return undefined;
      const mine = epoch;
      try {
        const { isInWishlist } = (await client.wishlist.check(productId)).data;
        if (mine === epoch) dispatch({ type: 'checked', id: productId, isIn: isInWishlist });
        return isInWishlist;
      } catch (error) {
        warn('Could not check the wishlist.', error);
        return undefined;
      }
    },
    toggle: (product) => toggle(product, t('wishlist.updateFailed')),
    remove(product) {
      if (!state.peek().ids[idOf(product)]) return Promise.resolve({ status: 'skipped' });
      return toggle(product, t('wishlist.removeFailed'));
    },
    dispose() {
      epoch += 1;
      unsubscribe();
    },
  };
}
