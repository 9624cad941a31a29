import { afterEach, beforeEach, describe, expect, it, type Mock, vi } from 'vitest';
import { createFakeSession } from '../../test/helpers/fakeCartApi';
import type { OrdersApi } from '../api/ordersApi';
import type { TicketsApi } from '../api/ticketsApi';
import { NetworkError } from '../errors/NetworkError';
import type { Notifier } from '../notifications/types';
import type { UploadBody } from '../schemas/auth';
import type { Ticket } from '../schemas/tickets';
import type { ReadFile } from '../uploads/readFileAsBase64';
import type { UploadRequestOptions } from '../uploads/UploadTransport';
import { commentLength } from '../validation/validateComment';
import { createTicketsController } from './createTicketsController';

// The forms' code (the attachment queue, create, comment) loads on first use: wait for it too.
const flush = async () => {
  await vi.dynamicImportSettled();
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
};
const USER = { id: 'u1', name: 'Asha Verma', email: 'asha@example.in' };
const ticket = (id: string, partial: Partial<Ticket> = {}): Ticket => ({
  id,
  subject: `Subject ${id}`,
  category: 'Technical',
  priority: 'Medium',
  description: 'Relay chatters at 24 V',
  status: 'Open',
  createdAt: '2026-01-01T00:00:00.000Z',
  comments: [],
  ...partial,
});
const ok = <T>(data: T, status = true) => ({ meta: { status, message: 'OK' }, data });
const pdf = (name = 'wiring.pdf') => new File(['%PDF-1.4'], name, { type: 'application/pdf' });

interface PendingUpload {
  body: UploadBody;
  options?: UploadRequestOptions;
  resolve(url: string): void;
  reject(error: unknown): void;
}

let tickets: {
  list: Mock<TicketsApi['list']>;
  get: Mock<TicketsApi['get']>;
  create: Mock<TicketsApi['create']>;
  comment: Mock<TicketsApi['comment']>;
};
let orders: { list: Mock<OrdersApi['list']> };
let uploads: PendingUpload[];
let notify: Mock<Notifier>;
const disposers: Array<() => void> = [];
const readFile: ReadFile = async () => 'JVBERi0=';

beforeEach(() => {
  vi.useFakeTimers();
  tickets = { list: vi.fn(), get: vi.fn(), create: vi.fn(), comment: vi.fn() };
  tickets.list.mockResolvedValue(ok([ticket('t1'), ticket('t2')]));
  orders = { list: vi.fn() };
  orders.list.mockResolvedValue({
    data: [{ order_id: 'order_A1' }, { order_id: 'order_B2' }],
  } as Awaited<ReturnType<OrdersApi['list']>>);
  uploads = [];
  notify = vi.fn<Notifier>();
});
afterEach(() => {
  for (const dispose of disposers.splice(0)) dispose();
  vi.useRealTimers();
});

function setup(user: typeof USER | null = USER, withOrders = true) {
  const session = createFakeSession(user);
  const controller = createTicketsController({
    client: withOrders ? { tickets, orders } : { tickets },
    session,
    notify,
    readFile,
    transport: {
      upload: (body, options) =>
        new Promise((resolve, reject) => uploads.push({ body, options, resolve, reject })),
    },
  });
  disposers.push(controller.dispose);
  return { session, controller };
}

function fillForm(controller: ReturnType<typeof setup>['controller']) {
  controller.setField('subject', '  Relay chatter ');
  controller.setField('category', 'Technical');
  controller.setField('description', 'K1 chatters when the coil gets 24 V.');
  controller.setField('priority', 'High');
}

