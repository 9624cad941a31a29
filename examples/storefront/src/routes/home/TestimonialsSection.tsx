import { contentMessages, TESTIMONIAL_INTERVAL_MS } from '@storefront-kit/core';
import { Carousel, Rating, useTestimonials, useTranslator } from '@storefront-kit/react';
import { Icon } from '../../components/Icon';
import './Home.css';
import { HomeFailure } from './HomeFailure';
import { homeText } from './homeCopy';

/**
 * 6. Testimonials: a carousel advancing every 6 s, arrows disabled with 1 or fewer; 'No
 * testimonials available at the moment.' when empty.
 */
export function TestimonialsSection() {
  const t = useTranslator(contentMessages);
  const testimonials = useTestimonials();
  const list = testimonials.data ?? [];
  return (
    // Not a region itself: the carousel inside is the region named by this heading.
    <div className="home-testimonials">
      <div className="container section">
        <h2 id="home-testimonials" className="section-title">
          {homeText('home.testimonialsTitle')}
        </h2>
        {testimonials.status === 'error' && !testimonials.data ? (
          <HomeFailure title={homeText('home.testimonialsFailed')} />
        ) : !testimonials.data ? (
          <div className="skeleton home-testimonial-skeleton" aria-hidden="true" />
        ) : list.length === 0 ? (
          <p className="notice">{t('home.noTestimonials')}</p>
        ) : (
          <Carousel.Root
            className="home-testimonial-carousel"
            aria-labelledby="home-testimonials"
            count={list.length}
            interval={TESTIMONIAL_INTERVAL_MS}
          >
            <Carousel.Viewport className="home-testimonial-viewport">
              {list.map((item, index) => (
                <Carousel.Slide key={item.id} index={index} className="home-testimonial">
                  <figure>
                    <Rating value={item.rating} className="home-stars" />
                    <blockquote className="home-quote">
                      <p>{item.testimonial}</p>
                    </blockquote>
                    <figcaption className="home-author">
                      <strong>{item.name}</strong>
                      <span>{[item.title, item.company].filter(Boolean).join(', ')}</span>
                    </figcaption>
                  </figure>
                </Carousel.Slide>
              ))}
            </Carousel.Viewport>
            <div className="home-testimonial-controls">
              <Carousel.Prev className="home-round-button">
                <Icon name="chevronLeft" />
              </Carousel.Prev>
              <Carousel.Dots className="home-dots-inline" />
              <Carousel.Next className="home-round-button">
                <Icon name="chevronRight" />
              </Carousel.Next>
            </div>
          </Carousel.Root>
        )}
      </div>
    </div>
  );
}
