import * as z from 'zod/mini';
import { envelope, optionalNumber, optionalString, withId } from './common';

/** Carousel banner; the title may come as `name` and the link as `url`: read as `title`, `link`. */
export const bannerSchema = z.pipe(
  withId({
    image: z.string(),
    background: optionalString,
    badge: optionalString,
    title: optionalString,
    name: optionalString,
    subtitle: optionalString,
    primaryButtonText: optionalString,
    primaryButtonLink: optionalString,
    url: optionalString,
  }),
  z.transform((banner) => ({
    ...banner,
    title: banner.title || banner.name || '',
    link: banner.primaryButtonLink || banner.url || undefined,
  })),
);
export type Banner = z.output<typeof bannerSchema>;

export const testimonialSchema = withId({
  name: z.string(),
  title: optionalString,
  company: optionalString,
  category: optionalString,
  testimonial: z.string(),
  rating: optionalNumber,
  avatar: optionalString,
});
export type Testimonial = z.output<typeof testimonialSchema>;

export const newsItemSchema = withId({
  title: z.string(),
  description: z.string(),
  image: optionalString,
  badge: optionalString,
  published_date: z.string(),
  location: optionalString,
  link: optionalString,
  tags: z.optional(z.array(z.string())),
});
export type NewsItem = z.output<typeof newsItemSchema>;

export const bannerListResponseSchema = envelope(z.array(bannerSchema));
export const bannerResponseSchema = envelope(bannerSchema);
export const testimonialListResponseSchema = envelope(z.array(testimonialSchema));
export const newsListResponseSchema = envelope(z.array(newsItemSchema));

/** Kinds of form the site sends to `/enquiries/create` (decisions: the contact form is sent). */
export const ENQUIRY_KINDS = ['contact', 'seller', 'dispute', 'ipr', 'abuse'] as const;
export type EnquiryKind = (typeof ENQUIRY_KINDS)[number];
/** Subjects of the contact form. */
export const CONTACT_SUBJECTS = ['general', 'support', 'sales', 'feedback', 'other'] as const;

export const enquiryResponseSchema = envelope(
  withId({ kind: z.string(), createdAt: optionalString }),
);
