import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { POPULAR_SEARCHES } from '../constants';
import {
  createSearchController,
  type SearchAnswer,
  type SearchControllerOptions,
} from './createSearchController';

type Item = { id: string; name: string };

interface Call {
  query: string;
  limit: number;
  signal: AbortSignal;
  resolve: (answer: SearchAnswer<Item>) => void;
  reject: (error: unknown) => void;
}

const item = (n: number): Item => ({ id: String(n), name: `Item ${n}` });
const items = (count: number) => Array.from({ length: count }, (_, i) => item(i + 1));
const abortError = () => Object.assign(new Error('aborted'), { name: 'AbortError' });

function setup(options: Partial<SearchControllerOptions<Item>> = {}) {
  const calls: Call[] = [];
  const search = vi.fn(
    (query: string, init: { limit: number; signal: AbortSignal }) =>
      new Promise<SearchAnswer<Item>>((resolve, reject) => {
        calls.push({ query, ...init, resolve, reject });
      }),
  );
  const onSelect = vi.fn();
  const onSubmit = vi.fn();
  const onError = vi.fn();
  const controller = createSearchController<Item>({
    search,
    onSelect,
    onSubmit,
    onError,
    ...options,
  });
  const key = (name: string) => {
    const event = { key: name, preventDefault: vi.fn() };
    controller.getInputProps().onKeyDown(event);
    return event;
  };
  const type = (value: string) => controller.getInputProps().onChange({ currentTarget: { value } });
  return { controller, search, calls, onSelect, onSubmit, onError, key, type };
}

