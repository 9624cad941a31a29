import { AwardsSection } from './AwardsSection';
import { BestSellersSection } from './BestSellersSection';
import { BrandsSection } from './BrandsSection';
import { NewsSection } from './NewsSection';
import { TestimonialsSection } from './TestimonialsSection';

/**
 * Sections 4 to 8 of the home page, below the fold: rendered on the server with the rest; in the
 * browser their code loads after the first paint (see `HomePage`).
 */
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
