import { AwardsSection } from './AwardsSection';
import { BestSellersSection } from './BestSellersSection';
import { BrandsSection } from './BrandsSection';
import { NewsSection } from './NewsSection';
import { TestimonialsSection } from './TestimonialsSection';

/** Sections 4 to 8 of the home page, below the fold: loaded after the first paint. */
export function HomeBelowFold() {
  return (
    <>
      <BestSellersSection />
      <BrandsSection />
      <TestimonialsSection />
      <NewsSection />
      <AwardsSection />
    </>
  );
}
