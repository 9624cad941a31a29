import {
  type DialogHTMLAttributes,
  type MouseEvent,
  type RefCallback,
  type RefObject,
  type SyntheticEvent,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';

/** Options of {@link useModalDialog}. */
export interface UseModalDialogOptions {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Called with `false` on Escape, a click on the backdrop, or `close()` (the close button). */
  onOpenChange(open: boolean): void;
  /** What gets focus when the dialog opens. @default the element with `autoFocus`, else the browser's choice (the first focusable) */
  initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Runs in the commit that opens the dialog, just before `showModal()`: what must be in place
   * before it shows (a widget adopts its style sheets into the shadow root the dialog is in).
   */
  beforeShow?: (dialog: HTMLDialogElement) => void;
}

/** The props {@link ModalDialog.getDialogProps} gives the `<dialog>`. */
export interface ModalDialogProps
  extends Pick<DialogHTMLAttributes<HTMLDialogElement>, 'aria-labelledby' | 'aria-describedby'> {
  ref: RefCallback<HTMLDialogElement>;
  onCancel(event: SyntheticEvent<HTMLDialogElement>): void;
  onClick(event: MouseEvent<HTMLDialogElement>): void;
}

/** What {@link useModalDialog} returns. */
export interface ModalDialog {
  /** The id its title gets (`getTitleProps`), which names the dialog. */
  readonly titleId: string;
  /** The id its description gets (`getDescriptionProps`). */
  readonly descriptionId: string;
  /**
   * Props of the `<dialog>`: its ref, its name and description, Escape and the backdrop click.
   * Pass `{ described: true }` when a description is rendered.
   */
  getDialogProps(options?: { described?: boolean }): ModalDialogProps;
  /** Props of the heading that names the dialog. */
  getTitleProps(): { id: string };
  /** Props of the text that describes it. */
  getDescriptionProps(): { id: string };
  /** Props of a button that closes it (`type="button"`, the click asks `onOpenChange(false)`). */
  getCloseProps(): { type: 'button'; onClick(): void };
  /** Asks the owner to close it (`onOpenChange(false)`). */
  close(): void;
}

// A layout effect in the browser (the dialog shows in the commit that opens it); nothing on the
// server, where React 18 would warn about a layout effect.
export const useCommitEffect = typeof document === 'undefined' ? useEffect : useLayoutEffect;

let scrollLocks = 0;
let savedOverflow = '';

/** Stops the page scrolling behind a modal (nested dialogs share one lock). */
function lockScroll(doc: Document): () => void {
  const root = doc.documentElement;
  if (scrollLocks++ === 0) {
    savedOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  return () => {
    if (--scrollLocks === 0) root.style.overflow = savedOverflow;
  };
}

/** The element that has focus, looking through open shadow roots (widgets live in them). */
function deepActiveElement(doc: Document): HTMLElement | null {
  let active = doc.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  // By shape rather than `instanceof`: the element may come from another realm (an iframe).
  return active && 'focus' in active ? (active as HTMLElement) : null;
}

/**
 * A modal on the native `<dialog>` and `showModal()`, behind prop getters (the `Dialog` parts,
 * the widgets' dialog and the storefront's are built on it): the browser puts it in the top
 * layer (no page `z-index` or `overflow` covers or clips it), makes the rest of the page inert
 * and keeps Tab inside. Escape and a click on the backdrop ask the owner to close it (its state
 * decides); the page does not scroll behind it; on close, focus returns to what had it before
 * (looking into shadow roots). It shows in the commit that opens it, and again when its
 * `<dialog>` mounts later (rendered into a container that appears after the opening).
 *
 * @example
 * const dialog = useModalDialog({ open, onOpenChange: setOpen });
 * <dialog {...dialog.getDialogProps()}>
 *   {open ? <><h2 {...dialog.getTitleProps()}>Request a Quote</h2>…</> : null}
 * </dialog>
 */
export function useModalDialog({
  open,
  onOpenChange,
  initialFocus,
  beforeShow,
}: UseModalDialogOptions): ModalDialog {
  const id = useId();
  const [element, setElement] = useState<HTMLDialogElement | null>(null);
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  const beforeShowRef = useRef(beforeShow);
  beforeShowRef.current = beforeShow;
  // Where focus returns: read while rendering the opening, before React's `autoFocus` (which
  // runs in the same commit as the content, ahead of effects) moves it into the dialog.
  const returnFocus = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    returnFocus.current = deepActiveElement(document);
  }
  wasOpen.current = open;

  // In the commit that opens or closes it (not after the next paint): closed, the page's scroll
  // and the focus come back at once, so a click or a key right after Escape is not undone by
  // a late focus return.
  useCommitEffect(() => {
    if (!open || !element) return;
    const opener = returnFocus.current;
    beforeShowRef.current?.(element);
    if (!element.open) element.showModal();
    const unlock = lockScroll(element.ownerDocument);
    (initialFocus?.current ?? element.querySelector<HTMLElement>('[autofocus]'))?.focus();
    return () => {
      unlock();
      if (element.open) element.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open, element, initialFocus]);

  const titleId = `${id}-title`;
  const descriptionId = `${id}-description`;
  const close = () => onOpenChangeRef.current(false);
  return {
    titleId,
    descriptionId,
    getDialogProps: ({ described = false } = {}) => ({
      ref: setElement,
      'aria-labelledby': titleId,
      'aria-describedby': described ? descriptionId : undefined,
      // Escape: the browser would close the dialog itself; the owner's state decides instead.
      // Only its own: React passes a nested dialog's cancel up through its tree as well.
      onCancel: (event) => {
        if (event.target !== event.currentTarget) return;
        event.preventDefault();
        close();
      },
      // Only a click on the backdrop (outside the panel, which fills the box) targets it.
      onClick: (event) => {
        if (event.target === event.currentTarget) close();
      },
    }),
    getTitleProps: () => ({ id: titleId }),
    getDescriptionProps: () => ({ id: descriptionId }),
    getCloseProps: () => ({ type: 'button', onClick: close }),
    close,
  };
}
