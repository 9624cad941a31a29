import { describe, expect, it, vi } from 'vitest';
import { createFakeSession } from '../../test/helpers/fakeCartApi';
import type { Notifier } from '../notifications/types';
import type { Ticket } from '../schemas/tickets';

// The forms' code (attachments, create, comment) cannot load: the create form reports it as its
// own failure, with the spec's message (a failed load of the attachment queue is
// createLazyUploadQueue's, tested there).
vi.mock('./ticketForms', () => {
  throw new TypeError('Failed to fetch dynamically imported module');
});
const { createTicketsController } = await import('./createTicketsController');

const ticket: Ticket = {
  id: 't1',
  subject: 'Relay chatter',
  category: 'Technical',
  priority: 'Medium',
  description: 'K1 chatters',
  status: 'Open',
  createdAt: '2026-01-01T00:00:00.000Z',
  comments: [],
};
const ok = <T>(data: T) => ({ meta: { status: true, message: 'OK' }, data });

function setup() {
  const tickets = {
    list: vi.fn().mockResolvedValue(ok([ticket])),
    get: vi.fn().mockResolvedValue(ok(ticket)),
    create: vi.fn(),
    comment: vi.fn(),
  };
  const upload = vi.fn();
  const notify = vi.fn<Notifier>();
  const controller = createTicketsController({
    client: { tickets },
    session: createFakeSession({ id: 'u1', name: 'Asha Verma' }),
    notify,
    transport: { upload },
  });
  return { tickets, upload, notify, controller };
}

describe("createTicketsController when the forms' code cannot load", () => {
  it("fails the create with 'Failed to create ticket. Please try again.'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { tickets, notify, controller } = setup();
    await controller.load();
    controller.setField('subject', 'Relay chatter');
    controller.setField('category', 'Technical');
    controller.setField('description', 'K1 chatters');
    await expect(controller.create()).resolves.toEqual({
      status: 'error',
      message: 'Failed to create ticket. Please try again.',
    });
    expect(controller.state.value.form).toMatchObject({
      status: 'error',
      error: 'Failed to create ticket. Please try again.',
    });
    expect(notify).toHaveBeenCalledWith({
      kind: 'error',
      message: 'Failed to create ticket. Please try again.',
    });
    expect(tickets.create).not.toHaveBeenCalled();
    controller.dispose();
    warn.mockRestore();
  });

  it("fails the comment with 'Failed to add comment. Please try again.'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { tickets, notify, controller } = setup();
    await controller.load();
    await controller.open('t1');
    controller.setComment('Still chattering at 24 V');
    await expect(controller.addComment()).resolves.toEqual({
      status: 'error',
      message: 'Failed to add comment. Please try again.',
    });
    expect(controller.state.value.comment).toMatchObject({
      status: 'error',
      error: 'Failed to add comment. Please try again.',
    });
    expect(notify).toHaveBeenCalledWith({
      kind: 'error',
      message: 'Failed to add comment. Please try again.',
    });
    expect(tickets.comment).not.toHaveBeenCalled();
    controller.dispose();
    warn.mockRestore();
  });

  it("fails the picked attachments with the load's error, retryable, sending nothing", async () => {
    const { upload, controller } = setup();
    await controller.load();
    controller.addAttachments([new File(['%PDF-1.4'], 'wiring.pdf', { type: 'application/pdf' })]);
    expect(controller.attachments.items.value).toMatchObject([
      { id: 'upload-1', name: 'wiring.pdf', status: 'queued' },
    ]);
    await vi.waitFor(() => expect(controller.attachments.status.value).toBe('failed'));
    expect(controller.attachments.items.value).toMatchObject([
      {
        id: 'upload-1',
        status: 'failed',
        // The error's own message (vitest words it its own way).
        error: expect.stringContaining('mock'),
        retryable: true,
      },
    ]);
    expect(upload).not.toHaveBeenCalled();
    controller.retryAttachment('upload-1');
    expect(controller.attachments.items.value).toMatchObject([{ status: 'queued' }]);
    await vi.waitFor(() => expect(controller.attachments.status.value).toBe('failed'));
    controller.dispose();
  });
});
