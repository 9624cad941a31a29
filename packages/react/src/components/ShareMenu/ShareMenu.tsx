import { useSignals } from '@preact/signals-react/runtime';
import {
  createShareController,
  type NativeShareData,
  productMessages,
  type ShareController,
  type ShareControllerOptions,
  type ShareLinks,
  type ShareStatus,
  type ShareTarget,
  shareLinks,
} from '@storefront-kit/core';
import {
  type ComponentPropsWithoutRef,
  forwardRef,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
  type RefObject,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
} from 'react';
import { useTranslator } from '../../hooks/useTranslator';
import { composeEventHandlers, createPartContext, Slot } from '../primitives';
import { useControllableState } from '../useControllableState';

type Focus = 'first' | 'last';

interface ShareMenuContextValue {
  readonly open: boolean;
  readonly data: NativeShareData;
  readonly links: ShareLinks;
  readonly status: ShareStatus;
  readonly controller: ShareController;
  readonly native: boolean;
  readonly fallback: 'menu' | 'copy';
  readonly triggerId: string;
  readonly contentId: string;
  readonly rootRef: RefObject<HTMLElement | null>;
  readonly triggerRef: RefObject<HTMLButtonElement | null>;
  /** Which item the menu focuses when it opens. */
  readonly focusOnOpen: RefObject<Focus>;
  setOpen(open: boolean, options?: { focus?: Focus; returnFocus?: boolean }): void;
}

const [ShareMenuContext, useShareMenu] = createPartContext<ShareMenuContextValue>(
  'ShareMenu',
  'Root',
);

function composeRefs<T>(...refs: (Ref<T> | undefined)[]) {
  return (node: T | null) => {
    for (const ref of refs) {
      if (typeof ref === 'function') ref(node);
      else if (ref) (ref as RefObject<T | null>).current = node;
    }
  };
}

/** Props of `ShareMenu.Root`. */
export interface ShareMenuRootProps extends ComponentPropsWithoutRef<'div'> {
  /** The absolute URL shared and copied. */
  url: string;
  /** The page title (native sheet, e-mail subject; the text when `text` is absent). */
  title?: string;
  /** The words shared with the link; shortened to 100 characters (e-mail 200). */
  text?: string;
  /**
   * Use the platform share sheet when the browser has one (spec: native first).
   * @default true
   */
  native?: boolean;
  /**
   * Without a share sheet: open the menu (product page) or copy the link at once (order
   * details: 'Link copied to clipboard!').
   * @default 'menu'
   */
  fallback?: 'menu' | 'copy';
  /** The menu is open (controlled). */
  open?: boolean;
  /** @default false */
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
  /**
   * Options of core's share controller (read once): the share sheet, the clipboard, the
   * confirmation time (2 s).
   */
  shareOptions?: ShareControllerOptions;
  /** Render the child element instead of a `div`. @default false */
  asChild?: boolean;
}

/**
 * Holds the share state: `data-state` is the menu's ('open' or 'closed'), `data-share-state`
 * the sharing status ('idle', 'sharing', 'copying', 'copied', 'copy-failed'). Place the
 * content inside it; it is the reference for a positioned menu.
 */
const Root = forwardRef<HTMLDivElement, ShareMenuRootProps>(function ShareMenuRoot(
  {
    url,
    title,
    text,
    native = true,
    fallback = 'menu',
    open: openProp,
    defaultOpen = false,
    onOpenChange,
    shareOptions,
    asChild,
    ...props
  },
  ref,
) {
  useSignals();
  const [controller] = useState(() => createShareController(shareOptions));
  useEffect(() => () => controller.dispose(), [controller]);
  const [open, setOpenState] = useControllableState({
    prop: openProp,
    defaultProp: defaultOpen,
    onChange: onOpenChange,
    caller: 'ShareMenu',
  });
  const status = controller.state.value.status;
  const rootRef = useRef<HTMLElement | null>(null);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const focusOnOpen = useRef<Focus>('first');
  const triggerId = useId();
  const contentId = useId();
  const data = useMemo(() => ({ url, title, text }), [url, title, text]);
  const links = useMemo(() => shareLinks(data), [data]);

  const context: ShareMenuContextValue = {
    open,
    data,
    links,
    status,
    controller,
    native,
    fallback,
    triggerId,
    contentId,
    rootRef,
    triggerRef,
    focusOnOpen,
    setOpen(next, options = {}) {
      if (next) {
        focusOnOpen.current = options.focus ?? 'first';
        // A failure of an earlier copy is not shown again.
        if (controller.state.peek().status === 'copy-failed') controller.reset();
      }
      setOpenState(next);
      if (!next && options.returnFocus) triggerRef.current?.focus();
    },
  };

  const Comp = asChild ? Slot : 'div';
  return (
    <ShareMenuContext.Provider value={context}>
      <Comp
        data-state={open ? 'open' : 'closed'}
        data-share-state={status}
        {...props}
        ref={composeRefs(ref, rootRef)}
      />
    </ShareMenuContext.Provider>
  );
});

