import type { SearchItemProps, Suggestion } from '@storefront-kit/core';
import { searchMessages } from '@storefront-kit/core';
import {
  type ComponentPropsWithoutRef,
  type FocusEvent,
  Fragment,
  forwardRef,
  type ReactNode,
  useLayoutEffect,
  useState,
} from 'react';
import { type UseSearchOptions, type UseSearchResult, useSearch } from '../../hooks/useSearch';
import { useTranslator } from '../../hooks/useTranslator';
import { composeEventHandlers, createPartContext, Slot } from '../primitives';

interface SearchBoxContextValue {
  readonly search: UseSearchResult<Suggestion>;
  readonly hasLabel: boolean;
  registerLabel(): () => void;
}

const [SearchBoxContext, useSearchBox] = createPartContext<SearchBoxContextValue>(
  'SearchBox',
  'Root',
);

/** Props of `SearchBox.Root`: the options of `useSearch`, or a `controller` made with it. */
export interface SearchBoxRootProps
  extends Omit<ComponentPropsWithoutRef<'form'>, 'onSubmit' | 'onSelect' | 'onError' | 'id'>,
    UseSearchOptions<Suggestion> {
  /**
   * A search made by the caller with `useSearch` (to read or drive it from outside). Without
   * it, Root makes its own from the options.
   * @example const search = useSearch({ mobile }); <SearchBox.Root controller={search}>…
   */
  controller?: UseSearchResult<Suggestion>;
  /** Render the child element instead of a `form`. @default false */
  asChild?: boolean;
}

type ViewProps = Omit<SearchBoxRootProps, keyof UseSearchOptions<Suggestion> | 'controller'> & {
  search: UseSearchResult<Suggestion>;
};

const SearchBoxView = forwardRef<HTMLFormElement, ViewProps>(function SearchBoxView(
  { search, asChild, ...props },
  ref,
) {
  const [labels, setLabels] = useState(0);
  const context: SearchBoxContextValue = {
    search,
    hasLabel: labels > 0,
    registerLabel: () => {
      setLabels((count) => count + 1);
      return () => setLabels((count) => count - 1);
    },
  };
  const Comp = asChild ? Slot : 'form';
  return (
    <SearchBoxContext.Provider value={context}>
      <Comp
        role="search"
        data-state={search.view}
        {...props}
        ref={ref}
        // A submit button (or the browser) submits the box's query; an empty one does nothing.
        onSubmit={(event) => {
          event.preventDefault();
          search.submit();
        }}
      />
    </SearchBoxContext.Provider>
  );
});

/** Splits Root's props into the options of `useSearch` and the form's own props. */
function splitOptions({
  search,
  limit,
  mobile,
  debounceMs,
  minChars,
  closeDelayMs,
  popularSearches,
  id,
  onSelect,
  onSubmit,
  onError,
  ...rest
}: Omit<SearchBoxRootProps, 'controller'>) {
  const options: UseSearchOptions<Suggestion> = {
    search,
    limit,
    mobile,
    debounceMs,
    minChars,
    closeDelayMs,
    popularSearches,
    id,
    onSelect,
    onSubmit,
    onError,
  };
  return [options, rest] as const;
}

const OwnSearchBox = forwardRef<HTMLFormElement, Omit<SearchBoxRootProps, 'controller'>>(
  function OwnSearchBox(props, ref) {
    const [options, rest] = splitOptions(props);
    const search = useSearch(options);
    return <SearchBoxView {...rest} search={search} ref={ref} />;
  },
);

/**
 * The search form (`role="search"`, `data-state` = the panel's view: 'closed', 'popular',
 * 'loading', 'results' or 'empty'). It owns a search made with `useSearch` from its props,
 * unless given a `controller` (then those options are ignored).
 */
const Root = forwardRef<HTMLFormElement, SearchBoxRootProps>(function SearchBoxRoot(
  { controller, ...props },
  ref,
) {
  if (!controller) return <OwnSearchBox {...props} ref={ref} />;
  const [, rest] = splitOptions(props);
  return <SearchBoxView {...rest} search={controller} ref={ref} />;
});

/** Props of `SearchBox.Label`. */
export interface SearchBoxLabelProps extends ComponentPropsWithoutRef<'label'> {}

/** The label of the box and its list. Default content 'Search products'. */
const Label = forwardRef<HTMLLabelElement, SearchBoxLabelProps>(function SearchBoxLabel(
  { children, ...props },
  ref,
) {
  const { search, registerLabel } = useSearchBox('Label');
  const t = useTranslator(searchMessages);
  // biome-ignore lint/correctness/useExhaustiveDependencies: registers once per mount.
  useLayoutEffect(() => registerLabel(), []);
  return (
    // biome-ignore lint/a11y/noLabelWithoutControl: htmlFor comes from the prop getter.
    <label {...search.getLabelProps()} {...props} ref={ref}>
      {children ?? t('search.label')}
    </label>
  );
});

