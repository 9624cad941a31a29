import * as z from 'zod/mini';
import { TICKET_CATEGORIES, TICKET_PRIORITIES } from '../tickets';
import { idText, optionalText, text } from './common';

export const createTicketBodySchema = z.object({
  subject: text(200),
  category: z.enum(TICKET_CATEGORIES),
  description: text(5000),
  priority: z.optional(z.enum(TICKET_PRIORITIES)),
  /** New tickets are always Open; a client cannot choose another status. */
  status: z.optional(z.literal('Open')),
  attachments: z.optional(z.array(z.string().check(z.maxLength(500))).check(z.maxLength(10))),
  /** Ignored by the server: the ticket belongs to the token's user. */
  user: z.optional(z.unknown()),
  /** A related order id, or null. */
  orders: z.optional(z.nullable(z.string().check(z.maxLength(64)))),
});
export type CreateTicketBody = z.input<typeof createTicketBodySchema>;

export const updateTicketBodySchema = z.object({
  subject: z.optional(text(200)),
  description: z.optional(text(5000)),
  priority: z.optional(z.enum(TICKET_PRIORITIES)),
});
export type UpdateTicketBody = z.input<typeof updateTicketBodySchema>;

export const ticketCommentBodySchema = z.object({ message: text(2000) });
export type TicketCommentBody = z.input<typeof ticketCommentBodySchema>;

export const createQuoteBodySchema = z.object({
  product_id: optionalText(64),
  product_name: optionalText(300),
  customer_name: text(120),
  customer_email: text(254),
  customer_phone: text(20),
  company: optionalText(200),
  quantity: z.int().check(z.gte(1), z.lte(1_000_000)),
  message: optionalText(2000),
  brand_name: optionalText(120),
  category_name: optionalText(120),
});
export type CreateQuoteBody = z.input<typeof createQuoteBodySchema>;

export const createReviewBodySchema = z.object({
  product_id: idText,
  /** 1 to 5. */
  rating: z.int().check(z.gte(1), z.lte(5)),
  title: optionalText(120),
  comment: text(2000),
});
export type CreateReviewBody = z.input<typeof createReviewBodySchema>;
