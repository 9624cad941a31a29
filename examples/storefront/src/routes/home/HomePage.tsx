import { usePageMeta } from '../../components/usePageMeta';
import { siteText } from '../../siteMessages';
import { AboutSection } from './AboutSection';
import { AwardsSection } from './AwardsSection';
import { BannerCarousel } from './BannerCarousel';
import { BestSellersSection } from './BestSellersSection';
import { BrandsSection } from './BrandsSection';
import { CategoriesSection } from './CategoriesSection';
import { NewsSection } from './NewsSection';
import { TestimonialsSection } from './TestimonialsSection';

/** Home (spec 1 §2): the eight sections in order, each with its own loading, empty and error states. */
export function HomePage() {
  usePageMeta(siteText('home.title'), siteText('home.description'));
  return (
    <>
      <h1 className="visually-hidden">{siteText('home.title')}</h1>
      <BannerCarousel />
      <AboutSection />
      <CategoriesSection />
      <BestSellersSection />
      <BrandsSection />
      <TestimonialsSection />
      <NewsSection />
      <AwardsSection />
    </>
  );
}
