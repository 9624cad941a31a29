import { lazy, Suspense, useEffect, useState } from 'react';
import { usePageMeta } from '../../components/usePageMeta';
import { whenIdle } from '../../components/whenIdle';
import { AboutSection } from './AboutSection';
import { BannerCarousel } from './BannerCarousel';
import { CategoriesSection } from './CategoriesSection';
import { homeText } from './homeCopy';

// Best sellers, brands, testimonials, news and awards are below the fold: their code loads
// when the browser is idle after the first paint (they then fetch and show their own states).
const HomeBelowFold = lazy(() =>
  import('./HomeBelowFold').then((m) => ({ default: m.HomeBelowFold })),
);

/** Home (spec 1 §2): the eight sections in order, each with its own loading, empty and error states. */
export function HomePage() {
  usePageMeta(homeText('home.title'), homeText('home.description'));
  const [belowFold, setBelowFold] = useState(false);
  useEffect(() => whenIdle(() => setBelowFold(true)), []);
  return (
    <>
      <h1 className="visually-hidden">{homeText('home.title')}</h1>
      <BannerCarousel />
      <AboutSection />
      <CategoriesSection />
      {belowFold ? (
        <Suspense fallback={null}>
          <HomeBelowFold />
        </Suspense>
      ) : null}
    </>
  );
}
