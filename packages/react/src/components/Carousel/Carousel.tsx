import { BANNER_INTERVAL_MS, contentMessages, createTranslator } from '@storefront-kit/core';
import {
  type ComponentPropsWithoutRef,
  forwardRef,
  useContext,
  useEffect,
  useId,
  useMemo,
  useRef,
} from 'react';
import { type UseCarouselResult, useCarousel } from '../../hooks/useCarousel';
import { StorefrontContext } from '../../provider/StorefrontContext';
import { composeEventHandlers, createPartContext, Slot } from '../primitives';

interface CarouselContextValue extends UseCarouselResult {
  readonly viewportId: string;
  readonly t: ReturnType<typeof createTranslator<typeof contentMessages>>;
}

const [CarouselContext, useCarouselContext] = createPartContext<CarouselContextValue>(
  'Carousel',
  'Root',
);

export interface CarouselRootProps extends ComponentPropsWithoutRef<'section'> {
  /** Number of slides; render one `Carousel.Slide` per index. */
  count: number;
  /** Autoplay delay in ms (banner 5000, testimonials `TESTIMONIAL_INTERVAL_MS` 6000). @default 5000 */
  interval?: number;
  /** Advance by itself (never under `prefers-reduced-motion: reduce`). @default true */
  autoplay?: boolean;
  /** Wrap from the last slide to the first and back (spec: the index wraps). @default true */
  wrap?: boolean;
  /** The slide shown first. @default 0 */
  defaultIndex?: number;
  /** Called with the new index whenever the slide changes (arrows, dots or autoplay). */
  onIndexChange?: (index: number) => void;
  /** Render the child element instead of a `section`, merging props. @default false */
  asChild?: boolean;
}

/**
 * The carousel (spec 1 §2: banner and testimonials). A region with
 * `aria-roledescription="carousel"` (give it an `aria-label`); autoplay pauses while the
 * pointer is over it or focus is inside it. `data-state`: 'playing' | 'paused' | 'idle'.
 *
 * @example
 * <Carousel.Root aria-label="Offers" count={banners.length}>
 *   <Carousel.Viewport>
 *     {banners.map((b, i) => <Carousel.Slide key={b.id} index={i}>{b.title}</Carousel.Slide>)}
 *   </Carousel.Viewport>
 *   <Carousel.Prev>‹</Carousel.Prev><Carousel.Next>›</Carousel.Next><Carousel.Dots />
 * </Carousel.Root>
 */
const Root = forwardRef<HTMLElement, CarouselRootProps>(function CarouselRoot(
  {
    count,
    interval = BANNER_INTERVAL_MS,
    autoplay = true,
    wrap = true,
    defaultIndex,
    onIndexChange,
    asChild = false,
    ...props
  },
  ref,
) {
  const carousel = useCarousel({ count, interval, autoplay, wrap, defaultIndex });
  const viewportId = useId();
  const storefront = useContext(StorefrontContext);
  const overrides = storefront?.messages;
  const t = useMemo(() => createTranslator(contentMessages, overrides), [overrides]);

  const reported = useRef(carousel.index);
  const onIndexChangeRef = useRef(onIndexChange);
  useEffect(() => {
    onIndexChangeRef.current = onIndexChange;
  });
  useEffect(() => {
    if (reported.current === carousel.index) return;
    reported.current = carousel.index;
    onIndexChangeRef.current?.(carousel.index);
  }, [carousel.index]);

  const Comp = asChild ? Slot : 'section';
  return (
    <CarouselContext.Provider value={{ ...carousel, viewportId, t }}>
      <Comp
        aria-roledescription={t('home.carouselRole')}
        data-state={carousel.status}
        {...props}
        ref={ref}
        onPointerEnter={composeEventHandlers(props.onPointerEnter, () => carousel.pause('hover'))}
        onPointerLeave={composeEventHandlers(props.onPointerLeave, () => carousel.resume('hover'))}
        onFocus={composeEventHandlers(props.onFocus, () => carousel.pause('focus'))}
        onBlur={composeEventHandlers(props.onBlur, (event) => {
          const next = event.relatedTarget;
          if (!(next instanceof Node && event.currentTarget.contains(next))) {
            carousel.resume('focus');
          }
        })}
      />
    </CarouselContext.Provider>
  );
});

export interface CarouselViewportProps extends ComponentPropsWithoutRef<'div'> {
  asChild?: boolean;
}

/**
 * Holds the slides. A live region that is silent while autoplay runs (`aria-live="off"`) and
 * polite once paused or idle, so a change the shopper makes is announced.
 */
