import type { NotificationCenter, Toast as ToastData } from '@storefront-kit/core';
import { notificationMessages } from '@storefront-kit/core';
import {
  type ComponentPropsWithoutRef,
  type FocusEvent,
  forwardRef,
  type ReactNode,
  type Ref,
  type RefCallback,
  useCallback,
  useEffect,
  useRef,
  useState,
} from 'react';
import { useToasts } from '../../hooks/useToasts';
import { useTranslator } from '../../hooks/useTranslator';
import { useStorefront } from '../../provider/StorefrontContext';
import { composeEventHandlers, createPartContext, Slot } from '../primitives';

/** Where the toasts sit; exposed as `data-position` for styling (spec: top-right). */
export type ToasterPosition =
  | 'top-right'
  | 'top-left'
  | 'top-center'
  | 'bottom-right'
  | 'bottom-left'
  | 'bottom-center';

interface ToasterContextValue {
  dismiss(id: number): void;
}

const [ToasterContext, useToaster] = createPartContext<ToasterContextValue>('Toaster', 'Root');
const [ToastContext, useToast] = createPartContext<ToastData>('Toaster', 'Toast');

/** Props of `Toaster.Root`. */
export interface ToasterRootProps extends Omit<ComponentPropsWithoutRef<'section'>, 'children'> {
  /** @default 'top-right' */
  position?: ToasterPosition;
  /**
   * The toasts to show (controlled). Without it, the storefront's notification center,
   * which dismisses each toast after its duration (5 s by default).
   */
  toasts?: readonly ToastData[];
  /** With `toasts`: a toast's dismiss button was used. */
  onDismiss?: (id: number) => void;
  /**
   * The toasts were paused (`true`: the pointer came over the region or focus went inside
   * it) or resumed (`false`). The storefront's toasts pause by themselves, keeping their time
   * left; with `toasts`, pause your own timers here.
   * @example <Toaster.Root toasts={toasts} onPauseChange={(paused) => (paused ? timers.pause() : timers.resume())} />
   */
  onPauseChange?: (paused: boolean) => void;
  /**
   * Renders one toast.
   * @default (toast) => <Toaster.Toast toast={toast}><Toaster.Message /><Toaster.Close /></Toaster.Toast>
   */
  children?: (toast: ToastData) => ReactNode;
}

function DefaultToast({ toast }: { toast: ToastData }) {
  return (
    <Toast toast={toast}>
      <Message />
      <Close />
    </Toast>
  );
}

function StorefrontToaster(
  props: Omit<ToasterRootProps, 'toasts' | 'onDismiss'> & {
    innerRef: Ref<HTMLElement>;
  },
) {
  const { toasts, dismiss } = useToasts();
  const { notifications } = useStorefront();
  return <ToasterView {...props} toasts={toasts} onDismiss={dismiss} center={notifications} />;
}

type ViewProps = ToasterRootProps & {
  toasts: readonly ToastData[];
  innerRef: Ref<HTMLElement>;
  /** The notification center whose clocks pause with the region (uncontrolled Root). */
  center?: Pick<NotificationCenter, 'pause' | 'resume'>;
};

function useRegionRef(innerRef: Ref<HTMLElement>) {
  const regionRef = useRef<HTMLElement | null>(null);
  const ref: RefCallback<HTMLElement> = useCallback(
    (node) => {
      regionRef.current = node;
      if (typeof innerRef === 'function') innerRef(node);
      else if (innerRef) innerRef.current = node;
    },
    [innerRef],
  );
  return [regionRef, ref] as const;
}

function ToasterView({
  position = 'top-right',
  toasts,
  onDismiss,
  onPauseChange,
  center,
  children,
  innerRef,
  onPointerEnter,
  onPointerLeave,
  onFocus,
  onBlur,
  ...props
}: ViewProps) {
  const t = useTranslator(notificationMessages);
  const [regionRef, ref] = useRegionRef(innerRef);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const paused = hovered || focused;

  // No leave or blur event comes when the region empties under the pointer, or when a
  // dismissed toast takes the focus with it: without this, later toasts would never leave.
  useEffect(() => {
    if (!toasts.length) setHovered(false);
    if (!regionRef.current?.contains(document.activeElement)) setFocused(false);
  }, [toasts, regionRef]);

  const onPauseChangeRef = useRef(onPauseChange);
  useEffect(() => {
    onPauseChangeRef.current = onPauseChange;
  });
  useEffect(() => {
    if (!paused) return;
    center?.pause();
    onPauseChangeRef.current?.(true);
    return () => {
      center?.resume();
      onPauseChangeRef.current?.(false);
    };
  }, [paused, center]);

  return (
    <ToasterContext.Provider value={{ dismiss: (id) => onDismiss?.(id) }}>
      <section
        aria-label={t('notifications.label')}
        // A live region present before its toasts: a toast inserted into it is announced (one
        // inserted with its own status role into a plain element may not be). Errors keep their
        // assertive alert role inside it.
        aria-live="polite"
        aria-relevant="additions text"
        data-position={position}
        data-state={toasts.length ? 'visible' : 'empty'}
        data-paused={paused ? '' : undefined}
        {...props}
        ref={ref}
        onPointerEnter={composeEventHandlers(onPointerEnter, () => setHovered(true))}
        onPointerLeave={composeEventHandlers(onPointerLeave, () => setHovered(false))}
        onFocus={composeEventHandlers(onFocus, () => setFocused(true))}
        onBlur={composeEventHandlers(onBlur, (event: FocusEvent<HTMLElement>) => {
          const next = event.relatedTarget;
          if (!(next instanceof Node && event.currentTarget.contains(next))) setFocused(false);
        })}
      >
        {toasts.map((toast) =>
          children ? (
            <ToastContext.Provider key={toast.id} value={toast}>
              {children(toast)}
            </ToastContext.Provider>
          ) : (
            <DefaultToast key={toast.id} toast={toast} />
          ),
        )}
      </section>
    </ToasterContext.Provider>
  );
}

