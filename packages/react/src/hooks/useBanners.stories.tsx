import { api, envelope, withStorefront } from '@storefront-kit/test-utils/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { useBanners } from './useBanners';
import { useMessages } from './useMessages';

/** A tiny home carousel: the states `useBanners` gives and how the home page shows them. */
function BannersDemo() {
  const t = useMessages();
  const banners = useBanners();
  if (banners.status === 'idle' || banners.status === 'loading') {
    return (
      <p aria-busy="true" data-state="loading">
        Loading banners…
      </p>
    );
  }
  if (banners.status === 'error') {
    return (
      <p role="alert" data-state="error">
        {t('home.bannerError', { message: banners.error.message })}
      </p>
    );
  }
  if (!banners.data.length) return <p data-state="empty">No promotions right now.</p>;
  return (
    <ul aria-label="Promotions" data-state={banners.status}>
      {banners.data.map((banner) => (
        <li key={banner.id}>
          {banner.badge && <span>{banner.badge} </span>}
          <strong>{banner.title}</strong>
          {banner.subtitle && <p>{banner.subtitle}</p>}
          {banner.link && <a href={banner.link}>{banner.primaryButtonText ?? banner.title}</a>}
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'Hooks/useBanners',
  component: BannersDemo,
  decorators: [withStorefront()],
} satisfies Meta<typeof BannersDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  parameters: {
    msw: { handlers: [http.get(api('banner/web/list/'), () => new Promise(() => {}))] },
  },
};

export const Full: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(api('banner/web/list/'), () =>
          HttpResponse.json(
            envelope([
              {
                _id: 'ban_1',
                image: '/media/banners/ban_home_festival.svg',
                badge: 'Festive Offer',
                title: 'Automation Festival Sale',
                subtitle: 'Up to 35% off sensors, relays and switchgear',
                primaryButtonText: 'Shop Now',
                primaryButtonLink: '/products',
              },
              { _id: 'ban_2', image: '/media/banners/ban_2.svg', name: 'PLC Week' },
            ]),
          ),
        ),
      ],
    },
  },
};

export const Empty: Story = {
  parameters: {
    msw: { handlers: [http.get(api('banner/web/list/'), () => HttpResponse.json(envelope([])))] },
  },
};

/** 'Error: Failed to fetch banners' (the server explained nothing). */
export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: [
        http.get(api('banner/web/list/'), () => HttpResponse.text('Bad Gateway', { status: 502 })),
      ],
    },
  },
};