describe('createTicketsController', () => {
  it('loads the tickets and, in parallel, the order ids for the form', async () => {
    const { controller } = setup();
    const loading = controller.load();
    expect(controller.state.value.status).toBe('loading');
    expect(orders.list).toHaveBeenCalledTimes(1);
    await loading;
    expect(tickets.list).toHaveBeenCalledWith(
      { search: undefined, status: 'all', priority: 'all' },
      { signal: expect.any(AbortSignal) },
    );
    expect(controller.state.value).toMatchObject({
      status: 'loaded',
      orders: ['order_A1', 'order_B2'],
    });
    expect(controller.state.value.tickets.map((t) => t.id)).toEqual(['t1', 't2']);
    await controller.load();
    expect(orders.list).toHaveBeenCalledTimes(1);
  });

  it("shows 'Failed to fetch support tickets', and 'Failed to fetch data' for the orders", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    tickets.list.mockRejectedValueOnce(new NetworkError('offline'));
    orders.list.mockRejectedValueOnce(new NetworkError('offline'));
    const { controller } = setup();
    await controller.load();
    expect(controller.state.value).toMatchObject({
      status: 'error',
      error: 'Failed to fetch support tickets',
      ordersError: 'Failed to fetch data',
    });
    tickets.list.mockResolvedValueOnce(ok([], false));
    await controller.load();
    expect(controller.state.value.status).toBe('error');
    // The orders are asked for again after their failure.
    expect(orders.list).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });

  it('works without an orders client, and not at all for a guest', async () => {
    const { controller } = setup(USER, false);
    await controller.load();
    expect(controller.state.value.orders).toEqual([]);
    const guest = setup(null).controller;
    await guest.load();
    expect(tickets.list).toHaveBeenCalledTimes(1);
    await expect(guest.create()).resolves.toEqual({ status: 'skipped' });
  });

  it('filters by status and priority at once, by search 300 ms after typing, and clears filters', async () => {
    const { controller } = setup();
    await controller.load();
    controller.setStatusFilter('Resolved');
    controller.setPriorityFilter('Urgent');
    await flush();
    expect(tickets.list).toHaveBeenLastCalledWith(
      { search: undefined, status: 'Resolved', priority: 'Urgent' },
      expect.anything(),
    );
    tickets.list.mockClear();
    controller.setSearch('re');
    controller.setSearch(' relay ');
    await vi.advanceTimersByTimeAsync(299);
    expect(tickets.list).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(tickets.list).toHaveBeenCalledTimes(1);
    expect(tickets.list).toHaveBeenLastCalledWith(
      { search: 'relay', status: 'Resolved', priority: 'Urgent' },
      expect.anything(),
    );
    controller.clearFilters();
    expect(controller.state.value.filters).toEqual({ search: '', status: 'all', priority: 'all' });
    await flush();
    expect(tickets.list).toHaveBeenLastCalledWith(
      { search: undefined, status: 'all', priority: 'all' },
      expect.anything(),
    );
  });

  it('keeps only the newest list answer', async () => {
    const { controller } = setup();
    let releaseOld!: () => void;
    tickets.list.mockReturnValueOnce(
      new Promise((resolve) => {
        releaseOld = () => resolve(ok([ticket('old')]));
      }),
    );
    const first = controller.load();
    tickets.list.mockResolvedValueOnce(ok([ticket('new')]));
    controller.setStatusFilter('Closed');
    await flush();
    releaseOld();
    await first;
    expect(controller.state.value.tickets.map((t) => t.id)).toEqual(['new']);
  });

  it('refuses an incomplete form with the spec messages', async () => {
    const { controller } = setup();
    await expect(controller.create()).resolves.toEqual({
      status: 'invalid',
      errors: {
        subject: 'Subject is required',
        category: 'Category is required',
        description: 'Description is required',
      },
    });
    expect(tickets.create).not.toHaveBeenCalled();
    controller.setField('subject', 'x');
    expect(controller.state.value.form.errors).not.toHaveProperty('subject');
  });

  it('blocks creation while an attachment uploads, then creates with its URL', async () => {
    const { controller } = setup();
    await controller.load();
    fillForm(controller);
    controller.setField('order', 'order_A1');
    controller.addAttachments([pdf()]);
    await flush();
    expect(controller.attachments.items.value[0]).toMatchObject({ status: 'uploading' });
    await expect(controller.create()).resolves.toEqual({
      status: 'invalid',
      errors: { attachments: 'Please wait for all files to finish uploading' },
    });
    uploads[0]?.options?.onProgress?.(0.4);
    expect(controller.attachments.items.value[0]?.progress).toBe(0.4);
    uploads[0]?.resolve('https://shop.test/uploads/w.pdf');
    await flush();
    expect(controller.attachments.status.value).toBe('done');

    const created = ticket('t9', { subject: 'Relay chatter' });
    tickets.create.mockResolvedValue(ok(created));
    tickets.list.mockClear();
    await expect(controller.create()).resolves.toEqual({ status: 'created', ticket: created });
    expect(tickets.create).toHaveBeenCalledWith({
      subject: 'Relay chatter',
      category: 'Technical',
      description: 'K1 chatters when the coil gets 24 V.',
      priority: 'High',
      status: 'Open',
      attachments: ['https://shop.test/uploads/w.pdf'],
      user: { id: 'u1', name: 'Asha Verma', email: 'asha@example.in' },
      orders: 'order_A1',
    });
    expect(notify).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Ticket created successfully!',
    });
    expect(controller.state.value.form).toMatchObject({
      status: 'success',
      values: { subject: '' },
    });
    expect(controller.attachments.items.value).toEqual([]);
    await flush();
    expect(tickets.list).toHaveBeenCalledTimes(1);
  });

  it('blocks creation with a failed attachment until it is retried or removed', async () => {
    const { controller } = setup();
    fillForm(controller);
    controller.addAttachments([pdf('bad.pdf')]);
    await flush();
    uploads[0]?.reject(new NetworkError('Network Error: Failed to fetch'));
    await flush();
    await expect(controller.create()).resolves.toEqual({
      status: 'invalid',
      errors: { attachments: 'Network Error: Failed to fetch' },
    });
    const [item] = controller.attachments.items.value;
    controller.retryAttachment(item?.id ?? '');
    expect(controller.state.value.form.errors).toEqual({});
    await flush();
    uploads[1]?.reject(new NetworkError('Network Error: Failed to fetch'));
    await flush();
    await controller.create();
    controller.removeAttachment(item?.id ?? '');
    expect(controller.state.value.form.errors).toEqual({});
    tickets.create.mockResolvedValue(ok(ticket('t9')));
    await expect(controller.create()).resolves.toMatchObject({ status: 'created' });
    expect(tickets.create.mock.calls[0]?.[0]).toMatchObject({ attachments: [], orders: null });
  });

  it('shows a refused file (type, size) as a failed attachment that blocks creation', async () => {
    const { controller } = setup();
    fillForm(controller);
    controller.addAttachments([
      new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' }),
    ]);
    await expect(controller.create()).resolves.toEqual({
      status: 'invalid',
      errors: { attachments: 'setup.exe is not an allowed file type' },
    });
    expect(uploads).toHaveLength(0);
  });

  it("reports a failed creation with 'Failed to create ticket. Please try again.'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { controller } = setup();
    fillForm(controller);
    tickets.create.mockRejectedValueOnce(new NetworkError('offline'));
    await expect(controller.create()).resolves.toEqual({
      status: 'error',
      message: 'Failed to create ticket. Please try again.',
    });
    expect(notify).toHaveBeenCalledWith({
      kind: 'error',
      message: 'Failed to create ticket. Please try again.',
    });
    expect(controller.state.value.form).toMatchObject({
      status: 'error',
      values: { subject: '  Relay chatter ' },
    });
    tickets.create.mockResolvedValueOnce(ok(ticket('t1'), false));
    await expect(controller.create()).resolves.toMatchObject({ status: 'error' });
    warn.mockRestore();
  });

  it('ignores a second create while one runs, and resets the form on demand', async () => {
    const { controller } = setup();
    fillForm(controller);
    let release!: () => void;
    tickets.create.mockReturnValueOnce(
      new Promise((resolve) => {
        release = () => resolve(ok(ticket('t5')));
      }),
    );
    const first = controller.create();
    await expect(controller.create()).resolves.toEqual({ status: 'busy' });
    release();
    await first;
    fillForm(controller);
    controller.addAttachments([pdf()]);
    controller.resetForm();
    expect(controller.state.value.form.values.subject).toBe('');
    expect(controller.attachments.items.value).toEqual([]);
  });

  it('opens a ticket from the list at once, then shows the server copy', async () => {
    const { controller } = setup();
    await controller.load();
    tickets.get.mockResolvedValue(ok(ticket('t2', { subject: 'Server copy' })));
    const opening = controller.open('t2');
    expect(controller.state.value.selected).toMatchObject({
      id: 't2',
      status: 'loading',
      ticket: { subject: 'Subject t2' },
    });
    await opening;
    expect(controller.state.value.selected).toMatchObject({
      status: 'loaded',
      ticket: { subject: 'Server copy' },
    });
    controller.close();
    expect(controller.state.value.selected.id).toBeNull();
  });

  it('shows why a ticket could not be opened', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { controller } = setup();
    tickets.get.mockRejectedValueOnce(new NetworkError('Network Error: offline'));
    await controller.open('zz');
    expect(controller.state.value.selected).toMatchObject({
      status: 'error',
      error: 'Network Error: offline',
      ticket: null,
    });
    tickets.get.mockRejectedValueOnce('boom');
    await controller.open('zz');
    expect(controller.state.value.selected.error).toBe('Failed to fetch support tickets');
    warn.mockRestore();
  });

  it('validates a comment, counts its characters, sends it and replaces the ticket', async () => {
    const { controller } = setup();
    await controller.load();
    tickets.get.mockResolvedValue(ok(ticket('t1')));
    await controller.open('t1');
    controller.setComment('   ');
    await expect(controller.addComment()).resolves.toEqual({
      status: 'invalid',
      errors: { message: 'Comment cannot be empty' },
    });
    controller.setComment(' Too short ');
    expect(controller.commentLength.value).toBe(9);
    await expect(controller.addComment()).resolves.toEqual({
      status: 'invalid',
      errors: { message: 'Comment must be at least 10 characters' },
    });
    controller.setComment('  Still chattering at 24 V  ');
    const updated = ticket('t1', { comments: [{ message: 'Still chattering at 24 V' }] });
    tickets.comment.mockResolvedValue(ok(updated));
    await expect(controller.addComment()).resolves.toEqual({ status: 'added', ticket: updated });
    expect(tickets.comment).toHaveBeenCalledWith('t1', 'Still chattering at 24 V');
    expect(controller.state.value.tickets[0]).toBe(updated);
    expect(controller.state.value.comment).toMatchObject({ text: '', status: 'success' });
    expect(notify).toHaveBeenCalledWith({
      kind: 'success',
      message: 'Comment added successfully!',
    });
  });

  it("reports a failed comment with 'Failed to add comment. Please try again.'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { controller } = setup();
    await expect(controller.addComment()).resolves.toEqual({ status: 'skipped' });
    tickets.get.mockResolvedValue(ok(ticket('t1')));
    await controller.open('t1');
    controller.setComment('Still chattering at 24 V');
    tickets.comment.mockRejectedValueOnce(new NetworkError('offline'));
    await expect(controller.addComment()).resolves.toEqual({
      status: 'error',
      message: 'Failed to add comment. Please try again.',
    });
    expect(controller.state.value.comment).toMatchObject({
      status: 'error',
      text: 'Still chattering at 24 V',
    });
    let release!: () => void;
    tickets.comment.mockReturnValueOnce(
      new Promise((resolve) => {
        release = () => resolve(ok(ticket('t1'), false));
      }),
    );
    const second = controller.addComment();
    await expect(controller.addComment()).resolves.toEqual({ status: 'busy' });
    release();
    await expect(second).resolves.toMatchObject({ status: 'error' });
    warn.mockRestore();
  });

  it('counts a comment as commentLength does: characters after trimming', () => {
    const { controller } = setup();
    for (const text of ['', '   ', ' Too short ', ' 👍🏽 works ', 'नमस्ते टीम', '\t\u00a0ok\n']) {
      controller.setComment(text);
      expect(controller.commentLength.value).toBe(commentLength(text));
    }
  });

  it("words every message with the catalogue's ids, so overrides apply to the list and the forms", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const controller = createTicketsController({
      client: { tickets, orders },
      session: createFakeSession(USER),
      notify,
      readFile,
      transport: { upload: async () => 'https://shop.test/uploads/1.pdf' },
      messages: {
        'tickets.fetchFailed': 'Tickets unavailable',
        'tickets.fetchDataFailed': 'Orders unavailable',
        'tickets.created': 'Ticket raised',
        'tickets.subjectRequired': 'Give it a subject',
      },
    });
    disposers.push(controller.dispose);
    tickets.list.mockRejectedValueOnce(new NetworkError('offline'));
    orders.list.mockRejectedValueOnce(new NetworkError('offline'));
    await controller.load();
    expect(controller.state.value).toMatchObject({
      error: 'Tickets unavailable',
      ordersError: 'Orders unavailable',
    });
    await expect(controller.create()).resolves.toMatchObject({
      status: 'invalid',
      errors: { subject: 'Give it a subject' },
    });
    fillForm(controller);
    tickets.create.mockResolvedValue(ok(ticket('t9')));
    await expect(controller.create()).resolves.toMatchObject({ status: 'created' });
    expect(notify).toHaveBeenCalledWith({ kind: 'success', message: 'Ticket raised' });
    warn.mockRestore();
  });

  it('clears on logout, drops late answers, and loads again for the next user', async () => {
    const { controller, session } = setup();
    await controller.load();
    fillForm(controller);
    let release!: () => void;
    tickets.create.mockReturnValueOnce(
      new Promise((resolve) => {
        release = () => resolve(ok(ticket('t7')));
      }),
    );
    const creating = controller.create();
    session.logout();
    expect(controller.state.value).toMatchObject({ status: 'idle', tickets: [] });
    release();
    await expect(creating).resolves.toEqual({ status: 'skipped' });
    expect(notify).not.toHaveBeenCalled();
    tickets.list.mockClear();
    session.login({ id: 'u2', name: 'Ravi' });
    await flush();
    expect(tickets.list).toHaveBeenCalledTimes(1);
    expect(orders.list).toHaveBeenCalledTimes(2);
  });
});
