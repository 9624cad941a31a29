import {
  advance,
  fakeTimersInEachTest,
  renderWithProvider,
  setupUser,
} from '@storefront-kit/test-utils/react';
import { shop } from '@storefront-kit/test-utils/shop';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { Carousel, type CarouselRootProps } from './Carousel';

/** A controllable `prefers-reduced-motion` media query (jsdom has no matchMedia). */
function stubReducedMotion(matches: boolean) {
  const listeners = new Set<() => void>();
  const query = {
    matches,
    media: '(prefers-reduced-motion: reduce)',
    addEventListener: (_: 'change', listener: () => void) => listeners.add(listener),
    removeEventListener: (_: 'change', listener: () => void) => listeners.delete(listener),
  };
  vi.stubGlobal(
    'matchMedia',
    vi.fn(() => query),
  );
  return {
    set(next: boolean) {
      query.matches = next;
      for (const listener of listeners) listener();
    },
    listeners,
  };
}

function Banner({ slides = 3, ...props }: Partial<CarouselRootProps> & { slides?: number }) {
  return (
    <Carousel.Root aria-label="Offers" count={slides} {...props}>
      <Carousel.Viewport data-testid="viewport">
        {Array.from({ length: slides }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed fixture slides
          <Carousel.Slide key={i} index={i}>
            <a href={`/offer/${i + 1}`}>Offer {i + 1}</a>
          </Carousel.Slide>
        ))}
      </Carousel.Viewport>
      <Carousel.Prev>‹</Carousel.Prev>
      <Carousel.Next>›</Carousel.Next>
      <Carousel.Dots />
    </Carousel.Root>
  );
}

const region = () => screen.getByRole('region', { name: 'Offers' });
const shown = () => screen.getAllByRole('group').find((slide) => !slide.hidden);

// Fake timers in every test; also restores the stubbed matchMedia after each.
fakeTimersInEachTest();

