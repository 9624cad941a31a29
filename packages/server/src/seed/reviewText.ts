import type { GeneratedProduct } from './productGenerator';
import type { Random } from './random';

type Template = (noun: string, brand: string) => string;

const TEXTS: Record<number, { titles: readonly string[]; comments: readonly Template[] }> = {
  5: {
    titles: [
      'Excellent quality',
      'Works perfectly',
      'Genuine part, fast delivery',
      'Highly recommended',
    ],
    comments: [
      (noun, brand) =>
        `Installed the ${noun} on our line last month and it has run without a single fault. Genuine ${brand} part with a proper GST invoice.`,
      () =>
        'Exactly as described. Well packed, arrived in three days and the label matched the datasheet. Will order again.',
      (noun) =>
        `Replaced a failed unit in our panel: drop-in fit, and the new ${noun} has been running 24x7 since.`,
    ],
  },
  4: {
    titles: ['Good product', 'Does the job', 'Reliable, delivery a bit slow'],
    comments: [
      (noun) =>
        `The ${noun} works well. Delivery took five days instead of the three promised, otherwise no complaints.`,
      (_, brand) =>
        `Solid ${brand} quality at a fair price. Would be nice to have the manual in the box instead of only online.`,
      () => 'Good value. Our electrician found the wiring diagram on the label very handy.',
    ],
  },
  3: {
    titles: ['Average experience', 'OK, but check the variant'],
    comments: [
      () =>
        'Product works, but the documentation in the box was minimal and we had to download the manual to set it up.',
      (noun) =>
        `The ${noun} is fine; make sure you order the right connection type, the listing photos all look the same.`,
    ],
  },
  2: {
    titles: ['Wrong variant first time'],
    comments: [
      () =>
        'Received the cable version instead of the connector version. Support replaced it, but it took a week.',
    ],
  },
  1: {
    titles: ['Failed early'],
    comments: [
      () =>
        'Unit stopped switching after two weeks. The warranty replacement is in progress; will update the review.',
    ],
  },
};

/** A review title and comment fitting the rating and the product. */
export function reviewText(
  random: Random,
  rating: number,
  product: GeneratedProduct,
): { title: string; comment: string } {
  const texts = TEXTS[rating] ?? (TEXTS[3] as (typeof TEXTS)[number]);
  return {
    title: random.pick(texts.titles),
    comment: random.pick(texts.comments)(
      product.path.family.noun.toLowerCase(),
      product.brand.title,
    ),
  };
}
