import { devWarn } from '../dom/devWarn';

/** Which form the sign-in modal opens with. */
export type SignInMode = 'sign-in' | 'sign-up';

/** The page's sign-in request, as the widget that renders the modal reads it. */
export interface SignInRequestState {
  /** `open` while some widget waits for an account. */
  readonly status: 'closed' | 'open';
  /** The form the modal opens with. */
  readonly mode: SignInMode;
  /** The mounted widget that renders the modal (the first registered), or null. */
  readonly host: symbol | null;
}

/** Options of {@link requestSignIn}. */
export interface RequestSignInOptions {
  /** @default 'sign-in' */
  mode?: SignInMode;
}

interface Slot {
  state: SignInRequestState;
  readonly listeners: Set<() => void>;
  readonly hosts: symbol[];
  readonly waiting: ((signedIn: boolean) => void)[];
}

// A registered symbol, so a second copy of the script tag or of the package finds the same slot:
// one modal per page, like one storefront per page.
const SLOT_KEY: unique symbol = Symbol.for('storefront-kit.sign-in-request');
const page = globalThis as typeof globalThis & { [SLOT_KEY]?: Slot };

function slot(): Slot {
  page[SLOT_KEY] ??= {
    state: { status: 'closed', mode: 'sign-in', host: null },
    listeners: new Set(),
    hosts: [],
    waiting: [],
  };
  return page[SLOT_KEY];
}

function update(next: Partial<SignInRequestState>): void {
  const current = slot();
  current.state = { ...current.state, ...next };
  for (const listener of [...current.listeners]) listener();
}

/**
 * Asks the shopper for an account: opens the page's one sign-in modal (rendered by a mounted
 * widget that hosts it, see `SignInRequestHost`) and resolves `true` once the shopper has signed
 * in, `false` when the modal is dismissed. Calls while it is open share the modal and resolve
 * together. Resolves `false` at once when no widget on the page can show the modal. It does not
 * look at the session: callers ask only when the shopper is a guest.
 *
 * @example
 * if (!session.isLoggedIn && !(await requestSignIn())) return; // the shopper said no
 */
export function requestSignIn(options: RequestSignInOptions = {}): Promise<boolean> {
  const current = slot();
  if (!current.state.host) {
    if (typeof process !== 'undefined' && process.env.NODE_ENV !== 'production')
      devWarn(
        'requestSignIn() found no widget to show the sign-in modal: mount <sk-sign-in>, <sk-checkout> or another widget that hosts it.',
      );
    return Promise.resolve(false);
  }
  return new Promise<boolean>((resolve) => {
    current.waiting.push(resolve);
    if (current.state.status === 'closed')
      update({ status: 'open', mode: options.mode ?? 'sign-in' });
  });
}

/**
 * Ends the open request: every `requestSignIn()` waiting resolves with `signedIn`, and the
 * modal closes. Called by the widget that renders the modal; does nothing when none is open.
 */
export function settleSignInRequest(signedIn: boolean): void {
  const current = slot();
  if (current.state.status === 'closed') return;
  const waiting = current.waiting.splice(0);
  update({ status: 'closed' });
  for (const resolve of waiting) resolve(signedIn);
}

/**
 * Registers a mounted widget able to render the modal; the first one registered renders it.
 * Returns the host's id and the function that unregisters it (the next host takes over; with
 * none left, an open request resolves `false`).
 */
export function registerSignInHost(): { readonly id: symbol; unregister(): void } {
  const current = slot();
  const id = Symbol('sign-in-host');
  current.hosts.push(id);
  if (!current.state.host) update({ host: id });
  return {
    id,
    unregister() {
      const index = current.hosts.indexOf(id);
      if (index < 0) return;
      current.hosts.splice(index, 1);
      if (current.state.host !== id) return;
      update({ host: current.hosts[0] ?? null });
      if (!current.hosts.length) settleSignInRequest(false);
    },
  };
}

/** The request's current state (a new object after every change, for `useSyncExternalStore`). */
export function getSignInRequest(): SignInRequestState {
  return slot().state;
}

/** Calls `listener` after every change of the request; returns the unsubscribe function. */
export function subscribeSignInRequest(listener: () => void): () => void {
  const { listeners } = slot();
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
