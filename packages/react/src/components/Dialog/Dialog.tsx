import { createTranslator, notificationMessages } from '@storefront-kit/core';
import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type ReactNode,
  type RefObject,
  useContext,
  useMemo,
  useState,
} from 'react';
import { StorefrontContext } from '../../provider/StorefrontContext';
import { composeEventHandlers, createPartContext, Slot, useComposedRefs } from '../primitives';
import { useControllableState } from '../useControllableState';
import { type ModalDialog, useCommitEffect, useModalDialog } from './useModalDialog';

interface DialogRootContext {
  readonly open: boolean;
  setOpen(open: boolean): void;
}
interface DialogContentContext {
  readonly dialog: ModalDialog;
  setDescribed(described: boolean): void;
}

const [RootContext, useRoot] = createPartContext<DialogRootContext>('Dialog', 'Root');
const [ContentContext, useContent] = createPartContext<DialogContentContext>('Dialog', 'Content');

/** Props of `Dialog.Root`. */
export interface DialogRootProps {
  /** Open (controlled); with `onOpenChange`. */
  open?: boolean;
  /** Open at first (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** The dialog asks to open or close (its trigger, Escape, the backdrop, a close button). */
  onOpenChange?: (open: boolean) => void;
  children?: ReactNode;
}

/** Holds the dialog's open state (controlled or not); renders no element. */
function Root({ open, defaultOpen = false, onOpenChange, children }: DialogRootProps) {
  const [isOpen, setOpen] = useControllableState({
    prop: open,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
  });
  const value = useMemo(() => ({ open: isOpen, setOpen }), [isOpen, setOpen]);
  return <RootContext.Provider value={value}>{children}</RootContext.Provider>;
}

/** Props of `Dialog.Trigger`. */
export interface DialogTriggerProps extends ComponentPropsWithoutRef<'button'> {
  /** Render the only child element instead of a `<button>`, with the trigger's props. */
  asChild?: boolean;
}

/** Opens the dialog (`aria-haspopup="dialog"`, `aria-expanded`, `data-state` 'open' or 'closed'). */
const Trigger = forwardRef<HTMLButtonElement, DialogTriggerProps>(function DialogTrigger(
  { asChild, onClick, ...props },
  ref,
) {
  const { open, setOpen } = useRoot('Trigger');
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      type={asChild ? undefined : 'button'}
      aria-haspopup="dialog"
      aria-expanded={open}
      data-state={open ? 'open' : 'closed'}
      {...props}
      ref={ref}
      onClick={composeEventHandlers(onClick, () => setOpen(true))}
    />
  );
});

/** Props of `Dialog.Content`. */
export interface DialogContentProps extends ComponentPropsWithoutRef<'dialog'> {
  /** What gets focus when it opens. @default the element with `autoFocus`, else the first focusable */
  initialFocus?: RefObject<HTMLElement | null>;
}

/**
 * The `<dialog>`, shown modal while open (`useModalDialog`): in the top layer, the page behind
 * inert, Tab kept inside; Escape and a click on its backdrop (style it with `::backdrop`) close
 * it; focus returns to the trigger. Its children mount only while it is open. `data-state`
 * 'open' or 'closed'.
 */
const Content = forwardRef<HTMLDialogElement, DialogContentProps>(function DialogContent(
  { initialFocus, children, onCancel, onClick, ...props },
  ref,
) {
  const { open, setOpen } = useRoot('Content');
  const dialog = useModalDialog({ open, onOpenChange: setOpen, initialFocus });
  const [described, setDescribed] = useState(false);
  const own = dialog.getDialogProps({ described });
  const composedRef = useComposedRefs(ref, own.ref);
  const value = { dialog, setDescribed };
  return (
    // biome-ignore lint/a11y/useKeyWithClickEvents: the backdrop click's keyboard path is Escape (the dialog's cancel event).
    <dialog
      aria-labelledby={own['aria-labelledby']}
      aria-describedby={own['aria-describedby']}
      data-state={open ? 'open' : 'closed'}
      {...props}
      ref={composedRef}
      onCancel={composeEventHandlers(onCancel, own.onCancel)}
      onClick={composeEventHandlers(onClick, own.onClick)}
    >
      {open ? <ContentContext.Provider value={value}>{children}</ContentContext.Provider> : null}
    </dialog>
  );
});

/** Props of `Dialog.Title`. */
export interface DialogTitleProps extends ComponentPropsWithoutRef<'h2'> {}

/** The heading that names the dialog (`aria-labelledby`). */
const Title = forwardRef<HTMLHeadingElement, DialogTitleProps>(function DialogTitle(props, ref) {
  const { dialog } = useContent('Title');
  return <h2 {...dialog.getTitleProps()} {...props} ref={ref} />;
});

/** Props of `Dialog.Description`. */
export interface DialogDescriptionProps extends ComponentPropsWithoutRef<'p'> {}

/** Text that describes the dialog (`aria-describedby`, set only while this part is rendered). */
const Description = forwardRef<HTMLParagraphElement, DialogDescriptionProps>(
  function DialogDescription(props, ref) {
    const { dialog, setDescribed } = useContent('Description');
    useCommitEffect(() => {
      setDescribed(true);
      return () => setDescribed(false);
    }, [setDescribed]);
    return <p {...dialog.getDescriptionProps()} {...props} ref={ref} />;
  },
);

/** Props of `Dialog.Close`. */
export interface DialogCloseProps extends ComponentPropsWithoutRef<'button'> {
  /** Render the only child element instead of a `<button>`, with the close button's props. */
  asChild?: boolean;
}

/** Closes the dialog. Default content '×', labelled 'Close' (`dialog.close`). */
const Close = forwardRef<HTMLButtonElement, DialogCloseProps>(function DialogClose(
  { asChild, children, onClick, ...props },
  ref,
) {
  const { dialog } = useContent('Close');
  // The embedder's strings when inside a StorefrontProvider; the dialog needs none.
  const messages = useContext(StorefrontContext)?.messages;
  const t = useMemo(() => createTranslator(notificationMessages, messages), [messages]);
  const Component = asChild ? Slot : 'button';
  return (
    <Component
      type={asChild ? undefined : 'button'}
      aria-label={children ? undefined : t('dialog.close')}
      {...props}
      ref={ref}
      onClick={composeEventHandlers(onClick, dialog.close)}
    >
      {children ?? '×'}
    </Component>
  );
});

/**
 * A headless modal dialog on the native `<dialog>` (no dialog library): the parts over
 * {@link useModalDialog}, which the widgets' and the storefront's dialogs use too. It needs no
 * `StorefrontProvider`; inside one, Close's label follows the embedder's messages.
 * Parts: `Root`, `Trigger`, `Content`, `Title`, `Description`, `Close`.
 *
 * @example
 * <Dialog.Root>
 *   <Dialog.Trigger>Request a Quote</Dialog.Trigger>
 *   <Dialog.Content className="modal">
 *     <Dialog.Title>Request a Quote</Dialog.Title>
 *     <Dialog.Close />
 *     …
 *   </Dialog.Content>
 * </Dialog.Root>
 */
export const Dialog = { Root, Trigger, Content, Title, Description, Close };
