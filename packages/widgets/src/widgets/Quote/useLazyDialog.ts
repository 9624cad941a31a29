import { type ComponentType, useCallback, useEffect, useRef, useState } from 'react';
import type { LazyComponent } from './lazyComponent';

/** 'idle' until first opened; then 'open' or 'closed' (the dialog stays mounted once loaded). */
export type LazyDialogState = 'idle' | 'open' | 'closed';

/** Whether the dialog's code is there: 'loading' after a click, 'error' when the import failed. */
export type LazyDialogLoadStatus = 'idle' | 'loading' | 'ready' | 'error';

export interface UseLazyDialogResult<Props> {
  readonly state: LazyDialogState;
  readonly open: boolean;
  readonly loadStatus: LazyDialogLoadStatus;
  /** Why the import failed (its message), when `loadStatus` is 'error'. */
  readonly loadError: string | null;
  /** The dialog to render, once opened and loaded (keep it mounted: it closes itself). */
  readonly Dialog: ComponentType<Props> | undefined;
  /** Loads the code if needed and opens the dialog (a failed load is retried). */
  show(): void;
  /** For the dialog's `onOpenChange`. */
  setOpen(open: boolean): void;
}

/**
 * A dialog opened from a widget whose code is imported on the first opening: the trigger calls
 * `show()`, the widget renders `Dialog` with `open` and `setOpen`. While the code loads the dialog
 * is not there yet (the trigger shows `loadStatus`); a failed import leaves `loadError` for an
 * alert next to the trigger, and the next `show()` tries again.
 */
export function useLazyDialog<Props>(lazy: LazyComponent<Props>): UseLazyDialogResult<Props> {
  const [state, setState] = useState<LazyDialogState>('idle');
  const [load, setLoad] = useState<{ status: LazyDialogLoadStatus; error: string | null }>(() => ({
    status: lazy.peek() ? 'ready' : 'idle',
    error: null,
  }));
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const show = useCallback(() => {
    setState('open');
    if (lazy.peek()) {
      setLoad({ status: 'ready', error: null });
      return;
    }
    setLoad({ status: 'loading', error: null });
    lazy.load().then(
      () => {
        if (mounted.current) setLoad({ status: 'ready', error: null });
      },
      (error: unknown) => {
        if (!mounted.current) return;
        setState('closed');
        setLoad({
          status: 'error',
          error: error instanceof Error && error.message ? error.message : String(error),
        });
      },
    );
  }, [lazy]);
  const setOpen = useCallback((open: boolean) => setState(open ? 'open' : 'closed'), []);
  const Dialog = state === 'idle' ? undefined : lazy.peek();
  return {
    state,
    open: state === 'open',
    loadStatus: load.status,
    loadError: load.error,
    Dialog: load.status === 'ready' ? Dialog : undefined,
    show,
    setOpen,
  };
}
