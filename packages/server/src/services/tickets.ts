import type { TicketCategory, TicketPriority, TicketStatus } from '@storefront-kit/core';
import { and, asc, count, desc, eq, ilike, inArray, or, type SQL, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/database';
import { orders, ticketComments, tickets } from '../db/schema';
import { conflict, notFound } from '../http/errors';
import { newId } from './ids';

export type TicketRow = typeof tickets.$inferSelect;
export type TicketCommentRow = typeof ticketComments.$inferSelect;

export const TICKET_NOT_FOUND = 'Ticket not found';
export const ONLY_OPEN_EDITABLE = 'Only open tickets can be edited';
export const CLOSED_NO_COMMENTS = 'This ticket is closed. Please create a new ticket.';

/** What a customer sends to open a ticket, after validation. */
export interface NewTicket {
  subject: string;
  category: TicketCategory;
  priority: TicketPriority;
  description: string;
  /** Root-relative upload paths (see `resolveAttachments`). */
  attachments: string[];
  relatedOrderId: string | null;
}

export interface TicketFilters {
  search?: string;
  status?: TicketStatus;
  priority?: TicketPriority;
}

/** `TKT-000123`: the number after the highest one issued. */
async function nextTicketNumber(db: Executor): Promise<string> {
  const [row] = await db
    .select({
      last: sql<number>`coalesce(max(cast(substring(${tickets.ticketNumber} from 5) as integer)), 0)`,
    })
    .from(tickets)
    .where(sql`${tickets.ticketNumber} ~ '^TKT-[0-9]{1,9}$'`);
  return `TKT-${String(Number(row?.last ?? 0) + 1).padStart(6, '0')}`;
}

/**
 * Opens a ticket (always 'Open') with the next human ticket number. Two tickets created at
 * once may pick the same number: the loser's insert does nothing and it takes the next one.
 */
export async function createTicket(
  db: Database,
  userId: string,
  input: NewTicket,
  now: Date,
): Promise<TicketRow> {
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const [row] = await db
      .insert(tickets)
      .values({
        id: newId('tkt'),
        ticketNumber: await nextTicketNumber(db),
        userId,
        ...input,
        status: 'Open' satisfies TicketStatus,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    if (row) return row;
  }
  throw new Error('Could not allocate a ticket number');
}

const ownTicket = (userId: string, id: string) =>
  and(eq(tickets.id, id), eq(tickets.userId, userId));

/** The user's ticket, else a 404 (another user's ticket is not found either). */
export async function findOwnTicket(db: Executor, userId: string, id: string): Promise<TicketRow> {
  const [row] = await db.select().from(tickets).where(ownTicket(userId, id));
  if (!row) throw notFound(TICKET_NOT_FOUND);
  return row;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** One page of the user's tickets, newest first, with the filters of the support page. */
export async function listTickets(
  db: Database,
  userId: string,
  filters: TicketFilters,
  page: { offset: number; limit: number | undefined },
): Promise<{ rows: TicketRow[]; total: number }> {
  const conditions: (SQL | undefined)[] = [eq(tickets.userId, userId)];
  if (filters.status) conditions.push(eq(tickets.status, filters.status));
  if (filters.priority) conditions.push(eq(tickets.priority, filters.priority));
  if (filters.search) {
    const pattern = likePattern(filters.search);
    conditions.push(
      or(
        ilike(tickets.subject, pattern),
        ilike(tickets.description, pattern),
        ilike(tickets.ticketNumber, pattern),
      ),
    );
  }
  const where = and(...conditions);
  const query = db
    .select()
    .from(tickets)
    .where(where)
    .orderBy(desc(tickets.createdAt), desc(tickets.ticketNumber))
    .offset(page.offset)
    .$dynamic();
  const rows = await (page.limit === undefined ? query : query.limit(page.limit));
  const [counted] = await db.select({ total: count() }).from(tickets).where(where);
  return { rows, total: counted?.total ?? 0 };
}

/** The comments of the given tickets, oldest first, grouped by ticket id. */
export async function commentsOf(
  db: Executor,
  ticketIds: readonly string[],
): Promise<Map<string, TicketCommentRow[]>> {
  const grouped = new Map<string, TicketCommentRow[]>();
  if (ticketIds.length === 0) return grouped;
  const rows = await db
    .select()
    .from(ticketComments)
    .where(inArray(ticketComments.ticketId, [...ticketIds]))
    .orderBy(asc(ticketComments.createdAt), asc(ticketComments.id));
  for (const row of rows) {
    const list = grouped.get(row.ticketId) ?? [];
    list.push(row);
    grouped.set(row.ticketId, list);
  }
  return grouped;
}

/**
 * Adds the user's comment to their ticket and bumps `updatedAt`; a Closed ticket takes no
 * comments (409). The ticket row is locked, so a comment and a delete cannot interleave.
 */
export function addTicketComment(
  db: Database,
  author: { id: string; name: string },
  ticketId: string,
  message: string,
  now: Date,
): Promise<TicketRow> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .select()
      .from(tickets)
      .where(ownTicket(author.id, ticketId))
      .for('update');
    if (!ticket) throw notFound(TICKET_NOT_FOUND);
    if (ticket.status === ('Closed' satisfies TicketStatus)) throw conflict(CLOSED_NO_COMMENTS);
    await tx.insert(ticketComments).values({
      id: newId('cmt'),
      ticketId,
      userId: author.id,
      authorName: author.name,
      message,
      createdAt: now,
    });
    const [updated] = await tx
      .update(tickets)
      .set({ updatedAt: now })
      .where(eq(tickets.id, ticketId))
      .returning();
    return updated ?? ticket;
  });
}

/** Edits the user's ticket while it is Open (409 otherwise); one conditional UPDATE. */
export async function updateOpenTicket(
  db: Database,
  userId: string,
  ticketId: string,
  changes: { subject?: string; description?: string; priority?: TicketPriority },
  now: Date,
): Promise<TicketRow> {
  const [row] = await db
    .update(tickets)
    .set({ ...changes, updatedAt: now })
    .where(and(ownTicket(userId, ticketId), eq(tickets.status, 'Open' satisfies TicketStatus)))
    .returning();
  if (row) return row;
  await findOwnTicket(db, userId, ticketId);
  throw conflict(ONLY_OPEN_EDITABLE);
}

/** Deletes the user's ticket and its comments (404 when it is not theirs). */
export function deleteTicket(db: Database, userId: string, ticketId: string): Promise<void> {
  return db.transaction(async (tx) => {
    const [ticket] = await tx
      .select({ id: tickets.id })
      .from(tickets)
      .where(ownTicket(userId, ticketId))
      .for('update');
    if (!ticket) throw notFound(TICKET_NOT_FOUND);
    await tx.delete(ticketComments).where(eq(ticketComments.ticketId, ticketId));
    await tx.delete(tickets).where(eq(tickets.id, ticketId));
  });
}

/**
 * The user's order a ticket refers to, by its id or its `order_…` id; another user's order
 * is a 404 like an unknown one.
 */
export async function requireOwnOrderReference(
  db: Database,
  userId: string,
  reference: string,
): Promise<void> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(eq(orders.userId, userId), or(eq(orders.id, reference), eq(orders.orderId, reference))),
    )
    .limit(1);
  if (!row) throw notFound('Order not found');
}
