import { BANNER_INTERVAL_MS, contentMessages, shopperMessage } from '@storefront-kit/core';
import { Carousel, useBanners, useStorefront, useTranslator } from '@storefront-kit/react';
import { Link } from 'react-router';
import { Icon } from '../../components/Icon';
import './Home.css';
import { HomeFailure } from './HomeFailure';
import { homeText } from './homeCopy';

/**
 * 1. The banner carousel: auto-advances every 5 s (held on hover, focus and reduced motion),
 * arrows and dots, wrapping; a skeleton while loading; 'Error: {message}' on failure.
 */
export function BannerCarousel() {
  const t = useTranslator(contentMessages);
  const { assetUrl, messages } = useStorefront();
  const banners = useBanners();
  if (banners.status === 'error' && !banners.data) {
    return (
      <section className="home-banner-state" aria-label={homeText('home.bannersLabel')}>
        <HomeFailure
          title={t('home.bannerError', { message: shopperMessage(banners.error.cause, messages) })}
        />
      </section>
    );
  }
  if (!banners.data) {
    return <div className="skeleton home-banner-skeleton" aria-hidden="true" />;
  }
  const list = banners.data;
  if (list.length === 0) return null;
  return (
    <Carousel.Root
      className="home-banner"
      aria-label={homeText('home.bannersLabel')}
      count={list.length}
      interval={BANNER_INTERVAL_MS}
    >
      <Carousel.Viewport className="home-banner-viewport">
        {list.map((banner, index) => (
          <Carousel.Slide key={banner.id} index={index} className="home-slide">
            <img
              className="home-slide-image"
              src={assetUrl(banner.image)}
              alt=""
              width={1600}
              height={600}
              loading={index === 0 ? 'eager' : 'lazy'}
              fetchPriority={index === 0 ? 'high' : 'auto'}
            />
            <div className="home-slide-text">
              {banner.badge ? <span className="home-slide-badge">{banner.badge}</span> : null}
              <h2 className="home-slide-title">{banner.title}</h2>
              {banner.subtitle ? <p className="home-slide-subtitle">{banner.subtitle}</p> : null}
              {banner.primaryButtonText && banner.link ? (
                <Link to={banner.link} className="button">
                  {banner.primaryButtonText}
                </Link>
              ) : null}
            </div>
          </Carousel.Slide>
        ))}
      </Carousel.Viewport>
      <Carousel.Prev className="home-arrow home-arrow-prev">
        <Icon name="chevronLeft" />
      </Carousel.Prev>
      <Carousel.Next className="home-arrow home-arrow-next">
        <Icon name="chevronRight" />
      </Carousel.Next>
      <Carousel.Dots className="home-dots" />
    </Carousel.Root>
  );
}
