import {
  createTicketBodySchema,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TICKETS_PAGE_SIZE,
  ticketCommentBodySchema,
  updateTicketBodySchema,
  validateComment,
} from '@storefront-kit/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { AuthUser } from '../http/auth';
import { ok, pageParams, paginate } from '../http/envelope';
import { badRequest } from '../http/errors';
import { publicOrigin } from '../http/publicOrigin';
import { parseInput } from '../http/validate';
import { attachmentNames, resolveAttachments } from '../services/ticketAttachments';
import {
  addTicketComment,
  commentsOf,
  createTicket,
  deleteTicket,
  findOwnTicket,
  listTickets,
  requireOwnOrderReference,
  type TicketRow,
  updateOpenTicket,
} from '../services/tickets';
import { toTicketWire } from '../services/ticketWire';

type Query = Record<string, string | undefined>;
type IdParams = { Params: { id: string } };

/** A list filter: absent, empty or 'all' means no filter; otherwise one of `allowed`. */
function filterValue<T extends string>(
  value: string | undefined,
  allowed: readonly T[],
  name: string,
): T | undefined {
  const wanted = value?.trim();
  if (!wanted || wanted === 'all') return undefined;
  if (!(allowed as readonly string[]).includes(wanted)) {
    throw badRequest(`${name} must be one of ${allowed.join(', ')}`);
  }
  return wanted as T;
}

/** The body without `status`: a new ticket is Open whatever the client sends. */
function withoutStatus(body: unknown): unknown {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return body;
  const { status: _ignored, ...rest } = body as Record<string, unknown>;
  return rest;
}

/** The comment text, checked with core's rule first (its messages), then the body schema. */
function commentMessage(body: unknown): string {
  const raw = (body as { message?: unknown } | null)?.message;
  const problem = validateComment(typeof raw === 'string' ? raw : '').message;
  if (problem) throw badRequest(problem);
  return parseInput(ticketCommentBodySchema, body).message;
}

/** The signed-in user's support tickets (spec 2 §7; decisions.md: update while Open). */
export async function ticketRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const answer = async (request: FastifyRequest, user: AuthUser, row: TicketRow) => {
    const [comments, names] = await Promise.all([
      commentsOf(ctx.db, [row.id]),
      attachmentNames(ctx.db, row.attachments),
    ]);
    return toTicketWire(
      row,
      comments.get(row.id) ?? [],
      user,
      publicOrigin(request, ctx.config),
      names,
    );
  };

  app.post('/support-ticket/create', { config: { rateLimit: {} } }, async (request, reply) => {
    const user = await ctx.requireUser(request);
    const body = parseInput(createTicketBodySchema, withoutStatus(request.body));
    const relatedOrderId = body.orders?.trim() || null;
    if (relatedOrderId) await requireOwnOrderReference(ctx.db, user.id, relatedOrderId);
    const attachments = await resolveAttachments(
      ctx.db,
      user.id,
      body.attachments ?? [],
      publicOrigin(request, ctx.config),
    );
    const row = await createTicket(
      ctx.db,
      user.id,
      {
        subject: body.subject,
        category: body.category,
        priority: body.priority ?? 'Medium',
        description: body.description,
        attachments,
        relatedOrderId,
      },
      ctx.now(),
    );
    reply.status(201);
    return ok(await answer(request, user, row), 'Ticket created successfully');
  });

  app.get('/support-ticket/web/list', async (request) => {
    const user = await ctx.requireUser(request);
    const query = request.query as Query;
    const page = pageParams(query, { perPage: TICKETS_PAGE_SIZE, maxPerPage: TICKETS_PAGE_SIZE });
    const { rows, total } = await listTickets(
      ctx.db,
      user.id,
      {
        search: query.search?.trim() || undefined,
        status: filterValue(query.status, TICKET_STATUSES, 'status'),
        priority: filterValue(query.priority, TICKET_PRIORITIES, 'priority'),
      },
      page,
    );
    const [comments, names] = await Promise.all([
      commentsOf(
        ctx.db,
        rows.map((row) => row.id),
      ),
      attachmentNames(
        ctx.db,
        rows.flatMap((row) => row.attachments),
      ),
    ]);
    const origin = publicOrigin(request, ctx.config);
    return ok(
      rows.map((row) => toTicketWire(row, comments.get(row.id) ?? [], user, origin, names)),
      'OK',
      paginate(page.page, page.perPage, total),
    );
  });

  app.get<IdParams>('/support-ticket/get/:id', async (request) => {
    const user = await ctx.requireUser(request);
    return ok(await answer(request, user, await findOwnTicket(ctx.db, user.id, request.params.id)));
  });

  app.post<IdParams>(
    '/support-ticket/:id/comments',
    { config: { rateLimit: {} } },
    async (request) => {
      const user = await ctx.requireUser(request);
      const message = commentMessage(request.body);
      const row = await addTicketComment(ctx.db, user, request.params.id, message, ctx.now());
      return ok(await answer(request, user, row), 'Comment added successfully');
    },
  );

  app.post<IdParams>(
    '/support-ticket/:id/update',
    { config: { rateLimit: {} } },
    async (request) => {
      const user = await ctx.requireUser(request);
      const { subject, description, priority } = parseInput(updateTicketBodySchema, request.body);
      if (subject === undefined && description === undefined && priority === undefined) {
        throw badRequest('Nothing to update: send a subject, description or priority');
      }
      const changes = {
        ...(subject === undefined ? {} : { subject }),
        ...(description === undefined ? {} : { description }),
        ...(priority === undefined ? {} : { priority }),
      };
      const row = await updateOpenTicket(ctx.db, user.id, request.params.id, changes, ctx.now());
      return ok(await answer(request, user, row), 'Ticket updated successfully');
    },
  );

  app.delete<IdParams>(
    '/support-ticket/:id/delete',
    { config: { rateLimit: {} } },
    async (request) => {
      const user = await ctx.requireUser(request);
      await deleteTicket(ctx.db, user.id, request.params.id);
      return ok(null, 'Ticket deleted successfully');
    },
  );
}