/** Props of `ShareMenu.Trigger`. */
export interface ShareMenuTriggerProps extends ComponentPropsWithoutRef<'button'> {
  asChild?: boolean;
}

/**
 * The share button (default content 'Share'): the native share sheet when there is one,
 * else the menu (or, with `fallback="copy"`, a copy of the link). ArrowDown and ArrowUp
 * open the menu on its first or last item.
 */
const Trigger = forwardRef<HTMLButtonElement, ShareMenuTriggerProps>(function ShareMenuTrigger(
  { asChild, onClick, onKeyDown, children, ...props },
  ref,
) {
  const menu = useShareMenu('Trigger');
  const t = useTranslator(productMessages);
  const usesMenu = menu.fallback === 'menu';
  const activate = async () => {
    if (menu.open) return menu.setOpen(false);
    if (menu.native && menu.controller.canShareNatively(menu.data)) {
      const outcome = await menu.controller.share(menu.data);
      if (outcome !== 'failed' && outcome !== 'unavailable') return;
    }
    if (usesMenu) menu.setOpen(true);
    else await menu.controller.copy(menu.data.url);
  };
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      id={menu.triggerId}
      aria-haspopup={usesMenu ? 'menu' : undefined}
      aria-expanded={usesMenu ? menu.open : undefined}
      aria-controls={menu.open ? menu.contentId : undefined}
      data-state={menu.open ? 'open' : 'closed'}
      {...props}
      ref={composeRefs(ref, menu.triggerRef)}
      onClick={composeEventHandlers(onClick, () => {
        void activate();
      })}
      onKeyDown={composeEventHandlers(onKeyDown, (event: KeyboardEvent) => {
        if (!usesMenu || menu.open) return;
        if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
        event.preventDefault();
        menu.setOpen(true, { focus: event.key === 'ArrowDown' ? 'first' : 'last' });
      })}
    >
      {children ?? t('product.share')}
    </Comp>
  );
});

const ITEM_SELECTOR = '[role="menuitem"]:not([aria-disabled="true"])';

/** Props of `ShareMenu.Content`. */
export interface ShareMenuContentProps extends ComponentPropsWithoutRef<'div'> {
  /** Keep it in the DOM while closed (hidden), e.g. for exit animations. @default false */
  forceMount?: boolean;
  asChild?: boolean;
}

/**
 * The menu (role menu), rendered while open. It focuses its first item; ArrowUp/ArrowDown
 * (wrapping), Home and End move between items; Escape closes it and returns the focus to the
 * trigger; Tab, a click or focus outside close it.
 */
const Content = forwardRef<HTMLDivElement, ShareMenuContentProps>(function ShareMenuContent(
  { forceMount = false, asChild, onKeyDown, onBlur, ...props },
  ref,
) {
  const menu = useShareMenu('Content');
  const contentRef = useRef<HTMLDivElement | null>(null);
  const { open, setOpen, rootRef, focusOnOpen } = menu;
  // The latest setOpen for the document listener, which lives as long as the menu is open.
  const setOpenRef = useRef(setOpen);
  setOpenRef.current = setOpen;

  useEffect(() => {
    if (!open) return;
    const items = contentRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR);
    const target = focusOnOpen.current === 'last' ? items?.[items.length - 1] : items?.[0];
    (target ?? contentRef.current)?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenRef.current(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, rootRef, focusOnOpen]);

  if (!open && !forceMount) return null;
  const move = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = Array.from(
      contentRef.current?.querySelectorAll<HTMLElement>(ITEM_SELECTOR) ?? [],
    );
    const index = items.indexOf(document.activeElement as HTMLElement);
    const last = items.length - 1;
    const next: Record<string, number> = {
      ArrowDown: index < 0 || index === last ? 0 : index + 1,
      ArrowUp: index <= 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false, { returnFocus: true });
    } else if (event.key === 'Tab') {
      setOpen(false);
    } else if (event.key in next) {
      event.preventDefault();
      items[next[event.key] as number]?.focus();
    }
  };
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      role="menu"
      id={menu.contentId}
      aria-labelledby={menu.triggerId}
      aria-orientation="vertical"
      tabIndex={-1}
      hidden={!open}
      data-state={open ? 'open' : 'closed'}
      {...props}
      ref={composeRefs(ref, contentRef)}
      onKeyDown={composeEventHandlers(onKeyDown, move)}
      onBlur={composeEventHandlers(onBlur, (event) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !rootRef.current?.contains(next)) setOpen(false);
      })}
    />
  );
});

/** Props of `ShareMenu.Item`. */
export interface ShareMenuItemProps extends ComponentPropsWithoutRef<'a'> {
  /** Where it shares to: its link comes from core's `shareLinks`. */
  target: ShareTarget;
  /** Render the child element instead of an `a`. @default false */
  asChild?: boolean;
}

