import * as z from 'zod/mini';
import { metaSchema, optionalNumber, optionalString, withId } from './common';

export const quoteSchema = withId({
  product_id: optionalString,
  product_name: optionalString,
  customer_name: z.string(),
  customer_email: z.string(),
  customer_phone: z.string(),
  company: optionalString,
  quantity: z.number(),
  message: optionalString,
  brand_name: optionalString,
  category_name: optionalString,
  status: optionalString,
  createdAt: optionalString,
});
export type Quote = z.output<typeof quoteSchema>;

/** Quote answers carry `success` (spec: "success unless success is false") and/or `meta`. */
export const quoteResponseSchema = z.object({
  success: z.optional(z.boolean()),
  message: optionalString,
  meta: z.optional(metaSchema),
  data: z.nullish(quoteSchema),
});
export type QuoteResponse = z.output<typeof quoteResponseSchema>;

export const quoteListResponseSchema = z.object({
  success: z.optional(z.boolean()),
  meta: z.optional(metaSchema),
  data: z.array(quoteSchema),
  total_count: optionalNumber,
});

export type { CreateQuoteBody } from './requests/supportRequests';
