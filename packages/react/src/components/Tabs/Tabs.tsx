import {
  type ComponentPropsWithoutRef,
  type Dispatch,
  forwardRef,
  type KeyboardEvent,
  type SetStateAction,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { composeEventHandlers, createPartContext, Slot } from '../primitives';
import { useControllableState } from '../useControllableState';

/** Whether a tab (and its panel) is the selected one. */
export type TabState = 'active' | 'inactive';
export type TabsOrientation = 'horizontal' | 'vertical';
/** `automatic`: moving focus selects the tab; `manual`: Enter or Space selects it. */
export type TabsActivationMode = 'automatic' | 'manual';

interface TabsContextValue {
  readonly baseId: string;
  readonly value: string | undefined;
  readonly orientation: TabsOrientation;
  readonly activationMode: TabsActivationMode;
  /** The tab reachable with Tab: the selected one, else the first enabled one. */
  readonly tabStop: string | undefined;
  setValue(value: string): void;
  setTabValues: Dispatch<SetStateAction<readonly string[]>>;
}

const [TabsContext, useTabsContext] = createPartContext<TabsContextValue>('Tabs', 'Root');

// A value may hold any character; ids and IDREF lists may not hold whitespace.
const idPart = (value: string) =>
  value.replace(/[^A-Za-z0-9_-]/g, (c) => `_${c.codePointAt(0)?.toString(16)}_`);
const triggerIdOf = (baseId: string, value: string) => `${baseId}-tab-${idPart(value)}`;
const contentIdOf = (baseId: string, value: string) => `${baseId}-panel-${idPart(value)}`;
const stateOf = (active: boolean): TabState => (active ? 'active' : 'inactive');

export interface TabsRootProps
  extends Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'dir'> {
  /** The selected tab's value (controlled). */
  value?: string;
  /** The tab selected at first (uncontrolled). Without one, no panel shows until a tab is chosen. */
  defaultValue?: string;
  /** Called with the newly selected value. */
  onValueChange?: (value: string) => void;
  /** Arrow keys: Left/Right for horizontal, Up/Down for vertical. @default 'horizontal' */
  orientation?: TabsOrientation;
  /** @default 'automatic' */
  activationMode?: TabsActivationMode;
  asChild?: boolean;
}

/**
 * WAI-ARIA tabs (the product detail page's Description, Catalogs, Connect with experts and
 * Reviews): a tablist with roving tabindex, arrow keys with wrap-around, Home/End, automatic
 * activation, and tabpanels. `data-state` on tabs and panels: 'active' | 'inactive'.
 *
 * @example
 * <Tabs.Root defaultValue="description">
 *   <Tabs.List aria-label="Product details">
 *     <Tabs.Trigger value="description">Description</Tabs.Trigger>
 *     <Tabs.Trigger value="catalogs">Catalogs</Tabs.Trigger>
 *   </Tabs.List>
 *   <Tabs.Content value="description">…</Tabs.Content>
 *   <Tabs.Content value="catalogs">…</Tabs.Content>
 * </Tabs.Root>
 */
const Root = forwardRef<HTMLDivElement, TabsRootProps>(function TabsRoot(
  {
    value: valueProp,
    defaultValue,
    onValueChange,
    orientation = 'horizontal',
    activationMode = 'automatic',
    asChild = false,
    ...props
  },
  ref,
) {
  const baseId = useId();
  const [value, setValue] = useControllableState<string | undefined>({
    prop: valueProp,
    defaultProp: defaultValue,
    onChange: onValueChange as ((value: string | undefined) => void) | undefined,
    caller: 'Tabs',
  });
  const [tabValues, setTabValues] = useState<readonly string[]>([]);
  const tabStop = value !== undefined && tabValues.includes(value) ? value : tabValues[0];
  const Comp = asChild ? Slot : 'div';
  return (
    <TabsContext.Provider
      value={{
        baseId,
        value,
        orientation,
        activationMode,
        tabStop,
        setValue,
        setTabValues,
      }}
    >
      <Comp data-orientation={orientation} {...props} ref={ref} />
    </TabsContext.Provider>
  );
});

export interface TabsListProps extends ComponentPropsWithoutRef<'div'> {
  asChild?: boolean;
}

/** The enabled tabs of `list`, in document order (not those of a nested tablist). */
function tabsOf(list: Element | null): HTMLElement[] {
  if (!list) return [];
  return [...list.querySelectorAll<HTMLElement>('[role="tab"]')].filter(
    (tab) =>
      tab.closest('[role="tablist"]') === list &&
      !tab.hasAttribute('disabled') &&
      tab.getAttribute('aria-disabled') !== 'true',
  );
}

/** The tablist (give it an `aria-label`). */
const List = forwardRef<HTMLDivElement, TabsListProps>(function TabsList(
  { asChild = false, ...props },
  forwardedRef,
) {
  const tabs = useTabsContext('List');
  const listRef = useRef<HTMLElement | null>(null);
  const ref = useCallback(
    (node: HTMLDivElement | null) => {
      listRef.current = node;
      if (typeof forwardedRef === 'function') forwardedRef(node);
      else if (forwardedRef) forwardedRef.current = node;
    },
    [forwardedRef],
  );
  // Which tabs exist (enabled, in order) decides the tab stop when no tab is selected.
  useEffect(() => {
    const values = tabsOf(listRef.current).map((tab) => tab.dataset.value ?? '');
    tabs.setTabValues((previous) =>
      previous.length === values.length && previous.every((v, i) => v === values[i])
        ? previous
        : values,
    );
  });
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      role="tablist"
      aria-orientation={tabs.orientation}
      data-orientation={tabs.orientation}
      {...props}
      ref={ref}
    />
  );
});

