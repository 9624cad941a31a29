import { notificationMessages } from '@storefront-kit/core';
import { useModalDialog, useTranslator } from '@storefront-kit/react';
import { type ReactNode, type RefObject, useLayoutEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { adoptStyles } from '../dom/adoptStyles';
import { getPageConfig } from '../dom/configurePage';
import { carryTheme, getOverlayLayer, mirrorStyles } from '../dom/overlayLayer';
import { useWidgetEnvironment } from './WidgetEnvironment';

/** Props of {@link WidgetDialog}. */
export interface WidgetDialogProps {
  /** Whether the dialog is shown (controlled). */
  open: boolean;
  /** Called with `false` on Escape, a click on the backdrop, or the close button. */
  onOpenChange(open: boolean): void;
  /** The visible heading, which is also the dialog's accessible name. */
  title: ReactNode;
  /** Read after the name by screen readers (`aria-describedby`). */
  description?: ReactNode;
  /** `modal` is centred; `drawer` slides in from the inline end. @default 'modal' */
  variant?: 'modal' | 'drawer';
  /** Label of the close button. @default t('dialog.close') */
  closeLabel?: string;
  /** What gets focus when the dialog opens. @default the first focusable element */
  initialFocus?: RefObject<HTMLElement | null>;
  /** The `part` of the `<dialog>` for `::part()`; the header, title and close button add `-header`, `-title`, `-close`. @default 'dialog' */
  part?: string;
  className?: string;
  /**
   * Sheets the dialog adopts into the shadow root it is rendered in (the page's overlay layer,
   * or the widget's own root), before it shows: a dialog whose code loads lazily brings its own.
   * Keep the array's identity stable (a module constant).
   */
  sheets?: readonly string[];
  children?: ReactNode;
}

/**
 * The container of a mounted widget's dialog in the page's overlay layer (null until it exists,
 * and always null for a widget rendered in place: a React app, a story). Removed on unmount.
 */
function useOverlayContainer(origin: ShadowRoot | null): HTMLElement | null {
  const [container, setContainer] = useState<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (!origin) return;
    const layer = getOverlayLayer(origin.ownerDocument, getPageConfig().nonce);
    const element = origin.ownerDocument.createElement('div');
    element.className = 'sk-portal';
    layer.append(element);
    setContainer(element);
    return () => {
      element.remove();
      setContainer(null);
    };
  }, [origin]);
  return container;
}

/**
 * The widgets' modal, on `@storefront-kit/react`'s `useModalDialog` (the native `<dialog>` and
 * `showModal()`): it sits in the browser's top layer (no host page `z-index` or `overflow` can
 * cover or clip it), the rest of the page is inert, Tab stays inside, and Escape closes it. A
 * widget mounted on a page (custom element, script tag) renders it in the page's overlay layer
 * (`<sk-overlays>`, the last child of `<body>`), with its own shadow root's sheets and theme: a
 * widget inside a hidden container (a collapsed navbar) still shows its modal, instead of making
 * the page inert with nothing shown. Rendered in place otherwise. On close, focus returns to what
 * had it before. A click on the backdrop closes it too.
 *
 * @example
 * <WidgetDialog open={open} onOpenChange={setOpen} title={t('quote.title')}>…</WidgetDialog>
 */
