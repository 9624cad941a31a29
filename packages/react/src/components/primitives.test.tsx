import { act, fireEvent, render, renderHook, screen } from '@testing-library/react';
import { createRef, type MouseEvent, type Ref } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { composeEventHandlers, composeRefs, createPartContext, Slot } from './primitives';
import { useControllableState } from './useControllableState';

describe('composeEventHandlers', () => {
  it("runs the user's handler first, then the component's", () => {
    const calls: string[] = [];
    const handler = composeEventHandlers<{ defaultPrevented: boolean }>(
      () => calls.push('theirs'),
      () => calls.push('ours'),
    );
    handler({ defaultPrevented: false });
    expect(calls).toEqual(['theirs', 'ours']);
  });

  it("skips the component's handler when the user's prevented the default", () => {
    const ours = vi.fn();
    const handler = composeEventHandlers((event: MouseEvent) => event.preventDefault(), ours);
    render(
      <button type="button" onClick={handler}>
        Go
      </button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(ours).not.toHaveBeenCalled();
  });
});

describe('composeRefs', () => {
  it('sets object and callback refs, and clears them on unmount', () => {
    const object = createRef<HTMLSpanElement>();
    const seen: (HTMLSpanElement | null)[] = [];
    const { unmount } = render(<span ref={composeRefs(object, (node) => void seen.push(node))} />);
    expect(object.current).toBeInstanceOf(HTMLSpanElement);
    expect(seen).toEqual([object.current]);
    unmount();
    expect(object.current).toBeNull();
    expect(seen.at(-1)).toBeNull();
  });

  it("runs a callback ref's cleanup (React 19) and clears the other refs then", () => {
    const object = createRef<HTMLSpanElement>();
    const cleanup = vi.fn();
    const { unmount } = render(<span ref={composeRefs<HTMLSpanElement>(object, () => cleanup)} />);
    expect(object.current).toBeInstanceOf(HTMLSpanElement);
    unmount();
    expect(cleanup).toHaveBeenCalledTimes(1);
    expect(object.current).toBeNull();
  });
});

describe('Slot', () => {
  it("renders its child with the slot's props merged in: classes join, styles merge, the child's win", () => {
    render(
      <Slot
        className="slot"
        style={{ color: 'red', margin: 0 }}
        title="slot"
        aria-describedby="a b"
        data-state="open"
      >
        <a
          href="/x"
          className="child"
          style={{ color: 'blue' }}
          title="child"
          aria-describedby="b c"
        >
          Datasheet
        </a>
      </Slot>,
    );
    const link = screen.getByRole('link', { name: 'Datasheet' });
    expect(link).toHaveClass('slot', 'child');
    expect(link).toHaveStyle({ color: 'rgb(0, 0, 255)', margin: '0px' });
    expect(link).toHaveAttribute('title', 'child');
    expect(link).toHaveAttribute('aria-describedby', 'b c a');
    expect(link).toHaveAttribute('data-state', 'open');
  });

  it("runs both click handlers, the child's first", () => {
    const calls: string[] = [];
    render(
      <Slot onClick={() => calls.push('slot')}>
        <button type="button" onClick={() => calls.push('child')}>
          Go
        </button>
      </Slot>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    expect(calls).toEqual(['child', 'slot']);
  });

  it("sets both its own ref and the child's", () => {
    const slotRef = createRef<HTMLElement>();
    const childRef = createRef<HTMLButtonElement>();
    render(
      <Slot ref={slotRef}>
        <button type="button" ref={childRef}>
          Go
        </button>
      </Slot>,
    );
    const button = screen.getByRole('button', { name: 'Go' });
    expect(slotRef.current).toBe(button);
    expect(childRef.current).toBe(button);
  });

  it('keeps a stable ref callback across renders (no detach and attach on each render)', () => {
    const seen: (HTMLElement | null)[] = [];
    const ref: Ref<HTMLElement> = (node) => void seen.push(node);
    const { rerender } = render(
      <Slot ref={ref} title="1">
        <span>Text</span>
      </Slot>,
    );
    rerender(
      <Slot ref={ref} title="2">
        <span>Text</span>
      </Slot>,
    );
    expect(seen).toHaveLength(1);
  });

  it('throws without a single element child, and renders nothing without children', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Slot>text</Slot>)).toThrow(/single React element child/);
    const { container } = render(<Slot />);
    expect(container).toBeEmptyDOMElement();
    vi.restoreAllMocks();
  });
});

describe('useControllableState', () => {
  it('keeps its own value when uncontrolled and reports each committed change', () => {
    const onChange = vi.fn();
    const { result } = renderHook(() => useControllableState({ defaultProp: 1, onChange }));
    expect(result.current[0]).toBe(1);
    expect(onChange).not.toHaveBeenCalled();
    act(() => result.current[1]((value) => value + 1));
    expect(result.current[0]).toBe(2);
    expect(onChange).toHaveBeenCalledExactlyOnceWith(2);
  });

  it('follows the prop when controlled, reporting a different value without keeping it', () => {
    const onChange = vi.fn();
    const { result, rerender } = renderHook(
      ({ value }) => useControllableState({ prop: value, defaultProp: 0, onChange }),
      { initialProps: { value: 5 } },
    );
    act(() => result.current[1](5));
    expect(onChange).not.toHaveBeenCalled();
    act(() => result.current[1]((value) => value + 1));
    expect(onChange).toHaveBeenCalledExactlyOnceWith(6);
    expect(result.current[0]).toBe(5);
    rerender({ value: 6 });
    expect(result.current[0]).toBe(6);
  });
});

describe('createPartContext', () => {
  it("throws 'X.Part must be used within X.Root' outside its provider", () => {
    const [, usePart] = createPartContext<{ open: boolean }>('Menu', 'Root');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => renderHook(() => usePart('Item'))).toThrow(
      'Menu.Item must be used within Menu.Root',
    );
    vi.restoreAllMocks();
  });

  it('gives the parts the value of the nearest provider', () => {
    const [Context, usePart] = createPartContext<{ open: boolean }>('Menu', 'Root');
    const { result } = renderHook(() => usePart('Item'), {
      wrapper: ({ children }) => (
        <Context.Provider value={{ open: true }}>{children}</Context.Provider>
      ),
    });
    expect(result.current).toEqual({ open: true });
  });
});