/** Types, waits out the debounce and answers the request. */
async function searchFor(
  t: ReturnType<typeof setup>,
  query: string,
  answer: SearchAnswer<Item> = { suggestions: items(3), total: 3 },
) {
  t.controller.getInputProps().onFocus();
  t.type(query);
  vi.advanceTimersByTime(300);
  t.calls.at(-1)?.resolve(answer);
  await vi.runAllTimersAsync();
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('createSearchController: debounce and minimum length', () => {
  it('sends no request before 300 ms and exactly one after rapid typing', () => {
    const t = setup();
    t.controller.getInputProps().onFocus();
    for (const value of ['r', 're', 'rel', 'rela', 'relay']) {
      t.type(value);
      vi.advanceTimersByTime(100);
    }
    expect(t.search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(199);
    expect(t.search).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(t.search).toHaveBeenCalledTimes(1);
    expect(t.calls[0]?.query).toBe('relay');
    expect(t.calls[0]?.limit).toBe(8);
  });

  it('searches the trimmed query', () => {
    const t = setup();
    t.type('  plc  ');
    vi.advanceTimersByTime(300);
    expect(t.calls.map((c) => c.query)).toEqual(['plc']);
    expect(t.controller.state.value.query).toBe('  plc  ');
  });

  it('does not search fewer than 2 trimmed characters and clears the suggestions', async () => {
    const t = setup();
    await searchFor(t, 'relay');
    expect(t.controller.state.value.suggestions).toHaveLength(3);
    t.type(' r ');
    vi.advanceTimersByTime(1000);
    expect(t.search).toHaveBeenCalledTimes(1);
    expect(t.controller.state.value).toMatchObject({
      status: 'idle',
      suggestions: [],
      total: 0,
      open: false,
      view: 'closed',
    });
  });

  it('cancels a pending search and aborts the request in flight when the query gets too short', () => {
    const t = setup();
    t.type('relay');
    vi.advanceTimersByTime(300);
    const first = t.calls[0];
    t.type('rel');
    t.type('r');
    vi.advanceTimersByTime(1000);
    expect(first?.signal.aborted).toBe(true);
    expect(t.search).toHaveBeenCalledTimes(1);
  });

  it('honours custom debounce and minimum length', () => {
    const t = setup({ debounceMs: 50, minChars: 3 });
    t.type('ab');
    vi.advanceTimersByTime(100);
    expect(t.search).not.toHaveBeenCalled();
    t.type('abc');
    vi.advanceTimersByTime(50);
    expect(t.search).toHaveBeenCalledTimes(1);
  });
});

describe('createSearchController: panel states', () => {
  it('shows loading, then the results with hasMore when the total exceeds them', async () => {
    const t = setup();
    t.controller.getInputProps().onFocus();
    t.type('sensor');
    expect(t.controller.state.value.status).toBe('idle');
    vi.advanceTimersByTime(300);
    expect(t.controller.state.value).toMatchObject({
      status: 'loading',
      view: 'loading',
      open: true,
    });
    t.calls[0]?.resolve({ suggestions: items(8), total: 42 });
    await vi.runAllTimersAsync();
    expect(t.controller.state.value).toMatchObject({
      status: 'loaded',
      view: 'results',
      open: true,
      total: 42,
      hasMore: true,
    });
    expect(t.controller.state.value.suggestions).toEqual(items(8));
  });

  it('shows the empty state when nothing matches', async () => {
    const t = setup();
    await searchFor(t, 'zzz', { suggestions: [], total: 0 });
    expect(t.controller.state.value).toMatchObject({
      status: 'loaded',
      view: 'empty',
      open: true,
      hasMore: false,
    });
  });

  it('keeps at most the limit of suggestions, and uses 6 on mobile', async () => {
    const t = setup({ mobile: true });
    await searchFor(t, 'relay', { suggestions: items(9), total: 9 });
    expect(t.calls[0]?.limit).toBe(6);
    expect(t.controller.state.value.suggestions).toHaveLength(6);
    expect(t.controller.state.value.hasMore).toBe(true);
  });

  it('setLimit and setMobile change the limit of the next search', () => {
    const t = setup();
    t.controller.setMobile(true);
    t.type('ab');
    vi.advanceTimersByTime(300);
    t.controller.setLimit(3);
    t.type('abc');
    vi.advanceTimersByTime(300);
    expect(t.calls.map((c) => c.limit)).toEqual([6, 3]);
  });

  it('an explicit limit wins over the mobile default', () => {
    const t = setup({ mobile: true, limit: 10 });
    t.type('ab');
    vi.advanceTimersByTime(300);
    expect(t.calls[0]?.limit).toBe(10);
  });

  it('keeps the panel closed before focus and with a one-letter query', () => {
    const t = setup();
    expect(t.controller.state.value).toMatchObject({
      open: false,
      view: 'closed',
      activeIndex: -1,
    });
    t.controller.getInputProps().onFocus();
    expect(t.controller.state.value.open).toBe(false);
    t.type('a');
    expect(t.controller.state.value.open).toBe(false);
  });
});

describe('createSearchController: stale answers', () => {
  it('drops a slower earlier answer and aborts the earlier request', async () => {
    const t = setup();
    t.controller.getInputProps().onFocus();
    t.type('rel');
    vi.advanceTimersByTime(300);
    t.type('relay');
    vi.advanceTimersByTime(300);
    const [first, second] = t.calls;
    expect(first?.signal.aborted).toBe(true);
    expect(second?.signal.aborted).toBe(false);

    second?.resolve({ suggestions: [item(2)], total: 1 });
    await vi.runAllTimersAsync();
    first?.resolve({ suggestions: [item(1)], total: 1 });
    await vi.runAllTimersAsync();
    expect(t.controller.state.value.suggestions).toEqual([item(2)]);
    expect(t.controller.state.value.status).toBe('loaded');
  });

  it('ignores a late failure of an earlier request', async () => {
    const t = setup();
    t.controller.getInputProps().onFocus();
    t.type('rel');
    vi.advanceTimersByTime(300);
    t.type('relay');
    vi.advanceTimersByTime(300);
    t.calls[1]?.resolve({ suggestions: [item(2)], total: 1 });
    await vi.runAllTimersAsync();
    t.calls[0]?.reject(new Error('boom'));
    await vi.runAllTimersAsync();
    expect(t.controller.state.value).toMatchObject({ status: 'loaded', open: true });
    expect(t.onError).not.toHaveBeenCalled();
  });

  it('drops an answer that arrives after the query became too short', async () => {
    const t = setup();
    t.type('relay');
    vi.advanceTimersByTime(300);
    t.type('');
    t.calls[0]?.resolve({ suggestions: [item(1)], total: 1 });
    await vi.runAllTimersAsync();
    expect(t.controller.state.value).toMatchObject({ status: 'idle', suggestions: [] });
  });
});

describe('createSearchController: failures', () => {
  it('empties the suggestions and closes the panel on failure', async () => {
    const t = setup();
    await searchFor(t, 'relay');
    t.type('relays');
    vi.advanceTimersByTime(300);
    const error = new Error('Network Error: down');
    t.calls[1]?.reject(error);
    await vi.runAllTimersAsync();
    expect(t.controller.state.value).toMatchObject({
      status: 'error',
      suggestions: [],
      total: 0,
      open: false,
      view: 'closed',
    });
    expect(t.onError).toHaveBeenCalledExactlyOnceWith(error);
    // Typing again reopens and searches.
    t.type('relay');
    vi.advanceTimersByTime(300);
    expect(t.controller.state.value).toMatchObject({ status: 'loading', open: true });
  });

  it('never treats an AbortError as a failure', async () => {
    const t = setup();
    t.controller.getInputProps().onFocus();
    t.type('relay');
    vi.advanceTimersByTime(300);
    t.calls[0]?.reject(abortError());
    await vi.runAllTimersAsync();
    expect(t.onError).not.toHaveBeenCalled();
    expect(t.controller.state.value.status).toBe('idle');
  });
});

describe('createSearchController: blur and focus', () => {
  it('closes the panel 200 ms after blur', async () => {
    const t = setup();
    await searchFor(t, 'relay');
    t.controller.getInputProps().onBlur();
    vi.advanceTimersByTime(199);
    expect(t.controller.state.value.open).toBe(true);
    vi.advanceTimersByTime(1);
    expect(t.controller.state.value.open).toBe(false);
    // The results are kept: focusing again shows them.
    t.controller.getInputProps().onFocus();
    expect(t.controller.state.value.view).toBe('results');
  });

  it('focus within the delay cancels the close', async () => {
    const t = setup();
    await searchFor(t, 'relay');
    t.controller.getInputProps().onBlur();
    vi.advanceTimersByTime(150);
    t.controller.getInputProps().onFocus();
    vi.advanceTimersByTime(1000);
    expect(t.controller.state.value.open).toBe(true);
  });

  it('honours a custom close delay', async () => {
    const t = setup({ closeDelayMs: 50 });
    await searchFor(t, 'relay');
    t.controller.getInputProps().onBlur();
    vi.advanceTimersByTime(50);
    expect(t.controller.state.value.open).toBe(false);
  });
});

describe('createSearchController: popular searches', () => {
  it('shows the popular searches in an empty focused box on mobile', () => {
    const t = setup({ mobile: true });
    expect(t.controller.popularSearches).toEqual(POPULAR_SEARCHES);
    expect(t.controller.state.value.view).toBe('closed');
    t.controller.getInputProps().onFocus();
    expect(t.controller.state.value).toMatchObject({ view: 'popular', open: true });
    t.type('  ');
    expect(t.controller.state.value.view).toBe('popular');
    t.type('pl');
    expect(t.controller.state.value.view).toBe('closed');
    t.controller.getInputProps().onBlur();
    t.type('');
    vi.advanceTimersByTime(200);
    expect(t.controller.state.value.view).toBe('closed');
  });

  it('never shows them on desktop', () => {
    const t = setup();
    t.controller.getInputProps().onFocus();
    expect(t.controller.state.value).toMatchObject({ view: 'closed', open: false });
  });

  it('keyboard and click on a popular term submit it', () => {
    const t = setup({ mobile: true, popularSearches: ['Sensors', 'PLC'] });
    t.controller.getInputProps().onFocus();
    t.key('ArrowUp');
    expect(t.controller.state.value.activeIndex).toBe(1);
    expect(t.controller.getPopularItemProps({ term: 'PLC', index: 1 })['aria-selected']).toBe(true);
    t.key('Enter');
    expect(t.onSubmit).toHaveBeenCalledExactlyOnceWith('PLC');
    expect(t.controller.state.value).toMatchObject({ query: 'PLC', open: false });

    t.controller.getInputProps().onFocus();
    t.type('');
    t.controller.getPopularItemProps({ term: 'Sensors', index: 0 }).onClick();
    expect(t.onSubmit).toHaveBeenLastCalledWith('Sensors');
  });
});

describe('createSearchController: keyboard through the prop getters', () => {
  it('ArrowDown and ArrowUp move the active option and wrap', async () => {
    const t = setup();
    await searchFor(t, 'relay');
    const down = t.key('ArrowDown');
    expect(down.preventDefault).toHaveBeenCalled();
    expect(t.controller.state.value.activeIndex).toBe(0);
    expect(t.controller.getInputProps()['aria-activedescendant']).toBe('sk-search-option-0');
    t.key('ArrowDown');
    t.key('ArrowDown');
    expect(t.controller.state.value.activeIndex).toBe(2);
    t.key('ArrowDown');
    expect(t.controller.state.value.activeIndex).toBe(0);
    t.key('ArrowUp');
    expect(t.controller.state.value.activeIndex).toBe(2);
    expect(t.controller.getItemProps({ item: item(3), index: 2 })['aria-selected']).toBe(true);
    expect(t.controller.getItemProps({ item: item(1), index: 0 })['aria-selected']).toBe(false);
  });

  it('ArrowUp from no active option goes to the last one', async () => {
    const t = setup();
    await searchFor(t, 'relay');
    t.key('ArrowUp');
    expect(t.controller.state.value.activeIndex).toBe(2);
  });

  it('arrows do nothing useful without options', async () => {
    const t = setup();
    await searchFor(t, 'zzz', { suggestions: [], total: 0 });
    t.key('ArrowDown');
    expect(t.controller.state.value.activeIndex).toBe(-1);
    expect(t.controller.getInputProps()['aria-activedescendant']).toBeUndefined();
  });

  it('Enter selects the active suggestion and closes the panel', async () => {
    const t = setup();
    await searchFor(t, 'relay');
    t.key('ArrowDown');
    t.key('ArrowDown');
    const enter = t.key('Enter');
    expect(enter.preventDefault).toHaveBeenCalled();
    expect(t.onSelect).toHaveBeenCalledExactlyOnceWith(item(2));
    expect(t.onSubmit).not.toHaveBeenCalled();
    expect(t.controller.state.value).toMatchObject({ open: false, activeIndex: -1 });
    expect(t.controller.getInputProps()['aria-activedescendant']).toBeUndefined();
  });

  it('Enter without an active option submits the trimmed query', async () => {
    const t = setup();
    await searchFor(t, ' relay ');
    t.key('Enter');
    expect(t.onSelect).not.toHaveBeenCalled();
    expect(t.onSubmit).toHaveBeenCalledExactlyOnceWith('relay');
    expect(t.controller.state.value).toMatchObject({ query: 'relay', open: false });
  });

  it('Escape closes the panel and clears the active option; ArrowDown reopens it', async () => {
    const t = setup();
    await searchFor(t, 'relay');
    t.key('ArrowDown');
    const escapeEvent = t.key('Escape');
    expect(escapeEvent.preventDefault).toHaveBeenCalled();
    expect(t.controller.state.value).toMatchObject({ open: false, activeIndex: -1 });
    expect(t.controller.getInputProps()['aria-expanded']).toBe(false);
    // Escape on a closed panel is left to the page.
    expect(t.key('Escape').preventDefault).not.toHaveBeenCalled();
    t.key('ArrowDown');
    expect(t.controller.state.value).toMatchObject({ open: true, activeIndex: 0 });
  });

  it('Enter on a closed panel submits instead of selecting', async () => {
    const t = setup();
    await searchFor(t, 'relay');
    t.key('ArrowDown');
    t.key('Escape');
    t.key('Enter');
    expect(t.onSelect).not.toHaveBeenCalled();
    expect(t.onSubmit).toHaveBeenCalledWith('relay');
  });

  it('other keys are ignored', async () => {
    const t = setup();
    await searchFor(t, 'relay');
    const event = t.key('a');
    expect(event.preventDefault).not.toHaveBeenCalled();
    expect(t.controller.state.value.open).toBe(true);
  });

  it('pointer: hover activates, click selects, mousedown in the list keeps the focus', async () => {
    const t = setup();
    await searchFor(t, 'relay');
    const props = t.controller.getItemProps({ item: item(3), index: 2 });
    props.onMouseMove();
    props.onMouseMove();
    expect(t.controller.state.value.activeIndex).toBe(2);
    const mouseDown = { preventDefault: vi.fn() };
    t.controller.getListProps().onMouseDown(mouseDown);
    expect(mouseDown.preventDefault).toHaveBeenCalled();
    props.onClick();
    expect(t.onSelect).toHaveBeenCalledExactlyOnceWith(item(3));
  });
});

describe('createSearchController: submit', () => {
  it('does nothing for an empty or blank query', () => {
    const t = setup();
    t.type('   ');
    const enter = t.key('Enter');
    expect(enter.preventDefault).toHaveBeenCalled();
    expect(t.controller.submit()).toBeNull();
    expect(t.controller.submit('  ')).toBeNull();
    expect(t.onSubmit).not.toHaveBeenCalled();
    expect(t.controller.state.value.query).toBe('   ');
  });

  it('returns the trimmed query, closes the panel and cancels the pending search', () => {
    const t = setup();
    t.controller.getInputProps().onFocus();
    t.type('servo');
    expect(t.controller.submit(' servo drive ')).toBe('servo drive');
    vi.advanceTimersByTime(1000);
    expect(t.search).not.toHaveBeenCalled();
    expect(t.controller.state.value).toMatchObject({
      query: 'servo drive',
      open: false,
      status: 'idle',
    });
  });

  it('aborts the request in flight', () => {
    const t = setup();
    t.type('servo');
    vi.advanceTimersByTime(300);
    t.controller.submit();
    expect(t.calls[0]?.signal.aborted).toBe(true);
  });
});

describe('createSearchController: prop getters', () => {
  it('returns the ARIA 1.2 combobox attributes with stable ids', async () => {
    const t = setup({ id: 'hdr' });
    expect(t.controller.getLabelProps()).toEqual({ id: 'hdr-label', htmlFor: 'hdr-input' });
    const closed = t.controller.getInputProps();
    expect(closed).toMatchObject({
      id: 'hdr-input',
      role: 'combobox',
      value: '',
      autoComplete: 'off',
      'aria-autocomplete': 'list',
      'aria-expanded': false,
      'aria-controls': 'hdr-list',
      'aria-activedescendant': undefined,
    });
    expect(t.controller.getListProps()).toMatchObject({
      id: 'hdr-list',
      role: 'listbox',
      'aria-labelledby': 'hdr-label',
    });
    await searchFor(t, 'relay');
    t.key('ArrowDown');
    expect(t.controller.getInputProps()).toMatchObject({
      value: 'relay',
      'aria-expanded': true,
      'aria-activedescendant': 'hdr-option-0',
    });
    expect(t.controller.getItemProps({ item: item(1), index: 0 })).toMatchObject({
      id: 'hdr-option-0',
      role: 'option',
      'aria-selected': true,
    });
  });

  it('setQuery and close work without the getters', async () => {
    const t = setup();
    t.controller.setQuery('hmi');
    vi.advanceTimersByTime(300);
    expect(t.calls[0]?.query).toBe('hmi');
    t.calls[0]?.resolve({ suggestions: [item(1)], total: 1 });
    await vi.runAllTimersAsync();
    expect(t.controller.state.value.open).toBe(true);
    t.controller.close();
    expect(t.controller.state.value.open).toBe(false);
    t.controller.select(item(1));
    expect(t.onSelect).toHaveBeenCalledWith(item(1));
  });
});

describe('createSearchController: dispose', () => {
  it('clears the timers and aborts the request in flight', async () => {
    const t = setup();
    await searchFor(t, 'relay');
    t.type('relays');
    vi.advanceTimersByTime(300);
    t.type('relay switch');
    t.controller.getInputProps().onBlur();
    t.controller.dispose();
    expect(t.calls[1]?.signal.aborted).toBe(true);
    vi.advanceTimersByTime(1000);
    expect(t.search).toHaveBeenCalledTimes(2);
    t.calls[1]?.resolve({ suggestions: [item(9)], total: 1 });
    await vi.runAllTimersAsync();
    expect(t.controller.state.value.suggestions).not.toContainEqual(item(9));
    expect(t.controller.state.value.status).toBe('loading');
  });

  it('works without callbacks', async () => {
    const controller = createSearchController<Item>({
      search: () => Promise.reject(new Error('x')),
    });
    controller.getInputProps().onFocus();
    controller.setQuery('relay');
    await vi.advanceTimersByTimeAsync(300);
    expect(controller.state.value.status).toBe('error');
    controller.select(item(1));
    expect(controller.submit('relay')).toBe('relay');
  });
});