/** Props of `SearchBox.Input`. */
export interface SearchBoxInputProps
  extends Omit<ComponentPropsWithoutRef<'input'>, 'value' | 'defaultValue'> {}

/**
 * The combobox input (ARIA 1.2): ArrowDown/ArrowUp move the active option, Enter picks it or
 * submits the query, Escape closes the panel, which also closes 200 ms after blur.
 * Placeholder 'Search products, brands, model numbers...'.
 */
const Input = forwardRef<HTMLInputElement, SearchBoxInputProps>(function SearchBoxInput(
  { onChange, onKeyDown, onFocus, onBlur, ...props },
  ref,
) {
  const { search, hasLabel } = useSearchBox('Input');
  const t = useTranslator(searchMessages);
  const input = search.getInputProps();
  return (
    <input
      {...input}
      type="search"
      enterKeyHint="search"
      spellCheck={false}
      placeholder={t('search.placeholder')}
      aria-label={hasLabel ? undefined : t('search.label')}
      data-state={search.view}
      {...props}
      ref={ref}
      onChange={composeEventHandlers(onChange, input.onChange)}
      onKeyDown={composeEventHandlers(onKeyDown, input.onKeyDown)}
      onFocus={composeEventHandlers(onFocus, input.onFocus)}
      onBlur={composeEventHandlers(onBlur, input.onBlur)}
    />
  );
});

/** Props of `SearchBox.Submit`. */
export interface SearchBoxSubmitProps extends ComponentPropsWithoutRef<'button'> {
  asChild?: boolean;
}

/** Submits the query (an empty query does nothing). Default content 'Search products'. */
const Submit = forwardRef<HTMLButtonElement, SearchBoxSubmitProps>(function SearchBoxSubmit(
  { asChild, children, ...props },
  ref,
) {
  useSearchBox('Submit');
  const t = useTranslator(searchMessages);
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp type={asChild ? undefined : 'submit'} {...props} ref={ref}>
      {children ?? t('search.label')}
    </Comp>
  );
});

/** Props of `SearchBox.Panel`. */
export interface SearchBoxPanelProps extends ComponentPropsWithoutRef<'div'> {
  asChild?: boolean;
}

/**
 * The suggestions panel: hidden while closed, `data-state` = the view. Pressing in it keeps
 * the focus in the input; focus inside it (e.g. Tab to 'Search anyway') keeps it open.
 * Without children it shows Loading, Empty with Search anyway, the popular searches, the
 * list and View all.
 */
const Panel = forwardRef<HTMLDivElement, SearchBoxPanelProps>(function SearchBoxPanel(
  { asChild, children, onMouseDown, onFocus, onBlur, ...props },
  ref,
) {
  const { search } = useSearchBox('Panel');
  const input = search.getInputProps();
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      hidden={!search.open}
      data-state={search.view}
      {...props}
      ref={ref}
      onMouseDown={composeEventHandlers(onMouseDown, (event) => event.preventDefault())}
      onFocus={composeEventHandlers(onFocus, input.onFocus)}
      onBlur={composeEventHandlers(onBlur, (event: FocusEvent) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) input.onBlur();
      })}
    >
      {children ?? (
        <>
          <Loading />
          <Empty>
            <EmptyMessage />
            <SearchAnyway />
          </Empty>
          <PopularLabel />
          <List />
          <ViewAll />
        </>
      )}
    </Comp>
  );
});

/** Props of the parts shown in one view only. */
export interface SearchBoxViewPartProps extends ComponentPropsWithoutRef<'div'> {
  asChild?: boolean;
}

/** Rendered only in the 'loading' view. Default content 'Searching...'. */
const Loading = forwardRef<HTMLDivElement, SearchBoxViewPartProps>(function SearchBoxLoading(
  { asChild, children, ...props },
  ref,
) {
  const { search } = useSearchBox('Loading');
  const t = useTranslator(searchMessages);
  if (search.view !== 'loading') return null;
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp role="status" data-state="loading" {...props} ref={ref}>
      {children ?? t('search.loading')}
    </Comp>
  );
});

/**
 * Rendered only in the 'empty' view (no suggestions for the query). Default content the
 * 'No results found for "{query}"' message.
 */
const Empty = forwardRef<HTMLDivElement, SearchBoxViewPartProps>(function SearchBoxEmpty(
  { asChild, children, ...props },
  ref,
) {
  const { search } = useSearchBox('Empty');
  if (search.view !== 'empty') return null;
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp data-state="empty" {...props} ref={ref}>
      {children ?? <EmptyMessage />}
    </Comp>
  );
});