describe('Carousel', () => {
  it('is an accessible carousel of labelled slides with arrows and dots', async () => {
    vi.useRealTimers();
    const { container } = render(<Banner />);
    expect(region()).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = screen.getAllByRole('group', { hidden: true });
    expect(slides.map((s) => s.getAttribute('aria-label'))).toEqual(['1 of 3', '2 of 3', '3 of 3']);
    expect(slides.map((s) => s.getAttribute('aria-roledescription'))).toEqual([
      'slide',
      'slide',
      'slide',
    ]);
    expect(slides.map((s) => s.dataset.state)).toEqual(['active', 'inactive', 'inactive']);
    expect(slides.map((s) => s.hidden)).toEqual([false, true, true]);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute(
      'aria-controls',
      screen.getByTestId('viewport').id,
    );
    expect(screen.getByRole('button', { name: 'Go to slide 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).not.toHaveAttribute(
      'aria-current',
    );
    expect(await axe(container)).toHaveNoViolations();
  });

  it('auto-advances every 5 s, wraps, and keeps the live region silent while playing', () => {
    render(<Banner />);
    expect(region()).toHaveAttribute('data-state', 'playing');
    expect(screen.getByTestId('viewport')).toHaveAttribute('aria-live', 'off');
    advance(4999);
    expect(shown()).toHaveAccessibleName('1 of 3');
    advance(1);
    expect(shown()).toHaveAccessibleName('2 of 3');
    advance(10_000);
    expect(shown()).toHaveAccessibleName('1 of 3');
  });

  it('uses the given interval (testimonials: 6 s) and reports index changes', () => {
    const onIndexChange = vi.fn();
    render(<Banner interval={6000} onIndexChange={onIndexChange} />);
    advance(5000);
    expect(onIndexChange).not.toHaveBeenCalled();
    advance(1000);
    expect(onIndexChange).toHaveBeenCalledExactlyOnceWith(1);
  });

  it('pauses while hovered and resumes with a full interval when the pointer leaves', async () => {
    const user = setupUser();
    render(<Banner />);
    await user.hover(screen.getByTestId('viewport'));
    expect(region()).toHaveAttribute('data-state', 'paused');
    expect(screen.getByTestId('viewport')).toHaveAttribute('aria-live', 'polite');
    advance(20_000);
    expect(shown()).toHaveAccessibleName('1 of 3');
    await user.unhover(screen.getByTestId('viewport'));
    expect(region()).toHaveAttribute('data-state', 'playing');
    advance(5000);
    expect(shown()).toHaveAccessibleName('2 of 3');
  });

  it('pauses while focus is inside and resumes when focus leaves', async () => {
    const user = setupUser();
    render(
      <>
        <Banner />
        <button type="button">Outside</button>
      </>,
    );
    await user.tab(); // the visible slide's link
    expect(screen.getByRole('link', { name: 'Offer 1' })).toHaveFocus();
    expect(region()).toHaveAttribute('data-state', 'paused');
    await user.tab(); // Previous: focus moves within, still paused
    expect(region()).toHaveAttribute('data-state', 'paused');
    advance(20_000);
    expect(shown()).toHaveAccessibleName('1 of 3');
    act(() => screen.getByRole('button', { name: 'Outside' }).focus());
    expect(region()).toHaveAttribute('data-state', 'playing');
    advance(5000);
    expect(shown()).toHaveAccessibleName('2 of 3');
  });

  it('moves with the arrows and dots from the keyboard, wrapping both ways', async () => {
    const user = setupUser();
    render(<Banner autoplay={false} />);
    expect(region()).toHaveAttribute('data-state', 'idle');
    screen.getByRole('button', { name: 'Previous' }).focus();
    await user.keyboard('{Enter}');
    expect(shown()).toHaveAccessibleName('3 of 3');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    await user.keyboard(' ');
    expect(shown()).toHaveAccessibleName('1 of 3');
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(shown()).toHaveAccessibleName('2 of 3');
    expect(screen.getByRole('button', { name: 'Go to slide 2' })).toHaveAttribute(
      'data-state',
      'active',
    );
    await user.click(screen.getByRole('button', { name: 'Go to slide 3' }));
    expect(shown()).toHaveAccessibleName('3 of 3');
  });

  it('stops at the ends without wrap-around', async () => {
    const user = setupUser();
    render(<Banner slides={2} wrap={false} autoplay={false} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveAttribute('data-disabled', '');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
  });

  it.each([0, 1])('disables the arrows and autoplay with %i slides', async (slides) => {
    vi.useRealTimers();
    const { container } = render(<Banner slides={slides} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(region()).toHaveAttribute('data-state', 'idle');
    expect(screen.queryAllByRole('button', { name: /Go to slide/ })).toHaveLength(slides);
    expect(await axe(container)).toHaveNoViolations();
  });

  it('does not autoplay under prefers-reduced-motion: reduce, and follows changes', () => {
    const motion = stubReducedMotion(true);
    const { unmount } = render(<Banner />);
    expect(region()).toHaveAttribute('data-state', 'paused');
    advance(20_000);
    expect(shown()).toHaveAccessibleName('1 of 3');
    act(() => motion.set(false));
    advance(5000);
    expect(shown()).toHaveAccessibleName('2 of 3');
    unmount();
    expect(motion.listeners.size).toBe(0);
  });

  it('pauses while the page is hidden', () => {
    render(<Banner />);
    const visibility = vi.spyOn(document, 'visibilityState', 'get').mockReturnValue('hidden');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(region()).toHaveAttribute('data-state', 'paused');
    visibility.mockReturnValue('visible');
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(region()).toHaveAttribute('data-state', 'playing');
  });

  it('stops its timer on unmount', () => {
    const { unmount } = render(<Banner />);
    expect(vi.getTimerCount()).toBe(1);
    unmount();
    expect(vi.getTimerCount()).toBe(0);
  });

  it('skips its own handler when a user handler prevents the default', async () => {
    const user = setupUser();
    const onClick = vi.fn((event: React.MouseEvent) => event.preventDefault());
    const onPointerEnter = vi.fn((event: React.PointerEvent) => event.preventDefault());
    render(
      <Carousel.Root aria-label="Offers" count={2} onPointerEnter={onPointerEnter}>
        <Carousel.Viewport>
          <Carousel.Slide index={0}>A</Carousel.Slide>
          <Carousel.Slide index={1}>B</Carousel.Slide>
        </Carousel.Viewport>
        <Carousel.Next onClick={onClick} />
        <Carousel.Dots>
          <Carousel.Dot index={1} onClick={(event) => event.preventDefault()} />
        </Carousel.Dots>
      </Carousel.Root>,
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Go to slide 2' }));
    expect(onClick).toHaveBeenCalledOnce();
    expect(onPointerEnter).toHaveBeenCalled();
    expect(shown()).toHaveAccessibleName('1 of 2');
    expect(region()).toHaveAttribute('data-state', 'paused'); // focus, not hover
  });

  it('renders its parts onto the child with asChild', async () => {
    const user = setupUser();
    render(
      <Carousel.Root asChild aria-label="Reviews" count={2} autoplay={false}>
        <div data-testid="root">
          <Carousel.Viewport asChild>
            <ul>
              <Carousel.Slide asChild index={0}>
                <li>First</li>
              </Carousel.Slide>
              <Carousel.Slide asChild index={1} forceMount>
                <li>Second</li>
              </Carousel.Slide>
            </ul>
          </Carousel.Viewport>
          <Carousel.Next asChild>
            <a href="#next">Forward</a>
          </Carousel.Next>
          <Carousel.Dots asChild>
            <nav aria-label="Slides" />
          </Carousel.Dots>
        </div>
      </Carousel.Root>,
    );
    const root = screen.getByTestId('root');
    expect(root.tagName).toBe('DIV');
    expect(root).toHaveAttribute('aria-roledescription', 'carousel');
    const items = screen.getAllByRole('group', { hidden: true });
    expect(items.map((item) => item.tagName)).toEqual(['LI', 'LI']);
    // forceMount keeps the inactive slide visible but inert.
    expect(items[1]).not.toHaveAttribute('hidden');
    expect(items[1]).toHaveAttribute('inert');
    const next = screen.getByRole('link', { name: 'Next' });
    expect(next).not.toHaveAttribute('type');
    await user.click(next);
    expect(items.map((item) => item.dataset.state)).toEqual(['inactive', 'active']);
    expect(screen.getByRole('navigation', { name: 'Slides' })).toBeEmptyDOMElement();
  });

  it("uses the embedder's message overrides for the labels", () => {
    vi.useRealTimers();
    const storefront = shop({
      messages: { 'home.next': 'Aage', 'home.goToSlide': 'Slide {index} dikhayein' },
    });
    renderWithProvider(<Banner />, { storefront });
    expect(screen.getByRole('button', { name: 'Aage' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Slide 2 dikhayein' })).toBeInTheDocument();
  });

  it('throws outside Carousel.Root', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Carousel.Next />)).toThrow(
      'Carousel.Next must be used within Carousel.Root',
    );
  });
});
