import {
  autoUpdate,
  flip,
  offset,
  type Placement,
  shift,
  useFloating,
  useMergeRefs,
} from '@floating-ui/react';
import {
  type ComponentPropsWithoutRef,
  forwardRef,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { type UseMenuIntentResult, useMenuIntent } from '../../hooks/useMenuIntent';
import { composeEventHandlers, createPartContext, Slot } from '../primitives';

/** Whether a section's panel is shown. */
export type MegaMenuItemState = 'open' | 'closed';

type MegaMenuContextValue = UseMenuIntentResult;

interface MegaMenuItemContextValue {
  readonly value: string;
  readonly open: boolean;
  readonly triggerId: string;
  readonly contentId: string;
  readonly trigger: HTMLElement | null;
  setTrigger(element: HTMLElement | null): void;
  /** Bumped each time the keyboard asks for the first link to get focus. */
  readonly focusRequest: number;
  requestFocus(): void;
}

const [MegaMenuContext, useMenuContext] = createPartContext<MegaMenuContextValue>(
  'MegaMenu',
  'Root',
);
const [MegaMenuItemContext, useItemContext] = createPartContext<MegaMenuItemContextValue>(
  'MegaMenu',
  'Item',
);

const stateOf = (open: boolean): MegaMenuItemState => (open ? 'open' : 'closed');
const FOCUSABLE =
  'a[href], button:not(:disabled), input:not(:disabled), select:not(:disabled), textarea:not(:disabled), [tabindex]:not([tabindex="-1"])';

/** Runs `callback` when `value` changes after the first render. */
function useOnChange<T>(value: T, callback: (value: T) => void) {
  const previous = useRef(value);
  const latest = useRef(callback);
  useEffect(() => {
    latest.current = callback;
  });
  useEffect(() => {
    if (Object.is(previous.current, value)) return;
    previous.current = value;
    latest.current(value);
  }, [value]);
}

export interface MegaMenuRootProps extends ComponentPropsWithoutRef<'nav'> {
  /**
   * Anything that changes on navigation (e.g. the route's pathname): a change closes the
   * menu (spec: following a link closes it).
   */
  navigationKey?: unknown;
  /** Called with the open section's value, or null when the menu closes. */
  onValueChange?: (value: string | null) => void;
  /** Hover time (ms) before a closed menu opens. @default 0 */
  openDelay?: number;
  /** Delay (ms) before closing after the pointer leaves (MEGA_MENU_CLOSE_MS). @default 150 */
  closeDelay?: number;
  asChild?: boolean;
}

/**
 * The header's mega-menu (spec 1 §2): a disclosure navigation where hovering a section opens
 * its panel, one section is open at a time, the menu closes 150 ms after the pointer leaves
 * (re-entering cancels it), and following a link or a `navigationKey` change closes it.
 * Keyboard: Enter, Space or ArrowDown on a trigger opens its panel and focuses the first link;
 * Escape closes it and returns focus to the trigger; tabbing out closes it.
 * `data-state` on the root: 'closed' | 'opening' | 'open' | 'closing'.
 *
 * @example
 * <MegaMenu.Root aria-label="Main" navigationKey={pathname}>
 *   <MegaMenu.List>
 *     <MegaMenu.Item value="products">
 *       <MegaMenu.Trigger>Products</MegaMenu.Trigger>
 *       <MegaMenu.Content><MegaMenu.Link href="/products">View All</MegaMenu.Link></MegaMenu.Content>
 *     </MegaMenu.Item>
 *   </MegaMenu.List>
 * </MegaMenu.Root>
 */
const Root = forwardRef<HTMLElement, MegaMenuRootProps>(function MegaMenuRoot(
  { navigationKey, onValueChange, openDelay, closeDelay, asChild = false, ...props },
  forwardedRef,
) {
  const menu = useMenuIntent({ openDelay, closeDelay });
  const rootRef = useRef<HTMLElement | null>(null);
  const ref = useMergeRefs([forwardedRef, rootRef]);

  useOnChange(navigationKey, () => menu.navigate());
  useOnChange(menu.openId, (openId) => onValueChange?.(openId));

  // A press outside the menu closes it (a keyboard-opened panel gets no pointer leave).
  const shown = menu.openId !== null;
  const { close } = menu;
  useEffect(() => {
    if (!shown) return;
    const onPointerDown = (event: PointerEvent) => {
      if (!(event.target instanceof Node && rootRef.current?.contains(event.target))) close();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [shown, close]);

  const Comp = asChild ? Slot : 'nav';
  return (
    <MegaMenuContext.Provider value={menu}>
      <Comp data-state={menu.status} {...props} ref={ref} />
    </MegaMenuContext.Provider>
  );
});

export interface MegaMenuListProps extends ComponentPropsWithoutRef<'ul'> {
  asChild?: boolean;
}

/** The list of top sections (a `ul`). */
const List = forwardRef<HTMLUListElement, MegaMenuListProps>(function MegaMenuList(
  { asChild = false, ...props },
  ref,
) {
  useMenuContext('List');
  const Comp = asChild ? Slot : 'ul';
  return <Comp {...props} ref={ref} />;
});

export interface MegaMenuItemProps extends ComponentPropsWithoutRef<'li'> {
  /** Identifies the section. @default a generated id */
  value?: string;
  asChild?: boolean;
}

/** One top section (an `li`): its trigger and its panel. `data-state`: 'open' | 'closed'. */
const Item = forwardRef<HTMLLIElement, MegaMenuItemProps>(function MegaMenuItem(
  { value: valueProp, asChild = false, ...props },
  ref,
) {
  const menu = useMenuContext('Item');
  const id = useId();
  const value = valueProp ?? id;
  const open = menu.openId === value;
  const [trigger, setTrigger] = useState<HTMLElement | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  const Comp = asChild ? Slot : 'li';
  return (
    <MegaMenuItemContext.Provider
      value={{
        value,
        open,
        triggerId: `${id}-trigger`,
        contentId: `${id}-content`,
        trigger,
        setTrigger,
        focusRequest,
        requestFocus: () => setFocusRequest((n) => n + 1),
      }}
    >
      <Comp
        data-state={stateOf(open)}
        {...props}
        ref={ref}
        onKeyDown={composeEventHandlers(props.onKeyDown, (event) => {
          if (event.key !== 'Escape' || !open) return;
          event.preventDefault();
          menu.close();
          trigger?.focus();
        })}
        onBlur={composeEventHandlers(props.onBlur, (event) => {
          // Tabbing out of the section closes it (a click on blank panel space moves focus to
          // no element and keeps it open).
          const next = event.relatedTarget;
          if (open && next instanceof Node && !event.currentTarget.contains(next)) menu.close();
        })}
      />
    </MegaMenuItemContext.Provider>
  );
});

export interface MegaMenuTriggerProps extends ComponentPropsWithoutRef<'button'> {
  asChild?: boolean;
}

/**
 * The section's button: `aria-expanded`, `aria-controls` its panel. Hover opens (after
 * `openDelay`), leaving closes after 150 ms; a mouse click keeps it open, a tap or a
 * keyboard press toggles it.
 */
const Trigger = forwardRef<HTMLButtonElement, MegaMenuTriggerProps>(function MegaMenuTrigger(
  { asChild = false, ...props },
  forwardedRef,
) {
  const menu = useMenuContext('Trigger');
  const item = useItemContext('Trigger');
  const ref = useMergeRefs([forwardedRef, item.setTrigger]);
  const pointerType = useRef('');
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      id={item.triggerId}
      aria-expanded={item.open}
      aria-controls={item.contentId}
      data-state={stateOf(item.open)}
      {...props}
      ref={ref}
      onPointerEnter={composeEventHandlers(props.onPointerEnter, (event) => {
        if (event.pointerType !== 'touch') menu.enter(item.value);
      })}
      onPointerLeave={composeEventHandlers(props.onPointerLeave, (event) => {
        if (event.pointerType !== 'touch') menu.leave();
      })}
      onPointerDown={composeEventHandlers(props.onPointerDown, (event) => {
        pointerType.current = event.pointerType;
      })}
      onClick={composeEventHandlers(props.onClick, (event) => {
        // detail 0: a click from the keyboard (Enter, Space) or assistive technology.
        const fromKeyboard = event.detail === 0;
        if (!fromKeyboard && pointerType.current === 'mouse') {
          menu.open(item.value);
          return;
        }
        menu.toggle(item.value);
        if (fromKeyboard && !item.open) item.requestFocus();
      })}
      onKeyDown={composeEventHandlers(props.onKeyDown, (event) => {
        if (event.key !== 'ArrowDown') return;
        event.preventDefault();
        menu.open(item.value);
        item.requestFocus();
      })}
    />
  );
});

export interface MegaMenuContentProps extends ComponentPropsWithoutRef<'div'> {
  /** Where the panel sits against its trigger; it flips and shifts to stay in view. @default 'bottom-start' */
  placement?: Placement;
  /** Gap (px) between trigger and panel. @default 8 */
  sideOffset?: number;
  /** Padding (px) kept from the viewport edges when shifting. @default 8 */
  collisionPadding?: number;
  asChild?: boolean;
}

/**
 * The section's panel, positioned by floating-ui against its trigger (offset, flip, shift,
 * kept up to date while open). `hidden` while closed; hovering it keeps the section open.
 */
const Content = forwardRef<HTMLDivElement, MegaMenuContentProps>(function MegaMenuContent(
  {
    placement = 'bottom-start',
    sideOffset = 8,
    collisionPadding = 8,
    asChild = false,
    style,
    ...props
  },
  forwardedRef,
) {
  const menu = useMenuContext('Content');
  const item = useItemContext('Content');
  const { refs, floatingStyles } = useFloating({
    open: item.open,
    placement,
    middleware: [offset(sideOffset), flip(), shift({ padding: collisionPadding })],
    whileElementsMounted: autoUpdate,
    elements: { reference: item.trigger },
  });
  const element = useRef<HTMLElement | null>(null);
  // Position only while open: a closed panel's floating ref is detached, stopping autoUpdate.
  const ref = useMergeRefs([forwardedRef, element, item.open ? refs.setFloating : undefined]);

  const handled = useRef(item.focusRequest);
  useEffect(() => {
    if (!item.open || handled.current === item.focusRequest) return;
    handled.current = item.focusRequest;
    element.current?.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  }, [item.open, item.focusRequest]);

  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      id={item.contentId}
      aria-labelledby={item.triggerId}
      hidden={!item.open}
      data-state={stateOf(item.open)}
      style={{ ...floatingStyles, ...style }}
      {...props}
      ref={ref}
      onPointerEnter={composeEventHandlers(props.onPointerEnter, (event) => {
        if (event.pointerType !== 'touch') menu.enter(item.value);
      })}
      onPointerLeave={composeEventHandlers(props.onPointerLeave, (event) => {
        if (event.pointerType !== 'touch') menu.leave();
      })}
    />
  );
});

export interface MegaMenuLinkProps extends ComponentPropsWithoutRef<'a'> {
  /** The link is the current page (`aria-current="page"`, `data-active`). @default false */
  active?: boolean;
  /** Render the child (e.g. a router's Link) instead of an `a`. @default false */
  asChild?: boolean;
}

/** A menu link; following it closes the menu. */
const Link = forwardRef<HTMLAnchorElement, MegaMenuLinkProps>(function MegaMenuLink(
  { active = false, asChild = false, ...props },
  ref,
) {
  const menu = useMenuContext('Link');
  const Comp = asChild ? Slot : 'a';
  return (
    <Comp
      aria-current={active ? 'page' : undefined}
      data-active={active ? '' : undefined}
      {...props}
      ref={ref}
      onClick={composeEventHandlers(props.onClick, () => menu.navigate())}
    />
  );
});

/**
 * Headless mega-menu parts: `Root`, `List`, `Item`, `Trigger`, `Content`, `Link`. Hover intent
 * comes from core's menu intent controller; positioning from floating-ui.
 */
export const MegaMenu = { Root, List, Item, Trigger, Content, Link };
