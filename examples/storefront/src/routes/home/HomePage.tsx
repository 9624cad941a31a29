import { lazy, Suspense } from 'react';
import { usePageMeta } from '../../components/usePageMeta';
import { AboutSection } from './AboutSection';
import { BannerCarousel } from './BannerCarousel';
import { CategoriesSection } from './CategoriesSection';
import { homeText } from './homeCopy';

// Best sellers, brands, testimonials, news and awards are below the fold: their code is a chunk
// of its own. The server renders them with their data (the page arrives at its full height, and
// complete without JavaScript); the browser hydrates them once that chunk has arrived, keeping
// the server's markup meanwhile. A page rendered in the browser shows them when it arrives.
const HomeBelowFold = lazy(() =>
  import('./HomeBelowFold').then((m) => ({ default: m.HomeBelowFold })),
);

/** Home (spec 1 §2): the eight sections in order, each with its own loading, empty and error states. */
export function HomePage() {
  usePageMeta(homeText('home.title'), homeText('home.description'));
  return (
    <>
      <h1 className="visually-hidden">{homeText('home.title')}</h1>
      <BannerCarousel />
      <AboutSection />
      <CategoriesSection />
      <Suspense fallback={null}>
        <HomeBelowFold />
      </Suspense>
    </>
  );
}
