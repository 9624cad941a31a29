import * as z from 'zod/mini';
import { ENQUIRY_KINDS } from '../content';

export const enquiryBodySchema = z.object({
  kind: z.enum(ENQUIRY_KINDS),
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(200)),
  email: z.string().check(z.trim(), z.minLength(3), z.maxLength(254)),
  phone: z.optional(z.string().check(z.maxLength(20))),
  company: z.optional(z.string().check(z.maxLength(200))),
  subject: z.optional(z.string().check(z.maxLength(200))),
  message: z.string().check(z.trim(), z.minLength(1), z.maxLength(5000)),
  /** An order id, a product URL or a listing URL the report is about. */
  reference: z.optional(z.string().check(z.maxLength(500))),
});
export type EnquiryBody = z.input<typeof enquiryBodySchema>;
