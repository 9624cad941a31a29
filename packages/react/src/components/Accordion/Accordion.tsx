import { type ComponentPropsWithoutRef, forwardRef, type KeyboardEvent, useId } from 'react';
import { composeEventHandlers, createPartContext, Slot } from '../primitives';
import { useControllableState } from '../useControllableState';

/** Whether an item is expanded. */
export type AccordionItemState = 'open' | 'closed';

interface AccordionContextValue {
  readonly value: string | null;
  readonly collapsible: boolean;
  readonly disabled: boolean;
  setValue(value: string | null): void;
}

interface AccordionItemContextValue {
  readonly value: string;
  readonly open: boolean;
  readonly disabled: boolean;
  readonly triggerId: string;
  readonly contentId: string;
}

const [AccordionContext, useAccordionContext] = createPartContext<AccordionContextValue>(
  'Accordion',
  'Root',
);
const [AccordionItemContext, useItemContext] = createPartContext<AccordionItemContextValue>(
  'Accordion',
  'Item',
);

const stateOf = (open: boolean): AccordionItemState => (open ? 'open' : 'closed');
const ROOT_ATTR = 'data-sk-accordion';
const TRIGGER_ATTR = 'data-sk-accordion-trigger';

export interface AccordionRootProps
  extends Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'dir'> {
  /** The open item's value, or null for none (controlled). */
  value?: string | null;
  /** The item open at first (uncontrolled). @default null */
  defaultValue?: string | null;
  /** Called with the new open value (null when the open item closes). */
  onValueChange?: (value: string | null) => void;
  /** The open item can be closed, leaving none open. @default true */
  collapsible?: boolean;
  /** Every item is disabled. @default false */
  disabled?: boolean;
  asChild?: boolean;
}

/**
 * A single-type accordion (one item open, or none when `collapsible`), following the WAI-ARIA
 * accordion pattern: header buttons with `aria-expanded`/`aria-controls`, content regions,
 * ArrowUp/ArrowDown/Home/End between headers.
 *
 * @example
 * <Accordion.Root defaultValue="filters">
 *   <Accordion.Item value="filters">
 *     <Accordion.Header><Accordion.Trigger>Advanced Filters</Accordion.Trigger></Accordion.Header>
 *     <Accordion.Content>…</Accordion.Content>
 *   </Accordion.Item>
 * </Accordion.Root>
 */
const Root = forwardRef<HTMLDivElement, AccordionRootProps>(function AccordionRoot(
  {
    value: valueProp,
    defaultValue = null,
    onValueChange,
    collapsible = true,
    disabled = false,
    asChild = false,
    ...props
  },
  ref,
) {
  const [value, setValue] = useControllableState<string | null>({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange,
    caller: 'Accordion',
  });
  const Comp = asChild ? Slot : 'div';
  return (
    <AccordionContext.Provider value={{ value, collapsible, disabled, setValue }}>
      <Comp
        {...{ [ROOT_ATTR]: '' }}
        data-disabled={disabled ? '' : undefined}
        {...props}
        ref={ref}
      />
    </AccordionContext.Provider>
  );
});

export interface AccordionItemProps extends ComponentPropsWithoutRef<'div'> {
  /** Identifies the item; the Root's value when it is open. */
  value: string;
  /** The item cannot be toggled. @default false */
  disabled?: boolean;
  asChild?: boolean;
}

/** One item (header plus content). `data-state`: 'open' | 'closed'. */
const Item = forwardRef<HTMLDivElement, AccordionItemProps>(function AccordionItem(
  { value, disabled: itemDisabled = false, asChild = false, ...props },
  ref,
) {
  const accordion = useAccordionContext('Item');
  const id = useId();
  const open = accordion.value === value;
  const disabled = accordion.disabled || itemDisabled;
  const Comp = asChild ? Slot : 'div';
  return (
    <AccordionItemContext.Provider
      value={{
        value,
        open,
        disabled,
        triggerId: `${id}-trigger`,
        contentId: `${id}-content`,
      }}
    >
      <Comp
        data-state={stateOf(open)}
        data-disabled={disabled ? '' : undefined}
        {...props}
        ref={ref}
      />
    </AccordionItemContext.Provider>
  );
});

