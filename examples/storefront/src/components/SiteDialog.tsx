import { notificationMessages } from '@storefront-kit/core';
import { useTranslator } from '@storefront-kit/react';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { pushDialogHost } from './dialogStack';
import { SvgIcon } from './Icon';
import './SiteDialog.css';

/** The close button's cross (also `PageIcon`'s 'close'), drawn here so a dialog needs no icon set. */
const CLOSE_PATH = 'M6 6l12 12M18 6 6 18';

/** Props of {@link SiteDialog}. */
export interface SiteDialogProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Called with `false` on Escape, a click on the backdrop, or the close button. */
  onOpenChange(open: boolean): void;
  /** The visible heading, which is also the dialog's accessible name. */
  title: ReactNode;
  /**
   * `modal` is centred; `start` slides in from the left edge (the mobile menu), `end` from the
   * right (the cart). @default 'modal'
   */
  variant?: 'modal' | 'start' | 'end';
  /** What gets focus when the dialog opens. @default the dialog's first focusable element */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The close button's label. @default t('dialog.close') ('Close') */
  closeLabel?: string;
  /** Classes of the panel inside the dialog (its size). */
  className?: string;
  /** Classes of the scrolling area under the title (a layout of its own, e.g. a pinned footer). */
  bodyClassName?: string;
  /** The dialog's content, under its title and close button. */
  children?: ReactNode;
}

let scrollLocks = 0;
let savedOverflow = '';

/** Stops the page scrolling behind a modal (nested dialogs share one lock). */
function lockScroll(): () => void {
  const root = document.documentElement;
  if (scrollLocks++ === 0) {
    savedOverflow = root.style.overflow;
    root.style.overflow = 'hidden';
  }
  return () => {
    if (--scrollLocks === 0) root.style.overflow = savedOverflow;
  };
}

/**
 * The site's modal, on the native `<dialog>` and `showModal()` (no dialog library in the
 * bundle): the browser puts it in the top layer, makes the rest of the page inert and keeps Tab
 * inside; Escape and a click on the backdrop close it; focus returns to what had it before
 * (the button that opened it). The content mounts only while open. While it is the topmost
 * dialog, the page's toasts show inside it (the page behind is inert).
 *
 * @example
 * <SiteDialog open={open} onOpenChange={setOpen} title="Menu" variant="start">…</SiteDialog>
 */
export function SiteDialog({
  open,
  onOpenChange,
  title,
  variant = 'modal',
  initialFocus,
  closeLabel,
  className,
  bodyClassName,
  children,
}: SiteDialogProps) {
  const t = useTranslator(notificationMessages);
  const ref = useRef<HTMLDialogElement>(null);
  const toastHost = useRef<HTMLDivElement>(null);
  const id = useId();
  const onOpenChangeRef = useRef(onOpenChange);
  onOpenChangeRef.current = onOpenChange;
  // Where focus returns: read while rendering the opening, before `autoFocus` in the content
  // (committed ahead of effects) moves focus into the dialog.
  const returnFocus = useRef<HTMLElement | null>(null);
  const wasOpen = useRef(false);
  if (open && !wasOpen.current && typeof document !== 'undefined') {
    returnFocus.current =
      document.activeElement instanceof HTMLElement ? document.activeElement : null;
  }
  wasOpen.current = open;

  useEffect(() => {
    const dialog = ref.current;
    if (!open || !dialog) return;
    const opener = returnFocus.current;
    if (!dialog.open) dialog.showModal();
    const unlock = lockScroll();
    const releaseHost = toastHost.current ? pushDialogHost(toastHost.current) : () => {};
    (initialFocus?.current ?? dialog.querySelector<HTMLElement>('[autofocus]'))?.focus();
    return () => {
      releaseHost();
      unlock();
      if (dialog.open) dialog.close();
      if (opener?.isConnected) opener.focus({ preventScroll: true });
    };
  }, [open, initialFocus]);

  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click's keyboard path is Escape (the dialog's cancel event).
    <dialog
      ref={ref}
      className="site-dialog-dialog"
      data-variant={variant}
      aria-labelledby={`${id}-title`}
      // Escape: the browser would close the dialog itself; the owner's state decides instead.
      onCancel={(event) => {
        event.preventDefault();
        onOpenChangeRef.current(false);
      }}
      onClick={(event) => {
        // Only a click on the backdrop (outside the panel, which fills the box) targets it.
        if (event.target === event.currentTarget) onOpenChangeRef.current(false);
      }}
    >
      {open ? (
        <div className={`site-dialog-panel ${className ?? ''}`}>
          <div className="site-dialog-head">
            <h2 id={`${id}-title`} className="site-dialog-title">
              {title}
            </h2>
            <button
              type="button"
              className="site-dialog-close"
              aria-label={closeLabel ?? t('dialog.close')}
              onClick={() => onOpenChangeRef.current(false)}
            >
              <SvgIcon d={CLOSE_PATH} size={20} />
            </button>
          </div>
          <div className={`site-dialog-body ${bodyClassName ?? ''}`}>{children}</div>
        </div>
      ) : null}
      {/* Where the page's toasts show while this dialog is the topmost (see dialogStack). */}
      <div ref={toastHost} />
    </dialog>
  );
}
