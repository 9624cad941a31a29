import { BANNER_INTERVAL_MS, TESTIMONIAL_INTERVAL_MS } from '@storefront-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Carousel } from './Carousel';

const BANNERS = [
  { title: 'Safety relays in stock', subtitle: 'Ships in 24 hours', badge: 'New' },
  { title: 'PLC starter kits', subtitle: 'Up to 20% off this week', badge: 'Deal' },
  { title: 'Servo drives', subtitle: 'Talk to an automation expert' },
];

interface DemoProps {
  /** Number of slides to show (0, 1 or many). */
  slides: number;
  interval: number;
  autoplay: boolean;
  wrap: boolean;
  /** The page's own states around the carousel (spec: skeleton, 'Error: {message}'). */
  state: 'loaded' | 'loading' | 'error';
}

function BannerCarousel({ slides, interval, autoplay, wrap, state }: DemoProps) {
  if (state === 'loading')
    return <div aria-busy="true" style={{ height: 160, background: '#e5e7eb' }} />;
  if (state === 'error') return <p role="alert">Error: Failed to fetch banners</p>;
  const banners = Array.from({ length: slides }, (_, i) => BANNERS[i % BANNERS.length]);
  return (
    <Carousel.Root
      aria-label="Offers"
      count={banners.length}
      interval={interval}
      autoplay={autoplay}
      wrap={wrap}
      style={{ maxWidth: 480, fontFamily: 'sans-serif' }}
    >
      <Carousel.Viewport style={{ minHeight: 120, border: '1px solid #d1d5db', padding: 16 }}>
        {banners.map((banner, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: fixture slides repeat
          <Carousel.Slide key={i} index={i}>
            {banner?.badge && <strong>{banner.badge} </strong>}
            <h3>{banner?.title}</h3>
            <p>{banner?.subtitle}</p>
            <a href="#shop">Shop Now</a>
          </Carousel.Slide>
        ))}
        {banners.length === 0 && <p>No banners available.</p>}
      </Carousel.Viewport>
      <div style={{ display: 'flex', gap: 8, marginTop: 8 }}>
        <Carousel.Prev>‹ Previous</Carousel.Prev>
        <Carousel.Dots style={{ display: 'flex', gap: 4 }} />
        <Carousel.Next>Next ›</Carousel.Next>
      </div>
    </Carousel.Root>
  );
}

const meta = {
  title: 'Headless/Carousel',
  component: BannerCarousel,
  args: { slides: 3, interval: BANNER_INTERVAL_MS, autoplay: true, wrap: true, state: 'loaded' },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Banner: auto-advances every 5 s, wraps, pauses on hover and focus. */
export const Many: Story = {};
/** One slide: the arrows are disabled and nothing plays. */
export const OneSlide: Story = { args: { slides: 1 } };
/** No slides: arrows disabled, no dots. */
export const Empty: Story = { args: { slides: 0 } };
/** Testimonials: every 6 s. */
export const Testimonials: Story = { args: { interval: TESTIMONIAL_INTERVAL_MS } };
/** Without wrap-around the arrows disable at both ends. */
export const NoWrap: Story = { args: { wrap: false, autoplay: false } };
/** The page shows a skeleton while banners load. */
export const Loading: Story = { args: { state: 'loading' } };
/** The page shows the spec's failure text. */
export const Failed: Story = { args: { state: 'error' } };