/**
 * A share link (role menuitem) to WhatsApp, Facebook, Twitter, LinkedIn or e-mail, opened in
 * a new tab (e-mail in the mail app). Enter or Space follows it; the menu then closes.
 * `data-target` is its target. Default content: the target's name.
 */
const Item = forwardRef<HTMLAnchorElement, ShareMenuItemProps>(function ShareMenuItem(
  { target, asChild, onClick, onKeyDown, children, ...props },
  ref,
) {
  const menu = useShareMenu('Item');
  const t = useTranslator(productMessages);
  const external = target !== 'email';
  const Comp = asChild ? Slot : 'a';
  return (
    <Comp
      role="menuitem"
      tabIndex={-1}
      href={menu.links[target]}
      target={external ? '_blank' : undefined}
      rel={external ? 'noopener noreferrer' : undefined}
      data-target={target}
      {...props}
      ref={ref}
      onKeyDown={composeEventHandlers(onKeyDown, (event: KeyboardEvent<HTMLAnchorElement>) => {
        if (event.key === ' ') {
          event.preventDefault();
          event.currentTarget.click();
        }
      })}
      onClick={composeEventHandlers(onClick, () => menu.setOpen(false, { returnFocus: true }))}
    >
      {children ?? t(`share.${target}`)}
    </Comp>
  );
});

/** Props of `ShareMenu.CopyItem`. */
export interface ShareMenuCopyItemProps
  extends Omit<ComponentPropsWithoutRef<'button'>, 'children'> {
  /**
   * Content by status.
   * @default 'Copy link', 'Link copied!' for 2 s after a copy, 'Could not copy the link'
   */
  children?: ReactNode | ((status: ShareStatus) => ReactNode);
}

/**
 * Copies the link (role menuitem); the menu stays open so 'Link copied!' shows for 2 s.
 * `data-state` is the sharing status.
 */
const CopyItem = forwardRef<HTMLButtonElement, ShareMenuCopyItemProps>(function ShareMenuCopyItem(
  { onClick, children, ...props },
  ref,
) {
  const menu = useShareMenu('CopyItem');
  const t = useTranslator(productMessages);
  const { status } = menu;
  const fallback =
    status === 'copied'
      ? t('product.linkCopied')
      : status === 'copy-failed'
        ? t('share.copyFailed')
        : t('product.copyLink');
  return (
    <button
      type="button"
      role="menuitem"
      tabIndex={-1}
      data-state={status}
      {...props}
      ref={ref}
      onClick={composeEventHandlers(onClick, () => {
        void menu.controller.copy(menu.data.url);
      })}
    >
      {typeof children === 'function' ? children(status) : (children ?? fallback)}
    </button>
  );
});

/** Props of `ShareMenu.Status`. */
export interface ShareMenuStatusProps extends Omit<ComponentPropsWithoutRef<'span'>, 'children'> {
  /**
   * The announcement by status (return null for none).
   * @default 'Link copied!' while copied, 'Could not copy the link' after a failure
   * @example <ShareMenu.Status>{(s) => s === 'copied' ? t('orders.linkCopied') : null}</ShareMenu.Status>
   */
  children?: (status: ShareStatus) => ReactNode;
}

/**
 * A polite live region (role status) announcing the copy: 'Link copied!' for 2 s, or the
 * failure. Always rendered (empty otherwise) so screen readers hear the change.
 */
const Status = forwardRef<HTMLSpanElement, ShareMenuStatusProps>(function ShareMenuStatus(
  { children, ...props },
  ref,
) {
  const { status } = useShareMenu('Status');
  const t = useTranslator(productMessages);
  const content = children
    ? children(status)
    : status === 'copied'
      ? t('product.linkCopied')
      : status === 'copy-failed'
        ? t('share.copyFailed')
        : null;
  return (
    <span role="status" data-state={status} {...props} ref={ref}>
      {content}
    </span>
  );
});

/**
 * Headless share menu (spec 1 product detail; spec 2 order details): the native share sheet
 * when present, else a menu of WhatsApp, Facebook, Twitter, LinkedIn, e-mail and copy link.
 * Parts `Root`, `Trigger`, `Content`, `Item`, `CopyItem`, `Status`.
 *
 * @example
 * <ShareMenu.Root url={productUrl} title={product.name}>
 *   <ShareMenu.Trigger />
 *   <ShareMenu.Content>
 *     {SHARE_TARGETS.map((target) => <ShareMenu.Item key={target} target={target} />)}
 *     <ShareMenu.CopyItem />
 *   </ShareMenu.Content>
 *   <ShareMenu.Status />
 * </ShareMenu.Root>
 */
export const ShareMenu = { Root, Trigger, Content, Item, CopyItem, Status };