/** Props of `SearchBox.Status`. */
export interface SearchBoxStatusProps extends ComponentPropsWithoutRef<'p'> {}

/**
 * A polite live region that tells screen-reader users what the panel holds, as a sighted
 * shopper sees it at a glance: '8 suggestions available.', '6 popular searches available.' or
 * 'No results found for "{query}"'; empty while the panel is closed or loading. Always rendered
 * (a region must be in the page before its text changes for the change to be announced), so
 * place it outside `Panel`, which is hidden while closed; hide it visually with your class.
 * @example <SearchBox.Root>…<SearchBox.Panel />… <SearchBox.Status className="visually-hidden" /></SearchBox.Root>
 */
const Status = forwardRef<HTMLParagraphElement, SearchBoxStatusProps>(function SearchBoxStatus(
  { children, ...props },
  ref,
) {
  const { search } = useSearchBox('Status');
  const t = useTranslator(searchMessages);
  const count = search.suggestions.length;
  const text =
    search.view === 'results'
      ? count === 1
        ? t('search.status.one')
        : t('search.status.many', { count })
      : search.view === 'popular'
        ? t('search.status.popular', { count: search.popularSearches.length })
        : search.view === 'empty'
          ? t('search.noResults', { query: search.query.trim() })
          : '';
  return (
    <p
      role="status"
      aria-live="polite"
      aria-atomic="true"
      data-state={search.view}
      {...props}
      ref={ref}
    >
      {children ?? text}
    </p>
  );
});

/** Props of `SearchBox.EmptyMessage`. */
export interface SearchBoxEmptyMessageProps extends ComponentPropsWithoutRef<'p'> {}

/**
 * 'No results found for "{query}"'. Shown, not announced: `SearchBox.Status` says it (a status
 * role here, inserted with its text, would be announced twice or not at all).
 */
const EmptyMessage = forwardRef<HTMLParagraphElement, SearchBoxEmptyMessageProps>(
  function SearchBoxEmptyMessage({ children, ...props }, ref) {
    const { search } = useSearchBox('EmptyMessage');
    const t = useTranslator(searchMessages);
    return (
      <p {...props} ref={ref}>
        {children ?? t('search.noResults', { query: search.query.trim() })}
      </p>
    );
  },
);

/** Props of the panel's buttons. */
export interface SearchBoxButtonProps extends ComponentPropsWithoutRef<'button'> {
  asChild?: boolean;
}

/** 'Search anyway': submits the query that found nothing. */
const SearchAnyway = forwardRef<HTMLButtonElement, SearchBoxButtonProps>(
  function SearchBoxSearchAnyway({ asChild, onClick, children, ...props }, ref) {
    const { search } = useSearchBox('SearchAnyway');
    const t = useTranslator(searchMessages);
    const Comp = asChild ? Slot : 'button';
    return (
      <Comp
        type={asChild ? undefined : 'button'}
        {...props}
        ref={ref}
        onClick={composeEventHandlers(onClick, () => {
          search.submit();
        })}
      >
        {children ?? t('search.searchAnyway')}
      </Comp>
    );
  },
);

/** 'View all {n} results': rendered when the server has more matches than shown; submits. */
const ViewAll = forwardRef<HTMLButtonElement, SearchBoxButtonProps>(function SearchBoxViewAll(
  { asChild, onClick, children, ...props },
  ref,
) {
  const { search } = useSearchBox('ViewAll');
  const t = useTranslator(searchMessages);
  if (!(search.view === 'results' && search.hasMore)) return null;
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      {...props}
      ref={ref}
      onClick={composeEventHandlers(onClick, () => {
        search.submit();
      })}
    >
      {children ?? t('search.viewAll', { count: search.total })}
    </Comp>
  );
});

/** Rendered only in the 'popular' view (mobile, empty focused box): 'Popular Searches'. */
const PopularLabel = forwardRef<HTMLDivElement, SearchBoxViewPartProps>(
  function SearchBoxPopularLabel({ asChild, children, ...props }, ref) {
    const { search } = useSearchBox('PopularLabel');
    const t = useTranslator(searchMessages);
    if (search.view !== 'popular') return null;
    const Comp = asChild ? Slot : 'div';
    return (
      <Comp data-state="popular" {...props} ref={ref}>
        {children ?? t('search.popular')}
      </Comp>
    );
  },
);

/** Props of `SearchBox.List`. */
export interface SearchBoxListProps extends Omit<ComponentPropsWithoutRef<'ul'>, 'children'> {
  /**
   * Renders one suggestion.
   * @default (item, index) => <SearchBox.Item item={item} index={index} />
   */
  renderItem?: (item: Suggestion, index: number) => ReactNode;
  /**
   * Renders one popular search term.
   * @default (term, index) => <SearchBox.PopularItem term={term} index={index} />
   */
  renderPopular?: (term: string, index: number) => ReactNode;
}