export function WidgetDialog({
  open,
  onOpenChange,
  title,
  description,
  variant = 'modal',
  closeLabel,
  initialFocus,
  part = 'dialog',
  className,
  sheets,
  children,
}: WidgetDialogProps) {
  const t = useTranslator(notificationMessages);
  const origin = useWidgetEnvironment().overlayOrigin;
  const container = useOverlayContainer(origin);
  const modal = useModalDialog({
    open,
    onOpenChange,
    initialFocus,
    // Before it shows: its own sheets where it is rendered (the overlay layer's shadow root, or
    // the widget's own), and in the layer the widget's sheets and theme.
    beforeShow: (dialog) => {
      const root = dialog.getRootNode();
      const nonce = getPageConfig().nonce;
      // A ShadowRoot (by shape: it may come from another realm).
      if (root.nodeType === 11 && 'host' in root && sheets?.length) {
        adoptStyles(root as ShadowRoot, sheets, { nonce });
      }
      if (!origin || !container) return;
      const layer = container.getRootNode();
      if (layer.nodeType === 11 && 'host' in layer)
        mirrorStyles(origin, layer as ShadowRoot, nonce);
      carryTheme(origin, container);
    },
  });

  const dialog = (
    <dialog
      {...modal.getDialogProps({ described: Boolean(description) })}
      part={part}
      className={`sk-dialog${className ? ` ${className}` : ''}`}
      data-variant={variant}
    >
      {open ? (
        <div className="sk-dialog-panel">
          {/* A div, not <header>: two open dialogs would make two banner landmarks. */}
          <div part={`${part}-header`} className="sk-dialog-header">
            <h2 {...modal.getTitleProps()} part={`${part}-title`} className="sk-dialog-title">
              {title}
            </h2>
            <button
              {...modal.getCloseProps()}
              part={`${part}-close`}
              className="sk-icon-button"
              aria-label={closeLabel ?? t('dialog.close')}
            >
              <span aria-hidden="true">×</span>
            </button>
          </div>
          {description ? (
            <p {...modal.getDescriptionProps()} className="sk-dialog-description">
              {description}
            </p>
          ) : null}
          <div className="sk-dialog-body">{children}</div>
        </div>
      ) : null}
    </dialog>
  );
  if (!origin) return dialog;
  return container ? createPortal(dialog, container) : null;
}

/**
 * The dialog sheet, adopted by every widget that opens a {@link WidgetDialog}. Parts: dialog,
 * dialog-header, dialog-title, dialog-close (or the widget's own part prefix).
 */
export const dialogCss = `
.sk-dialog {
  box-sizing: border-box; margin: auto; padding: 0; height: fit-content;
  max-width: min(100vw - 2em, 576px); width: 100%; max-height: min(100dvh - 2em, 768px);
  border: 0; border-radius: var(--_sk-radius); overflow: hidden; inset: 0;
  background: var(--_sk-color-surface); color: var(--_sk-color-text);
  box-shadow: var(--_sk-shadow); font-family: var(--_sk-font); font-size: var(--_sk-font-size);
  line-height: 1.5; overscroll-behavior: contain;
}
.sk-dialog[open] { display: flex; animation: sk-dialog-in 150ms ease-out; }
.sk-dialog[data-variant='drawer'] {
  margin: 0 0 0 auto; height: 100dvh; max-height: none; width: min(100vw, 448px); max-width: none;
  border-radius: 0; animation-name: sk-drawer-in;
}
.sk-dialog::backdrop { background: rgba(15, 23, 42, 0.5); }
@keyframes sk-dialog-in { from { opacity: 0; transform: translateY(0.5em); } }
@keyframes sk-drawer-in { from { transform: translateX(100%); } }
.sk-dialog-panel { display: flex; flex-direction: column; flex: 1; min-height: 0; width: 100%; }
.sk-dialog-header {
  display: flex; align-items: center; justify-content: space-between; gap: 1em;
  padding: 1em; border-bottom: 1px solid var(--_sk-color-border);
}
.sk-dialog-title { margin: 0; font-size: 1.15em; font-weight: 700; }
.sk-dialog-description { margin: 0; padding: 0.75em 1em 0; color: var(--_sk-color-muted); }
.sk-dialog-body { flex: 1; min-height: 0; overflow: auto; padding: 1em; }
.sk-icon-button {
  width: 2em; height: 2em; border: 0; border-radius: var(--_sk-radius); cursor: pointer;
  background: transparent; font-size: 1.25em; line-height: 1;
}
`;