export interface TabsTriggerProps extends ComponentPropsWithoutRef<'button'> {
  /** Identifies the tab and its panel. */
  value: string;
  asChild?: boolean;
}

/** One tab: `role="tab"`, `aria-selected`, `aria-controls` its panel, roving tabindex. */
const Trigger = forwardRef<HTMLButtonElement, TabsTriggerProps>(function TabsTrigger(
  { value, disabled = false, asChild = false, ...props },
  ref,
) {
  const tabs = useTabsContext('Trigger');
  const active = tabs.value === value;
  const Comp = asChild ? Slot : 'button';

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    const [back, forward] =
      tabs.orientation === 'horizontal' ? ['ArrowLeft', 'ArrowRight'] : ['ArrowUp', 'ArrowDown'];
    if (![back, forward, 'Home', 'End'].includes(event.key)) return;
    const list = tabsOf(event.currentTarget.closest('[role="tablist"]'));
    const from = list.indexOf(event.currentTarget);
    const last = list.length - 1;
    const to =
      event.key === 'Home'
        ? 0
        : event.key === 'End'
          ? last
          : event.key === forward
            ? from >= last
              ? 0
              : from + 1
            : from <= 0
              ? last
              : from - 1;
    const target = list[to];
    if (!target) return;
    event.preventDefault();
    target.focus();
    if (tabs.activationMode === 'automatic' && target.dataset.value !== undefined) {
      tabs.setValue(target.dataset.value);
    }
  };

  return (
    <Comp
      type={asChild ? undefined : 'button'}
      role="tab"
      id={triggerIdOf(tabs.baseId, value)}
      aria-selected={active}
      aria-controls={contentIdOf(tabs.baseId, value)}
      tabIndex={tabs.tabStop === value ? 0 : -1}
      disabled={disabled}
      data-state={stateOf(active)}
      data-disabled={disabled ? '' : undefined}
      data-orientation={tabs.orientation}
      data-value={value}
      {...props}
      ref={ref}
      onClick={composeEventHandlers(props.onClick, () => {
        if (!disabled) tabs.setValue(value);
      })}
      onKeyDown={composeEventHandlers(props.onKeyDown, onKeyDown)}
      onFocus={composeEventHandlers(props.onFocus, () => {
        // Automatic activation also when focus arrives by Tab on an unselected tab stop.
        if (tabs.activationMode === 'automatic' && !active && !disabled) tabs.setValue(value);
      })}
    />
  );
});

export interface TabsContentProps extends ComponentPropsWithoutRef<'div'> {
  /** The tab this panel belongs to. */
  value: string;
  /** Keep an inactive panel visible (for animations styled on `data-state`). @default false */
  forceMount?: boolean;
  asChild?: boolean;
}

/** One tabpanel, labelled by its tab and focusable; `hidden` while inactive. */
const Content = forwardRef<HTMLDivElement, TabsContentProps>(function TabsContent(
  { value, forceMount = false, asChild = false, ...props },
  ref,
) {
  const tabs = useTabsContext('Content');
  const active = tabs.value === value;
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      role="tabpanel"
      id={contentIdOf(tabs.baseId, value)}
      aria-labelledby={triggerIdOf(tabs.baseId, value)}
      tabIndex={0}
      hidden={!active && !forceMount}
      data-state={stateOf(active)}
      data-orientation={tabs.orientation}
      {...props}
      ref={ref}
    />
  );
});

/** Headless tabs parts: `Root`, `List`, `Trigger`, `Content`. */
export const Tabs = { Root, List, Trigger, Content };
