import * as z from 'zod/mini';
import { envelope, idSchema, optionalString, withId } from './common';

export {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  type TicketCategory,
  type TicketPriority,
  type TicketStatus,
} from './choices';

export const commentSchema = z.object({
  _id: z.optional(idSchema),
  message: z.string(),
  user: z.nullish(z.object({ name: z.string() })),
  createdAt: optionalString,
  timestamp: optionalString,
});
export type TicketComment = z.output<typeof commentSchema>;

/** An attachment with the name of the file as it was uploaded (null: not known). */
const attachmentFileSchema = z.object({ url: z.string(), name: z.nullable(z.string()) });

export const ticketSchema = withId({
  ticket_number: optionalString,
  subject: z.string(),
  category: z.string(),
  priority: z.string(),
  description: z.string(),
  status: z.string(),
  attachments: z.optional(z.array(z.string())),
  /** `attachments` with their file names, in the same order (the reference server sends it). */
  attachment_files: z.optional(z.array(attachmentFileSchema)),
  comments: z.optional(z.array(commentSchema)),
  createdAt: z.string(),
  updatedAt: optionalString,
  user: z.nullish(z.object({ id: z.optional(idSchema), name: z.string(), email: optionalString })),
  orders: z.nullish(z.string()),
});
export type Ticket = z.output<typeof ticketSchema>;

export const ticketListResponseSchema = envelope(z.array(ticketSchema));
export const ticketResponseSchema = envelope(ticketSchema);

export type TicketListParams = {
  page_no?: number;
  per_page?: number;
  search?: string;
  /** Sent only when set and not 'all'. */
  status?: string;
  /** Sent only when set and not 'all'. */
  priority?: string;
};