const Viewport = forwardRef<HTMLDivElement, CarouselViewportProps>(function CarouselViewport(
  { asChild = false, ...props },
  ref,
) {
  const { viewportId, status } = useCarouselContext('Viewport');
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      id={viewportId}
      aria-live={status === 'playing' ? 'off' : 'polite'}
      data-state={status}
      {...props}
      ref={ref}
    />
  );
});

export interface CarouselSlideProps extends ComponentPropsWithoutRef<'div'> {
  /** This slide's position, 0-based. */
  index: number;
  /**
   * Keep an inactive slide rendered visibly (for sliding animations styled on `data-state`);
   * it stays `inert`. Without it an inactive slide is `hidden`.
   * @default false
   */
  forceMount?: boolean;
  asChild?: boolean;
}

/**
 * One slide: `role="group"`, `aria-roledescription="slide"`, labelled '{n} of {count}'
 * (override with `aria-label`). `data-state`: 'active' | 'inactive'.
 */
const Slide = forwardRef<HTMLDivElement, CarouselSlideProps>(function CarouselSlide(
  { index, forceMount = false, asChild = false, ...props },
  ref,
) {
  const { index: current, count, t } = useCarouselContext('Slide');
  const active = index === current;
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp
      role="group"
      aria-roledescription={t('home.slideRole')}
      aria-label={t('home.slideLabel', { index: index + 1, count })}
      data-state={active ? 'active' : 'inactive'}
      hidden={!active && !forceMount}
      inert={!active}
      {...props}
      ref={ref}
    />
  );
});

export interface CarouselArrowProps extends ComponentPropsWithoutRef<'button'> {
  asChild?: boolean;
}

function useArrow(
  part: 'Prev' | 'Next',
  { asChild = false, ...props }: CarouselArrowProps,
  ref: React.ForwardedRef<HTMLButtonElement>,
) {
  const carousel = useCarouselContext(part);
  const enabled = part === 'Prev' ? carousel.canPrev : carousel.canNext;
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      aria-label={carousel.t(part === 'Prev' ? 'home.previous' : 'home.next')}
      aria-controls={carousel.viewportId}
      disabled={!enabled}
      data-disabled={enabled ? undefined : ''}
      {...props}
      ref={ref}
      onClick={composeEventHandlers(props.onClick, () => {
        if (part === 'Prev') carousel.prev();
        else carousel.next();
      })}
    />
  );
}

/** The previous arrow ('Previous'); disabled with 1 slide or fewer. */
const Prev = forwardRef<HTMLButtonElement, CarouselArrowProps>(function CarouselPrev(props, ref) {
  return useArrow('Prev', props, ref);
});

/** The next arrow ('Next'); disabled with 1 slide or fewer. */
const Next = forwardRef<HTMLButtonElement, CarouselArrowProps>(function CarouselNext(props, ref) {
  return useArrow('Next', props, ref);
});

export interface CarouselDotsProps extends ComponentPropsWithoutRef<'div'> {
  asChild?: boolean;
}

/** The dots: one `Carousel.Dot` per slide unless you render your own as children. */
const Dots = forwardRef<HTMLDivElement, CarouselDotsProps>(function CarouselDots(
  { asChild = false, children, ...props },
  ref,
) {
  const { count } = useCarouselContext('Dots');
  const Comp = asChild ? Slot : 'div';
  return (
    <Comp {...props} ref={ref}>
      {children ??
        Array.from({ length: count }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a dot is identified by its position
          <Dot key={index} index={index} />
        ))}
    </Comp>
  );
});

export interface CarouselDotProps extends ComponentPropsWithoutRef<'button'> {
  /** The slide this dot shows, 0-based. */
  index: number;
  asChild?: boolean;
}

/**
 * A dot: a button labelled 'Go to slide {n}', `aria-current="true"` on the shown slide,
 * `data-state` 'active' | 'inactive'.
 */
const Dot = forwardRef<HTMLButtonElement, CarouselDotProps>(function CarouselDot(
  { index, asChild = false, ...props },
  ref,
) {
  const carousel = useCarouselContext('Dot');
  const active = carousel.index === index;
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      type={asChild ? undefined : 'button'}
      aria-label={carousel.t('home.goToSlide', { index: index + 1 })}
      aria-controls={carousel.viewportId}
      aria-current={active ? 'true' : undefined}
      data-state={active ? 'active' : 'inactive'}
      {...props}
      ref={ref}
      onClick={composeEventHandlers(props.onClick, () => carousel.goTo(index))}
    />
  );
});

/**
 * Headless carousel parts: `Root`, `Viewport`, `Slide`, `Prev`, `Next`, `Dots`, `Dot`.
 * Behaviour (autoplay, wrap, pause reasons) comes from core's carousel controller.
 */
export const Carousel = { Root, Viewport, Slide, Prev, Next, Dots, Dot };
