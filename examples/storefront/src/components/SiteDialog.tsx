import { notificationMessages } from '@storefront-kit/core';
import { useModalDialog, useTranslator } from '@storefront-kit/react';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
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

/**
 * The site's modal, on `@storefront-kit/react`'s `useModalDialog` (the native `<dialog>` and
 * `showModal()`, no dialog library in the bundle): the browser puts it in the top layer, makes the
 * rest of the page inert and keeps Tab inside; Escape and a click on the backdrop close it; focus
 * returns to what had it before (the button that opened it). The content mounts only while open.
 * While it is the topmost dialog, the page's toasts show inside it (the page behind is inert).
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
  const modal = useModalDialog({ open, onOpenChange, initialFocus });
  const toastHost = useRef<HTMLDivElement>(null);
  // While open, the page's toasts show inside it (the topmost dialog; the page behind is inert).
  useEffect(() => {
    if (!open || !toastHost.current) return;
    return pushDialogHost(toastHost.current);
  }, [open]);

  return (
    <dialog {...modal.getDialogProps()} className="site-dialog-dialog" data-variant={variant}>
      {open ? (
        <div className={`site-dialog-panel ${className ?? ''}`}>
          <div className="site-dialog-head">
            <h2 {...modal.getTitleProps()} className="site-dialog-title">
              {title}
            </h2>
            <button
              {...modal.getCloseProps()}
              className="site-dialog-close"
              aria-label={closeLabel ?? t('dialog.close')}
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
