import { renderWithProvider } from '@storefront-kit/test-utils/react';
import { shop } from '@storefront-kit/test-utils/shop';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { BackToTop } from './BackToTop';

let frames: FrameRequestCallback[] = [];

/** Scrolls the window to `y` and runs the pending animation frame. */
function scrollTo(y: number, { flush = true } = {}) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  fireEvent.scroll(window);
  if (flush) flushFrames();
}
function flushFrames() {
  const pending = frames;
  frames = [];
  act(() => {
    for (const frame of pending) frame(0);
  });
}

beforeEach(() => {
  frames = [];
  vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
  vi.spyOn(window, 'cancelAnimationFrame').mockImplementation(() => {});
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});
afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
});

// By its label: a hidden control has no accessible name to find it by role.
const button = () => screen.getByLabelText('Back to top');

describe('BackToTop', () => {
  it('is hidden until the page scrolls past 300 px', async () => {
    const { container } = render(<BackToTop>↑</BackToTop>);
    expect(button()).toHaveAttribute('data-state', 'hidden');
    expect(button()).not.toBeVisible();
    scrollTo(300);
    expect(button()).toHaveAttribute('data-state', 'hidden');
    scrollTo(301);
    expect(screen.getByRole('button', { name: 'Back to top' })).toHaveAttribute(
      'data-state',
      'visible',
    );
    expect(button()).toBeVisible();
    expect(await axe(container)).toHaveNoViolations();
    scrollTo(10);
    expect(button()).not.toBeVisible();
  });

  it('reads the scroll position at most once per animation frame', () => {
    render(<BackToTop />);
    scrollTo(100, { flush: false });
    scrollTo(200, { flush: false });
    scrollTo(500, { flush: false });
    expect(frames).toHaveLength(1);
    flushFrames();
    expect(button()).toHaveAttribute('data-state', 'visible');
    scrollTo(600, { flush: false });
    expect(frames).toHaveLength(1);
  });

  it('scrolls smoothly to the top on click and from the keyboard', async () => {
    const user = userEvent.setup();
    render(<BackToTop />);
    scrollTo(900);
    await user.click(button());
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
    await user.keyboard('{Enter}');
    expect(window.scrollTo).toHaveBeenCalledTimes(2);
  });

  it('jumps at once under prefers-reduced-motion: reduce', async () => {
    const user = userEvent.setup();
    vi.stubGlobal(
      'matchMedia',
      vi.fn((media: string) => ({ matches: media === '(prefers-reduced-motion: reduce)', media })),
    );
    render(<BackToTop />);
    scrollTo(900);
    await user.click(button());
    expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });

  it('uses a custom threshold', () => {
    render(<BackToTop threshold={1000} />);
    scrollTo(900);
    expect(button()).toHaveAttribute('data-state', 'hidden');
    scrollTo(1001);
    expect(button()).toHaveAttribute('data-state', 'visible');
  });

  it('with forceMount stays rendered but out of reach while hidden', async () => {
    const { container } = render(<BackToTop forceMount />);
    expect(button()).not.toHaveAttribute('hidden');
    expect(button()).toHaveAttribute('aria-hidden', 'true');
    expect(button()).toHaveAttribute('tabindex', '-1');
    expect(await axe(container)).toHaveNoViolations();
    scrollTo(400);
    expect(button()).not.toHaveAttribute('aria-hidden');
    expect(button()).not.toHaveAttribute('tabindex');
  });

  it('skips its own handler when a user handler prevents the default', async () => {
    const user = userEvent.setup();
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    render(<BackToTop onClick={onClick} />);
    scrollTo(400);
    await user.click(button());
    expect(onClick).toHaveBeenCalledOnce();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('renders onto its child with asChild', async () => {
    const user = userEvent.setup();
    render(
      <BackToTop asChild>
        <a href="#top">Top</a>
      </BackToTop>,
    );
    scrollTo(400);
    const link = screen.getByRole('link', { name: 'Back to top' });
    expect(link).not.toHaveAttribute('type');
    expect(link).toHaveAttribute('data-state', 'visible');
    await user.click(link);
    expect(window.scrollTo).toHaveBeenCalledOnce();
  });

  it('stops listening on unmount', () => {
    const { unmount } = render(<BackToTop />);
    scrollTo(400, { flush: false });
    unmount();
    expect(window.cancelAnimationFrame).toHaveBeenCalledWith(1);
    scrollTo(500, { flush: false });
    expect(frames).toHaveLength(1);
  });

  it("uses the embedder's label override", () => {
    const storefront = shop({ messages: { 'listing.backToTop': 'Upar jaayein' } });
    renderWithProvider(<BackToTop />, { storefront });
    expect(screen.getByLabelText('Upar jaayein')).toHaveAttribute('data-state', 'hidden');
  });
});