/**
 * The listbox: the suggestions (up to 8 on desktop, 6 on mobile), or the popular searches.
 * Hidden in the other views, so the input's `aria-controls` always finds it.
 */
const List = forwardRef<HTMLUListElement, SearchBoxListProps>(function SearchBoxList(
  { renderItem, renderPopular, onMouseDown, ...props },
  ref,
) {
  const { search, hasLabel } = useSearchBox('List');
  const t = useTranslator(searchMessages);
  const list = search.getListProps();
  const { view } = search;
  return (
    <ul
      {...list}
      aria-labelledby={hasLabel ? list['aria-labelledby'] : undefined}
      aria-label={hasLabel ? undefined : t('search.label')}
      hidden={view !== 'results' && view !== 'popular'}
      data-state={view}
      {...props}
      ref={ref}
      onMouseDown={composeEventHandlers(onMouseDown, list.onMouseDown)}
    >
      {view === 'results' &&
        search.suggestions.map((item, index) =>
          renderItem ? (
            <Fragment key={item.id}>{renderItem(item, index)}</Fragment>
          ) : (
            <Item key={item.id} item={item} index={index} />
          ),
        )}
      {view === 'popular' &&
        search.popularSearches.map((term, index) =>
          renderPopular ? (
            <Fragment key={term}>{renderPopular(term, index)}</Fragment>
          ) : (
            <PopularItem key={term} term={term} index={index} />
          ),
        )}
    </ul>
  );
});

/** Props of `SearchBox.Item`. */
export interface SearchBoxItemProps extends ComponentPropsWithoutRef<'li'> {
  item: Suggestion;
  index: number;
  /** Render the child element instead of an `li`. @default false */
  asChild?: boolean;
}

/**
 * One suggestion (role option); `data-state` is 'active' for the active option. A click
 * selects it. Default content: its name.
 */
const Item = forwardRef<HTMLLIElement, SearchBoxItemProps>(function SearchBoxItem(
  { item, index, children, ...props },
  ref,
) {
  const { search } = useSearchBox('Item');
  return (
    <Option option={search.getItemProps({ item, index })} {...props} ref={ref}>
      {children ?? item.name}
    </Option>
  );
});

/** Props of `SearchBox.PopularItem`. */
export interface SearchBoxPopularItemProps extends ComponentPropsWithoutRef<'li'> {
  term: string;
  index: number;
  asChild?: boolean;
}

/** One popular search (role option): a click or Enter submits it. Default content: the term. */
const PopularItem = forwardRef<HTMLLIElement, SearchBoxPopularItemProps>(
  function SearchBoxPopularItem({ term, index, children, ...props }, ref) {
    const { search } = useSearchBox('PopularItem');
    return (
      <Option option={search.getPopularItemProps({ term, index })} {...props} ref={ref}>
        {children ?? term}
      </Option>
    );
  },
);

/**
 * One option of the list (a suggestion or a popular term) from core's prop getter: `data-state`
 * 'active' for the active option; the caller's click and mouse-move handlers run first.
 */
const Option = forwardRef<
  HTMLLIElement,
  ComponentPropsWithoutRef<'li'> & { option: SearchItemProps; asChild?: boolean }
>(function SearchBoxOption({ option, asChild, onClick, onMouseMove, ...props }, ref) {
  const Comp = asChild ? Slot : 'li';
  return (
    <Comp
      {...option}
      data-state={option['aria-selected'] ? 'active' : 'inactive'}
      {...props}
      ref={ref}
      onClick={composeEventHandlers(onClick, option.onClick)}
      onMouseMove={composeEventHandlers(onMouseMove, option.onMouseMove)}
    />
  );
});

/**
 * Headless live search (spec 1 'Search suggestions panel'): an ARIA 1.2 combobox bound to
 * core's search controller (300 ms debounce, 2 characters, stale answers dropped, close
 * 200 ms after blur). Parts `Root`, `Label`, `Input`, `Submit`, `Panel`, `Loading`, `Empty`,
 * `EmptyMessage`, `SearchAnyway`, `PopularLabel`, `List`, `Item`, `PopularItem`, `ViewAll`.
 *
 * @example
 * <SearchBox.Root onSelect={(s) => navigate(productUrl(s))} onSubmit={(q) => navigate(`/search?q=${q}`)}>
 *   <SearchBox.Label />
 *   <SearchBox.Input />
 *   <SearchBox.Panel />
 * </SearchBox.Root>
 */
export const SearchBox = {
  Root,
  Label,
  Input,
  Submit,
  Panel,
  Loading,
  Empty,
  EmptyMessage,
  SearchAnyway,
  PopularLabel,
  List,
  Item,
  PopularItem,
  ViewAll,
  Status,
};
