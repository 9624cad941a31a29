import { composeEventHandlers } from '@radix-ui/primitive';
import { Slot } from '@radix-ui/react-slot';
import type { Toast as ToastData } from '@storefront-kit/core';
import {
  type ComponentPropsWithoutRef,
  createContext,
  forwardRef,
  type ReactNode,
  type Ref,
  useContext,
} from 'react';
import { useToasts } from '../../hooks/useToasts';

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

const ToasterContext = createContext<ToasterContextValue | null>(null);
const ToastContext = createContext<ToastData | null>(null);

function useToaster(part: string): ToasterContextValue {
  const context = useContext(ToasterContext);
  if (!context) throw new Error(`Toaster.${part} must be used within Toaster.Root`);
  return context;
}

function useToast(part: string): ToastData {
  const toast = useContext(ToastContext);
  if (!toast) throw new Error(`Toaster.${part} must be used within Toaster.Toast`);
  return toast;
}

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
  return <ToasterView {...props} toasts={toasts} onDismiss={dismiss} />;
}

function ToasterView({
  position = 'top-right',
  toasts,
  onDismiss,
  children,
  innerRef,
  ...props
}: ToasterRootProps & { toasts: readonly ToastData[]; innerRef: Ref<HTMLElement> }) {
  return (
    <ToasterContext.Provider value={{ dismiss: (id) => onDismiss?.(id) }}>
      <section
        aria-label="Notifications"
        data-position={position}
        data-state={toasts.length ? 'visible' : 'empty'}
        {...props}
        ref={innerRef}
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
 * The toasts' region (a labelled `section`, 'Notifications'), with `data-position` and
 * `data-state` ('visible' or 'empty'). Shows the storefront's toasts unless given `toasts`.
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
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      aria-label="Dismiss notification"
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
 * The timing is core's notification center's; this only renders it.
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
