import { act } from '@testing-library/react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { useHydrated } from './useHydrated';

let root: Root | undefined;
let container: HTMLElement | undefined;
afterEach(() => {
  act(() => root?.unmount());
  container?.remove();
  root = undefined;
});

function mount(html = '') {
  container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** Records what each render of it saw. */
function Probe({ seen }: { seen: boolean[] }) {
  const hydrated = useHydrated();
  seen.push(hydrated);
  return <p>{hydrated ? 'client' : 'server'}</p>;
}

describe('useHydrated', () => {
  it('is false in a server render', () => {
    const seen: boolean[] = [];
    expect(renderToString(<Probe seen={seen} />)).toBe('<p>server</p>');
    expect(seen).toEqual([false]);
  });

  it('is true from the first render of a page rendered only in the browser', () => {
    const seen: boolean[] = [];
    const element = mount();
    act(() => {
      root = createRoot(element);
      root.render(<Probe seen={seen} />);
    });
    expect(element.innerHTML).toBe('<p>client</p>');
    expect(seen).toEqual([true]);
  });

  it('is false while a server-rendered page hydrates (no mismatch), true right after', async () => {
    const seen: boolean[] = [];
    const element = mount(renderToString(<Probe seen={[]} />));
    const errors: unknown[] = [];
    await act(async () => {
      root = hydrateRoot(element, <Probe seen={seen} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors).toEqual([]);
    expect(element.innerHTML).toBe('<p>client</p>');
    expect(seen[0]).toBe(false);
    expect(seen.at(-1)).toBe(true);
    expect(seen.filter((value) => !value)).toEqual([false]);
  });
});