/**
 * The toasts' region (a labelled `section`, 'Notifications', and a polite live region: render
 * it before any toast arrives, so each one is announced), with `data-position` and
 * `data-state` ('visible' or 'empty'). Shows the storefront's toasts unless given `toasts`.
 * While the pointer is over it or focus is inside it the toasts pause (`data-paused`), so
 * none vanishes while being read; they resume, for the time they had left, on leave or blur.
 */
const Root = forwardRef<HTMLElement, ToasterRootProps>(function ToasterRoot(
  { toasts, ...props },
  ref,
) {
  return toasts ? (
    <ToasterView {...props} toasts={toasts} innerRef={ref} />
  ) : (
    <StorefrontToaster {...props} innerRef={ref} />
  );
});

/** Props of `Toaster.Toast`. */
export interface ToasterToastProps extends ComponentPropsWithoutRef<'div'> {
  toast: ToastData;
  /** Render the child element instead of a `div`. @default false */
  asChild?: boolean;
}

/**
 * One toast: `role="alert"` (assertive) for errors, `role="status"` (polite) for success and
 * info; `data-kind` is its kind and `data-state` 'open'. Escape inside it dismisses it.
 */
const Toast = forwardRef<HTMLDivElement, ToasterToastProps>(function ToasterToast(
  { toast, asChild, onKeyDown, ...props },
  ref,
) {
  const { dismiss } = useToaster('Toast');
  const error = toast.kind === 'error';
  const Comp = asChild ? Slot : 'div';
  return (
    <ToastContext.Provider value={toast}>
      <Comp
        role={error ? 'alert' : 'status'}
        aria-live={error ? 'assertive' : 'polite'}
        aria-atomic="true"
        data-kind={toast.kind}
        data-state="open"
        {...props}
        ref={ref}
        onKeyDown={composeEventHandlers(onKeyDown, (event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            dismiss(toast.id);
          }
        })}
      />
    </ToastContext.Provider>
  );
});

/** Props of `Toaster.Message`. */
export interface ToasterMessageProps extends ComponentPropsWithoutRef<'p'> {}

/** The toast's text (a `p`), unless given other content. */
const Message = forwardRef<HTMLParagraphElement, ToasterMessageProps>(function ToasterMessage(
  { children, ...props },
  ref,
) {
  const toast = useToast('Message');
  return (
    <p {...props} ref={ref}>
      {children ?? toast.message}
    </p>
  );
});

/** Props of `Toaster.Close`. */
export interface ToasterCloseProps extends ComponentPropsWithoutRef<'button'> {
  asChild?: boolean;
}

/** Dismisses its toast. Default content '×', labelled 'Dismiss notification'. */
const Close = forwardRef<HTMLButtonElement, ToasterCloseProps>(function ToasterClose(
  { asChild, onClick, children, ...props },
  ref,
) {
  const toast = useToast('Close');
  const { dismiss } = useToaster('Close');
  const t = useTranslator(notificationMessages);
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      aria-label={t('notifications.dismiss')}
      {...props}
      ref={ref}
      onClick={composeEventHandlers(onClick, () => dismiss(toast.id))}
    >
      {children ?? '×'}
    </Comp>
  );
});

/**
 * Headless toasts (spec: 5000 ms, top-right): parts `Root`, `Toast`, `Message`, `Close`.
 * The timing is core's notification center's; this renders it and pauses it while the
 * shopper points at or focuses the toasts.
 *
 * @example
 * <Toaster.Root>
 *   {(toast) => (
 *     <Toaster.Toast toast={toast} className={`toast toast-${toast.kind}`}>
 *       <Toaster.Message />
 *       <Toaster.Close />
 *     </Toaster.Toast>
 *   )}
 * </Toaster.Root>
 */
export const Toaster = { Root, Toast, Message, Close };
