import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { apiAs, chromiumForFile, settledViolations, tokenOf } from './dashboardFlow';
import { createCustomer, MOBILE, openSite, screenshot, signIn, siteUrl } from './site';

const browser = chromiumForFile();

interface Ticket {
  id: string;
  subject: string;
  category: string;
  priority: string;
  status: string;
  description: string;
  attachments: string[];
  attachment_files?: { url: string; name: string | null }[];
  comments: { message: string; user?: { name: string } | null }[];
}
interface Envelope<T> {
  meta: { status: boolean; message?: string | null };
  data: T;
}

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

const serverTickets = async (token: string) =>
  (await apiAs<Envelope<Ticket[]>>(token, '/support-ticket/web/list')).data;

/** A new customer, signed in on a fresh page, on /dashboard/support. */
async function customerOnSupport(name: string) {
  const customer = await createCustomer(name);
  const site = await openSite(browser(), '/');
  await signIn(site.page, customer.email, customer.password);
  await site.page.goto(`${siteUrl()}/dashboard/support`);
  await site.page.getByRole('heading', { level: 1, name: 'Support Tickets' }).waitFor();
  return { ...site, customer, token: await tokenOf(site.page) };
}

const rows = (page: Page) => page.locator('main table tbody tr');

describe('support tickets', () => {
  it('creates a ticket with an uploaded attachment, shows it, and adds a comment', async () => {
    const { page, errors, close, token } = await customerOnSupport('Ravi Kulkarni');
    await page.getByRole('heading', { level: 2, name: 'No support tickets yet' }).waitFor();
    expect(await settledViolations(page)).toEqual([]);

    // The upload waits at the network until released: its progress and the blocked submit show.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/v1/auth/upload', async (route) => {
      await held;
      await route.continue();
    });

    await page.getByRole('button', { name: 'New Ticket' }).click();
    const form = page.getByRole('dialog', { name: 'New Support Ticket' });
    await form.getByRole('button', { name: 'Create Ticket' }).click();
    await form.getByText('Subject is required').waitFor();
    await form.getByText('Category is required').waitFor();
    await form.getByText('Description is required').waitFor();
    // Focus goes to the first field with a message.
    await expect(
      form.getByLabel('Subject').evaluate((element) => element === document.activeElement),
    ).resolves.toBe(true);
    expect(await settledViolations(page)).toEqual([]);

    const subject = 'Relay chatters at 24 V DC';
    const description = 'The safety relay on line 3 chatters when the press starts.';
    await form.getByLabel('Subject').fill(subject);
    await form.getByLabel('Category').selectOption('Technical');
    await expect(form.getByLabel('Priority').inputValue()).resolves.toBe('Medium');
    await form.getByLabel('Priority').selectOption('High');
    await form.getByLabel('Description').fill(description);
    await expect(form.getByLabel('Related order (optional)').inputValue()).resolves.toBe('');

    // A file over 10 MB is refused with the message and does not stay in the list.
    const files = form.getByLabel('Choose files');
    await files.setInputFiles({
      name: 'wiring-manual.pdf',
      mimeType: 'application/pdf',
      buffer: Buffer.alloc(10 * 1024 * 1024 + 1, 0x25),
    });
    await form
      .getByRole('alert')
      .getByText('wiring-manual.pdf is larger than 10 MB. The file was removed.')
      .waitFor();
    await expect(form.getByRole('list', { name: 'Attachments (optional)' }).count()).resolves.toBe(
      0,
    );

    await files.setInputFiles({ name: 'relay-photo.png', mimeType: 'image/png', buffer: PNG });
    const attachment = form.getByRole('listitem').filter({ hasText: 'relay-photo.png' });
    await attachment.getByRole('progressbar', { name: 'Upload of relay-photo.png' }).waitFor();
    await attachment.getByText(/^Uploading \d+%$/).waitFor();
    await expect(form.getByText('is larger than 10 MB').count()).resolves.toBe(0);

    // Sending while the file uploads is refused, and nothing reaches the server.
    await form.getByRole('button', { name: 'Create Ticket' }).click();
    await form
      .getByRole('alert')
      .filter({ hasText: 'Please wait for all files to finish uploading' })
      .waitFor();
    await expect(serverTickets(token)).resolves.toEqual([]);
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'support-create');

    release();
    await attachment.getByText('Uploaded', { exact: true }).waitFor();
    await expect(attachment.getByRole('progressbar').count()).resolves.toBe(0);
    await form.getByRole('button', { name: 'Create Ticket' }).click();
    await page.getByRole('status').filter({ hasText: 'Ticket created successfully!' }).waitFor();
    await expect(form.count()).resolves.toBe(0);

    // The list shows the new ticket; the server has it with the attachment, which answers 200.
    const row = rows(page).filter({ hasText: subject });
    await row.waitFor();
    await expect(row.getByText('Open', { exact: true }).count()).resolves.toBe(1);
    await expect(row.getByText('High', { exact: true }).count()).resolves.toBe(1);
    await expect(row.getByText('Technical', { exact: true }).count()).resolves.toBe(1);
    const [saved, ...others] = await serverTickets(token);
    expect(others).toEqual([]);
    expect(saved).toMatchObject({
      subject,
      description,
      category: 'Technical',
      priority: 'High',
      status: 'Open',
      comments: [],
    });
    expect(saved?.attachments).toHaveLength(1);
    // With the name it was uploaded with.
    expect(saved?.attachment_files).toEqual([
      { url: saved?.attachments[0], name: 'relay-photo.png' },
    ]);
    const file = await fetch(saved?.attachments[0] ?? '');
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(PNG)).toBe(true);

    // View: description, times, comment count, the attachment's link by its file name (not
    // 'Attachment 1'), no comments yet.
    await row.getByRole('button', { name: `View ticket: ${subject}` }).click();
    const view = page.getByRole('dialog', { name: subject });
    await view.getByText(description).waitFor();
    await view.getByText('Created', { exact: true }).waitFor();
    await view.getByText('Last updated', { exact: true }).waitFor();
    await view.getByText('No comments yet.').waitFor();
    const link = view.getByRole('link', { name: 'relay-photo.png (opens in a new tab)' });
    await expect(link.getAttribute('href')).resolves.toBe(saved?.attachments[0]);
    await expect(link.getAttribute('target')).resolves.toBe('_blank');
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'support-view');

    // Add a comment: the counter, the 10-character minimum, then success.
    await view.getByRole('button', { name: 'Add Comment' }).click();
    const commentForm = page.getByRole('dialog', { name: 'Add a Comment' });
    const comment = commentForm.getByLabel('Your comment');
    await expect(comment.evaluate((element) => element === document.activeElement)).resolves.toBe(
      true,
    );
    await comment.fill('  Too short  ');
    await commentForm.getByText('9 characters', { exact: true }).waitFor();
    await commentForm.getByRole('button', { name: 'Add Comment' }).click();
    await commentForm.getByText('Comment must be at least 10 characters').waitFor();
    expect(await settledViolations(page)).toEqual([]);
    const message = 'Still chattering after replacing the contactor.';
    await comment.fill(message);
    await commentForm.getByText(`${message.length} characters`, { exact: true }).waitFor();
    await expect(commentForm.getByText('Comment must be at least').count()).resolves.toBe(0);
    await commentForm.getByRole('button', { name: 'Add Comment' }).click();
    await page.getByRole('status').filter({ hasText: 'Comment added successfully!' }).waitFor();
    await expect(commentForm.count()).resolves.toBe(0);
    // The view shows the server's ticket, with the comment.
    await view.getByText(message).waitFor();
    await expect(view.getByText('No comments yet.').count()).resolves.toBe(0);

    // The owner edits the Open ticket (decisions.md): subject, priority, description.
    await view.getByRole('button', { name: 'Edit Ticket' }).click();
    const subjectField = view.getByLabel('Subject');
    await expect(
      subjectField.evaluate((element) => element === document.activeElement),
    ).resolves.toBe(true);
    await subjectField.fill(' ');
    await view.getByRole('button', { name: 'Save Changes' }).click();
    await view.getByText('Subject is required').waitFor();
    expect(await settledViolations(page)).toEqual([]);
    const edited = `${subject} on line 3`;
    await subjectField.fill(edited);
    await view.getByLabel('Priority').selectOption('Urgent');
    await view.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByRole('status').filter({ hasText: 'Ticket updated successfully!' }).waitFor();
    await page.getByRole('dialog', { name: edited }).getByText(message).waitFor();
    await expect(row.getByText('Urgent', { exact: true }).count()).resolves.toBe(1);
    await row.getByText(edited, { exact: true }).waitFor();
    await view.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(view.count()).resolves.toBe(0);
    await expect(row.locator('td[data-label="Comments"]').textContent()).resolves.toBe('1');
    const [commented] = await serverTickets(token);
    expect(commented).toMatchObject({ subject: edited, priority: 'Urgent', description });
    expect(commented?.comments.map((c) => c.message)).toEqual([message]);
    expect(commented?.comments[0]?.user?.name).toBe('Ravi Kulkarni');

    // The table's own Comment action opens the comment form directly.
    await row.getByRole('button', { name: `Comment on ticket: ${subject}` }).click();
    await page
      .getByRole('dialog', { name: 'Add a Comment' })
      .getByText(`On ticket: ${subject}`)
      .waitFor();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog').count()).resolves.toBe(0);

    expect(errors).toEqual([]);
    await close();
  });

  it('filters by status and priority, searches, and clears the filters', async () => {
    const { page, errors, close, token } = await customerOnSupport('Meera Joshi');
    const tickets = [
      { subject: 'Invoice shows the wrong GSTIN', category: 'Billing', priority: 'Low' },
      { subject: 'Servo drive alarm AL.16', category: 'Technical', priority: 'Urgent' },
      { subject: 'Parcel arrived damaged', category: 'Shipping', priority: 'High' },
    ];
    for (const ticket of tickets) {
      await apiAs(token, '/support-ticket/create', {
        ...ticket,
        description: `About: ${ticket.subject}.`,
        status: 'Open',
        attachments: [],
      });
    }
    await page.reload();
    await rows(page).nth(2).waitFor();
    await expect(rows(page).count()).resolves.toBe(3);
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'support');

    const status = page.getByLabel('Status', { exact: true });
    const priority = page.getByLabel('Priority', { exact: true });
    const search = page.getByLabel('Search tickets');

    // Every ticket is Open (the customer changes no status).
    await status.selectOption('Resolved');
    await page.getByRole('heading', { level: 2, name: 'No tickets match your filters' }).waitFor();
    await status.selectOption('Open');
    await rows(page).nth(2).waitFor();
    await expect(rows(page).count()).resolves.toBe(3);

    await priority.selectOption('Urgent');
    await page.waitForFunction(() => document.querySelectorAll('main table tbody tr').length === 1);
    await rows(page).filter({ hasText: 'Servo drive alarm AL.16' }).waitFor();

    await priority.selectOption('all');
    await search.fill('invoice');
    await page.waitForFunction(
      () =>
        document.querySelectorAll('main table tbody tr').length === 1 &&
        document.querySelector('main table tbody tr')?.textContent?.includes('Invoice'),
    );

    await search.fill('no such ticket');
    await page.getByRole('heading', { level: 2, name: 'No tickets match your filters' }).waitFor();
    await priority.selectOption('High');
    await page.getByRole('main').getByRole('button', { name: 'Clear Filters' }).first().click();
    await page.waitForFunction(() => document.querySelectorAll('main table tbody tr').length === 3);
    await expect(search.inputValue()).resolves.toBe('');
    await expect(status.inputValue()).resolves.toBe('all');
    await expect(priority.inputValue()).resolves.toBe('all');

    await page.setViewportSize(MOBILE);
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'support');
    // The table becomes cards: no horizontal scrolling at 375 px.
    await expect(
      page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
    ).resolves.toBe(true);
    await page.getByRole('button', { name: 'View ticket: Parcel arrived damaged' }).click();
    await page
      .getByRole('dialog', { name: 'Parcel arrived damaged' })
      .getByText('About: Parcel arrived damaged.')
      .waitFor();
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'support-view');

    expect(errors).toEqual([]);
    await close();
  });

  it("shows 'Error Loading Support Tickets' with Retry when the list cannot be loaded", async () => {
    const customer = await createCustomer('Kiran Rao');
    const { page, errors, close } = await openSite(browser(), '/');
    await signIn(page, customer.email, customer.password);
    let failing = true;
    await page.route('**/api/v1/support-ticket/web/list*', (route) =>
      failing
        ? route.fulfill({ status: 500, contentType: 'application/json', body: '{}' })
        : route.continue(),
    );
    await page.goto(`${siteUrl()}/dashboard/support`);
    await page.getByRole('heading', { level: 2, name: 'Error Loading Support Tickets' }).waitFor();
    await page.getByRole('alert').filter({ hasText: 'Failed to fetch support tickets' }).waitFor();
    await expect(page.getByRole('button', { name: 'New Ticket' }).count()).resolves.toBe(0);
    expect(await settledViolations(page)).toEqual([]);
    await screenshot(page, 'support-error');

    failing = false;
    await page.getByRole('button', { name: 'Retry' }).click();
    await page.getByRole('heading', { level: 2, name: 'No support tickets yet' }).waitFor();
    // The only errors are the browser's notes of the refused request.
    expect(errors.filter((error) => !error.includes('status of 500'))).toEqual([]);
    expect(errors.length).toBeGreaterThan(0);
    await close();
  });
});
