import { type ReadonlySignal, signal } from '@preact/signals-core';
import { COPY_CONFIRMATION_MS } from '../constants';
import { initialShareState, type ShareAction, type ShareState, shareReducer } from './shareReducer';

/** What the native share sheet is given (the Web Share API's `ShareData`). */
export interface NativeShareData {
  readonly url: string;
  readonly title?: string;
  readonly text?: string;
}

/**
 * What became of `share()`: the sheet was used (`shared`), the shopper closed it
 * (`cancelled`), there is no share sheet here (`unavailable`: show the menu instead), it
 * failed (`failed`: show the menu instead), or a sheet is already open (`busy`).
 */
export type ShareOutcome = 'shared' | 'cancelled' | 'unavailable' | 'failed' | 'busy';

/** Options of {@link createShareController}. */
export interface ShareControllerOptions {
  /**
   * Opens the platform share sheet. `null` turns native sharing off.
   * @default navigator.share, when the browser has it
   */
  nativeShare?: ((data: NativeShareData) => Promise<void>) | null;
  /**
   * Whether the sheet accepts this data.
   * @default navigator.canShare, when the browser has it (else every data is accepted)
   */
  canShare?: ((data: NativeShareData) => boolean) | null;
  /**
   * Puts text on the clipboard. `null`: no clipboard (copying fails with a message).
   * @default navigator.clipboard.writeText, when the browser has it
   */
  writeText?: ((text: string) => Promise<void>) | null;
  /**
   * How long 'Link copied!' shows.
   * @default 2000
   * @example createShareController({ confirmationMs: 3000 })
   */
  confirmationMs?: number;
}

/** The share button's behaviour: native sheet first, and a copy-link with a confirmation. */
export interface ShareController {
  readonly state: ReadonlySignal<ShareState>;
  /** A native share sheet exists and accepts `data`. */
  canShareNatively(data: NativeShareData): boolean;
  /** Opens the native share sheet; on `unavailable` or `failed` the UI shows its menu. */
  share(data: NativeShareData): Promise<ShareOutcome>;
  /**
   * Copies `text` (the link); true on success, then `copied` for `confirmationMs`. False when
   * the clipboard refused or is missing (`copy-failed`).
   */
  copy(text: string): Promise<boolean>;
  /** Back to `idle` (e.g. the menu closed), stopping the confirmation timer. */
  reset(): void;
  /** Stops the timer; later answers of the sheet or clipboard change nothing. */
  dispose(): void;
}

interface BrowserNavigator {
  share?: (data: NativeShareData) => Promise<void>;
  canShare?: (data: NativeShareData) => boolean;
  clipboard?: { writeText?: (text: string) => Promise<void> };
}

// Read when used, not when created: the page (or a test) may add them later.
const browser = (): BrowserNavigator | undefined =>
  (globalThis as { navigator?: BrowserNavigator }).navigator;

const isAbort = (error: unknown) =>
  typeof error === 'object' &&
  error !== null &&
  (error as { name?: unknown }).name === 'AbortError';

/**
 * Share and copy-link (spec 1 §2, §9; spec 2 order details): the native share sheet when the
 * browser has one, else the UI's menu; copying the link shows a confirmation for 2 s.
 *
 * @example
 * const sharing = createShareController();
 * const outcome = await sharing.share({ url, title });
 * if (outcome === 'unavailable' || outcome === 'failed') openMenu();
 * await sharing.copy(url); // sharing.state.value.status === 'copied' for 2 s
 */
export function createShareController(options: ShareControllerOptions = {}): ShareController {
  const { confirmationMs = COPY_CONFIRMATION_MS } = options;
  const state = signal<ShareState>(initialShareState);
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;
  // Each copy gets a number; only the latest may settle the state.
  let copies = 0;

  const dispatch = (action: ShareAction) => {
    if (!disposed) state.value = shareReducer(state.peek(), action);
  };

  const nativeShare = (): ((data: NativeShareData) => Promise<void>) | undefined => {
    if (options.nativeShare !== undefined) return options.nativeShare ?? undefined;
    const nav = browser();
    return nav?.share ? (data) => nav.share!(data) : undefined;
  };
  const canShare = (): ((data: NativeShareData) => boolean) | undefined => {
    if (options.canShare !== undefined) return options.canShare ?? undefined;
    const nav = browser();
    return nav?.canShare ? (data) => nav.canShare!(data) : undefined;
  };
  const writeText = (): ((text: string) => Promise<void>) | undefined => {
    if (options.writeText !== undefined) return options.writeText ?? undefined;
    const clipboard = browser()?.clipboard;
    return clipboard?.writeText ? (text) => clipboard.writeText!(text) : undefined;
  };

  const canShareNatively = (data: NativeShareData) => {
    if (!nativeShare()) return false;
    try {
      return canShare()?.(data) ?? true;
    } catch {
      return false;
    }
  };

  const stopTimer = () => {
    clearTimeout(timer);
    timer = undefined;
  };

  return {
    state,
    canShareNatively,
    async share(data) {
      const open = nativeShare();
      if (!open || !canShareNatively(data)) return 'unavailable';
      if (state.peek().status === 'sharing') return 'busy';
      dispatch({ type: 'share-start' });
      try {
        await open(data);
        return 'shared';
      } catch (error) {
        return isAbort(error) ? 'cancelled' : 'failed';
      } finally {
        dispatch({ type: 'share-end' });
      }
    },
    async copy(text) {
      const copyId = ++copies;
      stopTimer();
      dispatch({ type: 'copy-start' });
      const write = writeText();
      let copied = false;
      try {
        if (write) {
          await write(text);
          copied = true;
        }
      } catch {
        copied = false;
      }
      if (disposed || copyId !== copies) return copied;
      if (!copied) {
        dispatch({ type: 'copy-failure' });
        return false;
      }
      dispatch({ type: 'copy-success' });
      timer = setTimeout(() => {
        timer = undefined;
        dispatch({ type: 'reset' });
      }, confirmationMs);
      return true;
    },
    reset() {
      stopTimer();
      dispatch({ type: 'reset' });
    },
    dispose() {
      stopTimer();
      disposed = true;
    },
  };
}
