import type { StorefrontClient, Ticket } from '@storefront-kit/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tickets, uploads } from '../src/db/schema';
import { randomBase62 } from '../src/services/ids';
import { apiRefusal } from './helpers/apiRefusal';
import { FIXTURE } from './helpers/fixtures';
import { insertPaidOrder } from './helpers/paidOrder';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const basic = {
  subject: 'Relay not switching',
  category: 'Technical',
  description: 'The G9SE relay does not switch on 24 V DC input.',
} as const;

describe.each(DATABASES)('support tickets on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  /** An upload row of the user (the upload route is not this file's subject) and its URL. */
  async function uploadOf(userId: string): Promise<string> {
    const storedName = `upl_${randomBase62(16)}.pdf`;
    await server.ctx.db.insert(uploads).values({
      id: `upl_${randomBase62(16)}`,
      userId,
      storedName,
      mimeType: 'application/pdf',
      extension: 'pdf',
      size: 1234,
    });
    return `${server.url}/api/v1/uploads/${storedName}`;
  }

  const setStatus = (id: string, status: string) =>
    server.ctx.db.update(tickets).set({ status }).where(eq(tickets.id, id));

  it('creates an Open ticket with a ticket number, owned by the token user', async () => {
    const { client, user } = await server.signUpAndIn({ name: 'Ravi Kumar' });
    const created = await client.tickets.create({
      ...basic,
      status: 'Open',
      user: { id: 'usr_someone_else', name: 'Mallory' },
    });
    expect(created.meta).toEqual({ status: true, message: 'Ticket created successfully' });
    const ticket = created.data;
    expect(ticket).toMatchObject({
      subject: basic.subject,
      category: 'Technical',
      description: basic.description,
      priority: 'Medium',
      status: 'Open',
      attachments: [],
      comments: [],
      orders: null,
      user: { id: user.id, name: 'Ravi Kumar', email: user.email },
    });
    expect(ticket.ticket_number).toMatch(/^TKT-\d{6}$/);
    expect(ticket.id).toMatch(/^tkt_/);
    expect(ticket.updatedAt).toBe(ticket.createdAt);

    const next = await client.tickets.create({ ...basic, priority: 'Urgent' });
    expect(next.data.priority).toBe('Urgent');
    const number = (value: string | null | undefined) => Number(value?.slice(4));
    expect(number(next.data.ticket_number)).toBe(number(ticket.ticket_number) + 1);
  });

  it('gives concurrent tickets distinct numbers', async () => {
    const { client } = await server.signUpAndIn();
    const created = await Promise.all(
      Array.from({ length: 6 }, () => client.tickets.create(basic)),
    );
    const numbers = new Set(created.map((answer) => answer.data.ticket_number));
    expect(numbers.size).toBe(6);
  });

  it('opens tickets whatever status is sent; refuses unknown categories and missing fields', async () => {
    const { token, client } = await server.signUpAndIn();
    const post = (body: unknown) =>
      fetch(`${server.api}/support-ticket/create`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const closed = await post({ ...basic, status: 'Closed' });
    expect(closed.status).toBe(201);
    expect((await closed.json()).data.status).toBe('Open');
    const category = await post({ ...basic, category: 'Returns' });
    expect(category.status).toBe(400);
    expect((await category.json()).meta.message).toBe(
      'category: Invalid option: expected one of "Technical"|"Billing"|"Shipping"|"Product"|"Account"|"Other"',
    );
    expect(await apiRefusal(client.tickets.create({ ...basic, subject: '   ' }))).toEqual({
      status: 400,
      message: 'subject: Too small: expected string to have >=1 characters',
    });
    expect(await apiRefusal(server.client.tickets.create(basic))).toEqual({
      status: 401,
      message: 'Please login to continue',
    });
  });

  it("accepts only the user's own uploads as attachments, at most 10", async () => {
    const { client, user } = await server.signUpAndIn();
    const other = await server.signUpAndIn();
    const mine = [await uploadOf(user.id), await uploadOf(user.id)];
    const created = await client.tickets.create({ ...basic, attachments: mine });
    expect(created.data.attachments).toEqual(mine);
    expect((await client.tickets.get(created.data.id)).data.attachments).toEqual(mine);

    const refused = { status: 400, message: 'Attachments must be files you uploaded' };
    const theirs = await uploadOf(other.user.id);
    expect(
      await apiRefusal(client.tickets.create({ ...basic, attachments: [mine[0]!, theirs] })),
    ).toEqual(refused);
    expect(
      await apiRefusal(
        client.tickets.create({ ...basic, attachments: ['https://evil.example/x.pdf'] }),
      ),
    ).toEqual(refused);
    const unknown = `${server.url}/api/v1/uploads/upl_${randomBase62(16)}.pdf`;
    expect(await apiRefusal(client.tickets.create({ ...basic, attachments: [unknown] }))).toEqual(
      refused,
    );
    const eleven = await Promise.all(Array.from({ length: 11 }, () => uploadOf(user.id)));
    expect(await apiRefusal(client.tickets.create({ ...basic, attachments: eleven }))).toEqual({
      status: 400,
      message: 'attachments: Too big: expected array to have <=10 items',
    });
    expect(
      (await client.tickets.create({ ...basic, attachments: eleven.slice(0, 10) })).data
        .attachments,
    ).toHaveLength(10);
  });

  it('answers each attachment with the name it was uploaded with, cleaned; none for an unnamed one', async () => {
    const { client, user } = await server.signUpAndIn();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\n%%EOF\n').toString('base64');
    const sent = async (filename?: string) =>
      (
        await client.auth.upload({
          data: pdf,
          filetype: 'application/pdf',
          extension: 'pdf',
          ...(filename === undefined ? {} : { filename }),
        })
      ).data.url;
    const wiring = await sent('Panel 3 — wiring (rev B).pdf');
    // A path, a right-to-left override that would show 'Invoicefdp.exe' as 'Invoiceexe.pdf',
    // a zero-width space and runs of spaces: the name keeps what a person reads.
    const tricky = await sent('C:\\Users\\asha\\..\\Invoice\u202efdp.exe\u200b   copy .pdf');
    const unnamed = await sent();
    const legacy = await uploadOf(user.id); // uploaded before names were kept
    const attachments = [wiring, tricky, unnamed, legacy];
    const expected = [
      { url: wiring, name: 'Panel 3 — wiring (rev B).pdf' },
      { url: tricky, name: 'Invoicefdp.exe copy .pdf' },
      { url: unnamed, name: null },
      { url: legacy, name: null },
    ];
    const created = await client.tickets.create({ ...basic, attachments });
    expect(created.data.attachments).toEqual(attachments);
    expect(created.data.attachment_files).toEqual(expected);
    expect((await client.tickets.get(created.data.id)).data.attachment_files).toEqual(expected);
    const listed = await client.tickets.list();
    expect(listed.data.find((t) => t.id === created.data.id)?.attachment_files).toEqual(expected);
    const [row] = await server.ctx.db
      .select({ originalName: uploads.originalName })
      .from(uploads)
      .where(eq(uploads.storedName, wiring.split('/').pop() ?? ''));
    expect(row?.originalName).toBe('Panel 3 — wiring (rev B).pdf');
  });

  it("links the user's own order by either of its ids; an unknown order is a 404", async () => {
    const { client, user } = await server.signUpAndIn();
    const order = await insertPaidOrder(server.ctx.db, user.id, [
      { productId: FIXTURE.products.relay, quantity: 1 },
    ]);
    const byProviderId = await client.tickets.create({ ...basic, orders: order.orderId });
    expect(byProviderId.data.orders).toBe(order.orderId);
    const byId = await client.tickets.create({ ...basic, orders: order.id });
    expect(byId.data.orders).toBe(order.id);
    expect((await client.tickets.create({ ...basic, orders: null })).data.orders).toBeNull();
    expect(await apiRefusal(client.tickets.create({ ...basic, orders: 'order_unknown' }))).toEqual({
      status: 404,
      message: 'Order not found',
    });
  });

  describe('list', () => {
    let client: StorefrontClient;
    let token: string;
    const made: Ticket[] = [];
    beforeAll(async () => {
      ({ client, token } = await server.signUpAndIn());
      const bodies = [
        { ...basic, subject: 'Invoice GST number wrong', category: 'Billing', priority: 'Low' },
        { ...basic, subject: 'Courier delayed', category: 'Shipping', priority: 'High' },
        {
          ...basic,
          subject: 'Wrong model shipped',
          description: 'Received E3Z-D62 instead of E3Z-D61',
          category: 'Product',
          priority: 'High',
        },
      ] as const;
      for (const body of bodies) {
        made.push((await client.tickets.create(body)).data);
        await pause(5);
      }
      await setStatus(made[1]!.id, 'Resolved');
    });

    const subjects = (answer: { data: Ticket[] }) => answer.data.map((ticket) => ticket.subject);

    it('lists newest first with pagination meta', async () => {
      const all = await client.tickets.list();
      expect(subjects(all)).toEqual([
        'Wrong model shipped',
        'Courier delayed',
        'Invoice GST number wrong',
      ]);
      expect(all.meta.pagination).toEqual({
        per_page: 100,
        page_no: 1,
        total_rows: 3,
        total_pages: 1,
      });
      const second = await client.tickets.list({ page_no: 2, per_page: 2 });
      expect(subjects(second)).toEqual(['Invoice GST number wrong']);
    });

    it('filters by status and priority; all means no filter', async () => {
      expect(subjects(await client.tickets.list({ status: 'Resolved' }))).toEqual([
        'Courier delayed',
      ]);
      expect(subjects(await client.tickets.list({ status: 'Open' }))).toEqual([
        'Wrong model shipped',
        'Invoice GST number wrong',
      ]);
      expect(subjects(await client.tickets.list({ priority: 'High' }))).toEqual([
        'Wrong model shipped',
        'Courier delayed',
      ]);
      expect(subjects(await client.tickets.list({ status: 'Open', priority: 'High' }))).toEqual([
        'Wrong model shipped',
      ]);
      const raw = await fetch(`${server.api}/support-ticket/web/list?status=all&priority=all`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect((await raw.json()).data).toHaveLength(3);
      const bad = await fetch(`${server.api}/support-ticket/web/list?status=Pending`, {
        headers: { authorization: `Bearer ${token}` },
      });
      expect(bad.status).toBe(400);
      expect((await bad.json()).meta.message).toBe(
        'status must be one of Open, In Progress, Resolved, Closed',
      );
    });

    it('searches subject, description and ticket number, case-insensitively', async () => {
      expect(subjects(await client.tickets.list({ search: 'courier' }))).toEqual([
        'Courier delayed',
      ]);
      expect(subjects(await client.tickets.list({ search: 'e3z-d62' }))).toEqual([
        'Wrong model shipped',
      ]);
      expect(subjects(await client.tickets.list({ search: made[0]!.ticket_number ?? '' }))).toEqual(
        ['Invoice GST number wrong'],
      );
      expect(subjects(await client.tickets.list({ search: '100%' }))).toEqual([]);
      expect(subjects(await client.tickets.list({ search: 'courier', status: 'Open' }))).toEqual(
        [],
      );
    });
  });

  it('adds comments of at least 10 characters, bumping updatedAt', async () => {
    const { client } = await server.signUpAndIn({ name: 'Meera Shah' });
    const { data: ticket } = await client.tickets.create(basic);
    expect(await apiRefusal(client.tickets.comment(ticket.id, '   '))).toEqual({
      status: 400,
      message: 'Comment cannot be empty',
    });
    expect(await apiRefusal(client.tickets.comment(ticket.id, '  Thanks!  '))).toEqual({
      status: 400,
      message: 'Comment must be at least 10 characters',
    });
    expect(await apiRefusal(client.tickets.comment(ticket.id, 'x'.repeat(2001)))).toEqual({
      status: 400,
      message: 'message: Too big: expected string to have <=2000 characters',
    });

    await pause(5);
    const answer = await client.tickets.comment(ticket.id, '  Any update on this?  ');
    expect(answer.meta).toEqual({ status: true, message: 'Comment added successfully' });
    expect(answer.data.comments).toEqual([
      {
        _id: expect.stringMatching(/^cmt_/),
        message: 'Any update on this?',
        user: { name: 'Meera Shah' },
        createdAt: answer.data.updatedAt,
      },
    ]);
    expect(Date.parse(answer.data.updatedAt ?? '')).toBeGreaterThan(Date.parse(ticket.createdAt));

    await pause(5);
    await client.tickets.comment(ticket.id, 'Second comment here');
    const fetched = await client.tickets.get(ticket.id);
    expect(fetched.data.comments?.map((comment) => comment.message)).toEqual([
      'Any update on this?',
      'Second comment here',
    ]);
    const listed = (await client.tickets.list()).data.find((row) => row.id === ticket.id);
    expect(listed?.comments).toHaveLength(2);
  });

  it('refuses a comment on a Closed ticket with 409', async () => {
    const { client } = await server.signUpAndIn();
    const { data: ticket } = await client.tickets.create(basic);
    await setStatus(ticket.id, 'Closed');
    expect(await apiRefusal(client.tickets.comment(ticket.id, 'Reopening this please'))).toEqual({
      status: 409,
      message: 'This ticket is closed. Please create a new ticket.',
    });
    expect((await client.tickets.get(ticket.id)).data.comments).toEqual([]);
    // A Resolved ticket still takes comments.
    await setStatus(ticket.id, 'Resolved');
    expect((await client.tickets.comment(ticket.id, 'Thanks, it works now')).data.status).toBe(
      'Resolved',
    );
  });

  it('edits subject, description and priority only while Open', async () => {
    const { client, token } = await server.signUpAndIn();
    const { data: ticket } = await client.tickets.create(basic);
    await pause(5);
    const updated = await client.tickets.update(ticket.id, {
      subject: 'Relay G9SE not switching',
      priority: 'High',
    });
    expect(updated.meta.message).toBe('Ticket updated successfully');
    expect(updated.data).toMatchObject({
      subject: 'Relay G9SE not switching',
      description: basic.description,
      priority: 'High',
      status: 'Open',
    });
    expect(Date.parse(updated.data.updatedAt ?? '')).toBeGreaterThan(Date.parse(ticket.createdAt));
    // A customer changes no status (spec 2 §4): an extra `status` is not applied.
    const sneaky = await fetch(`${server.api}/support-ticket/${ticket.id}/update`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ priority: 'Urgent', status: 'Resolved' }),
    });
    expect((await sneaky.json()).data).toMatchObject({ priority: 'Urgent', status: 'Open' });
    const described = await client.tickets.update(ticket.id, { description: 'New details' });
    expect(described.data.description).toBe('New details');
    expect(described.data.subject).toBe('Relay G9SE not switching');

    expect(await apiRefusal(client.tickets.update(ticket.id, {}))).toEqual({
      status: 400,
      message: 'Nothing to update: send a subject, description or priority',
    });
    await setStatus(ticket.id, 'In Progress');
    expect(await apiRefusal(client.tickets.update(ticket.id, { priority: 'Low' }))).toEqual({
      status: 409,
      message: 'Only open tickets can be edited',
    });
    expect((await client.tickets.get(ticket.id)).data.priority).toBe('Urgent');
  });

  it('deletes a ticket with its comments', async () => {
    const { client } = await server.signUpAndIn();
    const { data: ticket } = await client.tickets.create(basic);
    await client.tickets.comment(ticket.id, 'A comment to delete too');
    const removed = await client.tickets.remove(ticket.id);
    expect(removed.meta).toEqual({ status: true, message: 'Ticket deleted successfully' });
    expect(await apiRefusal(client.tickets.get(ticket.id))).toEqual({
      status: 404,
      message: 'Ticket not found',
    });
    expect(await apiRefusal(client.tickets.remove(ticket.id))).toEqual({
      status: 404,
      message: 'Ticket not found',
    });
    expect((await client.tickets.list()).data).toEqual([]);
  });
});
