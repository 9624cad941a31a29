import type { Storefront } from '@storefront-kit/core';
import { renderHookWithProvider } from '@storefront-kit/test-utils/react';
import { makeStorefront, signUpFreshCustomer } from '@storefront-kit/test-utils/shop';
import { act, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useTickets } from './useTickets';

let storefront: Storefront;
const toasts = () => storefront.notifications.toasts.value.map((toast) => toast.message);
const subject = `Relay K1 chatters ${crypto.randomUUID().slice(0, 8)}`;

// One fresh customer for this file: other files use the same server at the same time.
beforeAll(async () => {
  storefront = makeStorefront();
  await signUpFreshCustomer(storefront, 'Ticket Tester');
});
afterAll(() => storefront.dispose());

function renderTickets() {
  const seen: string[] = [];
  const rendered = renderHookWithProvider(
    () => {
      const tickets = useTickets();
      for (const item of tickets.attachments) seen.push(`${item.status}:${item.progress}`);
      return tickets;
    },
    { storefront },
  );
  return { ...rendered, seen };
}

describe('useTickets', () => {
  it("refuses an empty form with the spec's messages", async () => {
    const { result } = renderTickets();
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    expect(result.current.tickets).toEqual([]);
    await act(() => result.current.create());
    expect(result.current.form.errors).toEqual({
      subject: 'Subject is required',
      category: 'Category is required',
      description: 'Description is required',
    });
  });

  it('uploads an attachment with progress until done, then creates the ticket with it', async () => {
    const { result, seen } = renderTickets();
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    act(() => {
      result.current.setField('subject', subject);
      result.current.setField('category', 'Technical');
      result.current.setField('description', 'K1 chatters when the coil gets 24 V DC.');
      result.current.setField('priority', 'High');
    });
    const notes = new File(['Coil voltage 24 V DC, measured 23.7 V.'], 'notes.txt', {
      type: 'text/plain',
    });
    act(() => result.current.addAttachments([notes]));
    expect(result.current.attachmentsStatus).toBe('uploading');
    await waitFor(() => expect(result.current.attachmentsStatus).toBe('done'));
    expect(result.current.attachments[0]).toMatchObject({
      name: 'notes.txt',
      status: 'done',
      progress: 1,
      url: expect.stringMatching(/\/uploads\/.+\.txt$/),
    });
    expect(seen).toContain('done:1');
    expect(seen.some((step) => step.startsWith('uploading:') || step.startsWith('reading:'))).toBe(
      true,
    );

    await act(async () => {
      await expect(result.current.create()).resolves.toMatchObject({ status: 'created' });
    });
    expect(toasts()).toContain('Ticket created successfully!');
    expect(result.current.form).toMatchObject({ status: 'success', values: { subject: '' } });
    expect(result.current.attachments).toEqual([]);
    await waitFor(() => expect(result.current.tickets.map((t) => t.subject)).toEqual([subject]));
    expect(result.current.tickets[0]).toMatchObject({ status: 'Open', priority: 'High' });
    expect(result.current.tickets[0]?.attachments).toHaveLength(1);
  });

  it('blocks the form with a refused attachment until it is removed', async () => {
    const { result } = renderTickets();
    await waitFor(() => expect(result.current.status).toBe('loaded'));
    act(() => {
      result.current.setField('subject', `${subject} (second)`);
      result.current.setField('category', 'Product');
      result.current.setField('description', 'A second question.');
    });
    const exe = new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' });
    act(() => result.current.addAttachments([exe]));
    await act(() => result.current.create());
    expect(result.current.form.errors).toEqual({
      attachments: 'setup.exe is not an allowed file type',
    });
    act(() => result.current.removeAttachment(result.current.attachments[0]?.id ?? ''));
    expect(result.current.form.errors).toEqual({});
    await act(async () => {
      await expect(result.current.create()).resolves.toMatchObject({ status: 'created' });
    });
    await waitFor(() => expect(result.current.tickets).toHaveLength(2));
  });

  it('filters by status, priority and search, and clears the filters', async () => {
    const { result } = renderTickets();
    await waitFor(() => expect(result.current.tickets).toHaveLength(2));
    act(() => result.current.setStatusFilter('Closed'));
    await waitFor(() => expect(result.current.tickets).toEqual([]));
    act(() => result.current.setStatusFilter('Open'));
    act(() => result.current.setPriorityFilter('High'));
    await waitFor(() => expect(result.current.tickets.map((t) => t.subject)).toEqual([subject]));
    act(() => result.current.setPriorityFilter('all'));
    act(() => result.current.setSearch('second'));
    await waitFor(() =>
      expect(result.current.tickets.map((t) => t.subject)).toEqual([`${subject} (second)`]),
    );
    act(() => result.current.clearFilters());
    expect(result.current.filters).toEqual({ search: '', status: 'all', priority: 'all' });
    await waitFor(() => expect(result.current.tickets).toHaveLength(2));
  });

  it('opens a ticket and adds a comment; the list shows the updated ticket', async () => {
    const { result } = renderTickets();
    await waitFor(() => expect(result.current.tickets).toHaveLength(2));
    const id = result.current.tickets.find((t) => t.subject === subject)?.id ?? '';
    await act(() => result.current.open(id));
    expect(result.current.selected).toMatchObject({ id, status: 'loaded' });
    act(() => result.current.setComment('Thanks'));
    expect(result.current.commentLength).toBe(6);
    await act(() => result.current.addComment());
    expect(result.current.comment.errors).toEqual({
      message: 'Comment must be at least 10 characters',
    });
    act(() => result.current.setComment('  It still chatters after the firmware update.  '));
    await act(async () => {
      await expect(result.current.addComment()).resolves.toMatchObject({ status: 'added' });
    });
    expect(toasts()).toContain('Comment added successfully!');
    expect(result.current.selected.ticket?.comments?.map((c) => c.message)).toEqual([
      'It still chatters after the firmware update.',
    ]);
    expect(result.current.tickets.find((t) => t.id === id)?.comments).toHaveLength(1);
    act(() => result.current.close());
    expect(result.current.selected.id).toBeNull();
  });
});