export interface AccordionHeaderProps extends ComponentPropsWithoutRef<'h3'> {
  /** Render the child (e.g. an `h2`) instead of an `h3`. @default false */
  asChild?: boolean;
}

/** The heading that wraps the trigger (an `h3`; use `asChild` for another level). */
const Header = forwardRef<HTMLHeadingElement, AccordionHeaderProps>(function AccordionHeader(
  { asChild = false, ...props },
  ref,
) {
  const item = useItemContext('Header');
  const Comp = asChild ? Slot : 'h3';
  return (
    <Comp
      data-state={stateOf(item.open)}
      data-disabled={item.disabled ? '' : undefined}
      {...props}
      ref={ref}
    />
  );
});

/** The enabled triggers of the accordion that holds `from`, in document order. */
function triggersOf(from: HTMLElement): HTMLElement[] {
  const root = from.closest(`[${ROOT_ATTR}]`);
  if (!root) return [];
  return [...root.querySelectorAll<HTMLElement>(`[${TRIGGER_ATTR}]`)].filter(
    (trigger) =>
      trigger.closest(`[${ROOT_ATTR}]`) === root && !(trigger as HTMLButtonElement).disabled,
  );
}

function moveFocus(event: KeyboardEvent<HTMLElement>) {
  const keys = ['ArrowDown', 'ArrowUp', 'Home', 'End'];
  if (!keys.includes(event.key)) return;
  const triggers = triggersOf(event.currentTarget);
  const from = triggers.indexOf(event.currentTarget);
  if (!triggers.length) return;
  event.preventDefault();
  const last = triggers.length - 1;
  const to =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? from >= last || from < 0
            ? 0
            : from + 1
          : from <= 0
            ? last
            : from - 1;
  triggers[to]?.focus();
}

export interface AccordionTriggerProps extends ComponentPropsWithoutRef<'button'> {
  asChild?: boolean;
}

/**
 * The header button: toggles its item, `aria-expanded`, `aria-controls` its content.
 * An open item that cannot close (`collapsible={false}`) is `aria-disabled`.
 */
const Trigger = forwardRef<HTMLButtonElement, AccordionTriggerProps>(function AccordionTrigger(
  { asChild = false, ...props },
  ref,
) {
  const accordion = useAccordionContext('Trigger');
  const item = useItemContext('Trigger');
  const locked = item.open && !accordion.collapsible;
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      id={item.triggerId}
      aria-expanded={item.open}
      aria-controls={item.contentId}
      aria-disabled={locked || undefined}
      disabled={item.disabled}
      data-state={stateOf(item.open)}
      data-disabled={item.disabled ? '' : undefined}
      {...{ [TRIGGER_ATTR]: '' }}
      {...props}
      ref={ref}
      onClick={composeEventHandlers(props.onClick, () => {
        if (item.disabled) return;
        if (!item.open) accordion.setValue(item.value);
        else if (accordion.collapsible) accordion.setValue(null);
      })}
      onKeyDown={composeEventHandlers(props.onKeyDown, moveFocus)}
    />
  );
});

export interface AccordionContentProps extends ComponentPropsWithoutRef<'div'> {
  /** Keep closed content visible (for animations styled on `data-state`). @default false */
  forceMount?: boolean;
  asChild?: boolean;
}

/** The item's panel: a region labelled by its trigger, `hidden` while closed. */
const Content = forwardRef<HTMLDivElement, AccordionContentProps>(function AccordionContent(
  { forceMount = false, asChild = false, ...props },
  ref,
) {
  const item = useItemContext('Content');
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      role="region"
      id={item.contentId}
      aria-labelledby={item.triggerId}
      hidden={!item.open && !forceMount}
      data-state={stateOf(item.open)}
      data-disabled={item.disabled ? '' : undefined}
      {...props}
      ref={ref}
    />
  );
});

/** Headless accordion parts: `Root`, `Item`, `Header`, `Trigger`, `Content`. */
export const Accordion = { Root, Item, Header, Trigger, Content };
