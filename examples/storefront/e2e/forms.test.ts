import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  axeViolations,
  DESKTOP,
  launchChromium,
  MOBILE,
  openSite,
  screenshot,
  siteUrl,
} from './site';

let browser: Browser;
beforeAll(async () => {
  browser = await launchChromium();
});
afterAll(() => browser?.close());

const SENT = 'Thank you! Your message has been sent. We will get back to you soon.';
const FAILED = 'Failed to send your message. Please try again.';
const ENQUIRY = '**/api/v1/enquiries/create';

/**
 * Makes the page's `fetch` report each enquiry body it sends (this and later documents of the
 * page). The client sends a `Request` whose body is a stream, which the DevTools protocol does
 * not capture.
 */
function reportEnquiries() {
  const original = window.fetch.bind(window);
  const report = (window as unknown as { reportEnquiry(body: string): Promise<void> })
    .reportEnquiry;
  window.fetch = async (input, init) => {
    const request = new Request(input, init);
    if (request.method === 'POST' && request.url.endsWith('/api/v1/enquiries/create')) {
      await report(await request.clone().text());
    }
    return original(request);
  };
}

/** The enquiries the page sends from now on, as parsed bodies. */
async function recordEnquiries(page: Page): Promise<Record<string, unknown>[]> {
  const sent: Record<string, unknown>[] = [];
  await page.exposeFunction('reportEnquiry', (body: string) => {
    sent.push(JSON.parse(body) as Record<string, unknown>);
  });
  await page.addInitScript(reportEnquiries);
  await page.evaluate(reportEnquiries);
  return sent;
}

const focusedName = (page: Page) =>
  page.evaluate(() => document.activeElement?.getAttribute('name') ?? '');

describe('the forms sent to the server', () => {
  it('/contact: validates with core messages, sends once on a double click, confirms for 5 s', async () => {
    const { page, errors, close } = await openSite(browser, '/contact');
    await page.getByRole('heading', { level: 1, name: 'Contact Us' }).waitFor();
    await page.waitForFunction(() => document.title === 'Contact Us | Storefront Automation');
    const sent = await recordEnquiries(page);
    const form = page.getByRole('form', { name: 'Send us a message' });
    // The ways to reach the company, from the one profile.
    for (const card of ['Email Us', 'Call Us', 'Live Chat', 'Visit Us', 'Business Hours']) {
      await page.getByRole('heading', { level: 3, name: card }).waitFor();
    }
    await expect(
      page.getByRole('link', { name: /^Send an email/ }).getAttribute('target'),
    ).resolves.toBe('_blank');

    // Empty: every required field says so (core's messages), the first one gets focus.
    await form.getByRole('button', { name: 'Send Message' }).click();
    for (const message of [
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]) {
      await form.getByText(message, { exact: true }).waitFor();
    }
    await expect(focusedName(page)).resolves.toBe('name');
    await expect(form.getByLabel('Full name').getAttribute('aria-invalid')).resolves.toBe('true');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'contact-errors');
    // Editing a field clears its error only.
    await form.getByLabel('Full name').fill('Ravi Kumar');
    await expect(form.getByText('Name is required').count()).resolves.toBe(0);
    await form.getByText('Email is required').waitFor();
    await form.getByLabel('Email').fill('ravi@example');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Please enter a valid email address', { exact: true }).waitFor();
    await expect(focusedName(page)).resolves.toBe('email');
    expect(sent).toEqual([]);

    await form.getByLabel('Email').fill('ravi@example.in');
    await form.getByLabel('Subject').selectOption({ label: 'Technical Support' });
    await form.getByLabel('Message').fill('Which proximity sensor replaces an E2E-X5ME1?');
    // The page's clock, to move it on to the end of the success message's 5 s.
    await page.clock.install();
    // Slow the server down to see 'Sending...'; a double click sends one request.
    await page.route(ENQUIRY, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 600));
      await route.continue();
    });
    await form.getByRole('button', { name: 'Send Message' }).dblclick();
    await form.getByRole('button', { name: 'Sending...' }).waitFor();
    await expect(
      form.getByRole('button', { name: 'Sending...' }).getAttribute('aria-disabled'),
    ).resolves.toBe('true');
    await form.getByRole('status').getByText(SENT).waitFor();
    expect(sent).toEqual([
      {
        kind: 'contact',
        name: 'Ravi Kumar',
        email: 'ravi@example.in',
        subject: 'support',
        message: 'Which proximity sensor replaces an E2E-X5ME1?',
      },
    ]);
    // The form is emptied; the message goes after 5 s.
    await expect(form.getByLabel('Full name').inputValue()).resolves.toBe('');
    await expect(form.getByLabel('Subject').inputValue()).resolves.toBe('');
    await screenshot(page, 'contact-sent');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'contact-sent');
    // 5 s later (the page's clock, moved on) the message goes.
    await page.clock.fastForward(5_100);
    await form.getByText(SENT).waitFor({ state: 'detached', timeout: 2_000 });
    expect(errors).toEqual([]);
    await close();
  });

  it('/contact: a server error and a network failure keep the entries and say so', async () => {
    const { page, close } = await openSite(browser, '/contact', { viewport: MOBILE });
    const form = page.getByRole('form', { name: 'Send us a message' });
    await form.getByLabel('Full name').fill('Ravi Kumar');
    await form.getByLabel('Email').fill('ravi@example.in');
    await form.getByLabel('Subject').selectOption('sales');
    await form.getByLabel('Message').fill('Price for 20 relays?');

    await page.route(ENQUIRY, (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByRole('alert').getByText(FAILED, { exact: true }).waitFor();
    await expect(form.getByLabel('Message').inputValue()).resolves.toBe('Price for 20 relays?');

    await page.unroute(ENQUIRY);
    await page.route(ENQUIRY, (route) => route.abort('internetdisconnected'));
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByRole('button', { name: 'Send Message' }).waitFor();
    await form.getByRole('alert').getByText(FAILED, { exact: true }).waitFor();
    await expect(form.getByLabel('Full name').inputValue()).resolves.toBe('Ravi Kumar');
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'contact-failed');

    // Back online: the same entries go through.
    await page.unroute(ENQUIRY);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText(SENT).waitFor();
    await expect(form.getByRole('alert').count()).resolves.toBe(0);
    await close();
  });

  it('/seller: the supplier form with phone and company; a bad phone number is refused', async () => {
    const { page, errors, close } = await openSite(browser, '/seller');
    await page.getByRole('heading', { level: 1, name: 'Become a Seller' }).waitFor();
    await page.waitForFunction(() => document.title === 'Become a Seller | Storefront Automation');
    const sent = await recordEnquiries(page);
    const form = page.getByRole('form', { name: 'Tell us about your business' });
    await expect(form.getByLabel('Subject').count()).resolves.toBe(0);
    await form.getByLabel('Full name').fill('Meera Iyer');
    await form.getByLabel('Email').fill('meera@drives.example.in');
    await form.getByLabel('Phone number (optional)').fill('12-34');
    await form.getByLabel('Company').fill('Iyer Drives Pvt Ltd');
    await form.getByLabel('Products and brands you supply').fill('Servo drives and VFDs');
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText('Please enter a valid phone number', { exact: true }).waitFor();
    await expect(focusedName(page)).resolves.toBe('phone');
    expect(sent).toEqual([]);
    await form.getByLabel('Phone number (optional)').fill('+91 98450 12345');
    await expect(form.getByText('Please enter a valid phone number').count()).resolves.toBe(0);
    await form.getByRole('button', { name: 'Send Message' }).click();
    await form.getByText(SENT).waitFor();
    expect(sent).toEqual([
      {
        kind: 'seller',
        name: 'Meera Iyer',
        email: 'meera@drives.example.in',
        subject: 'Seller registration',
        message: 'Servo drives and VFDs',
        phone: '+91 98450 12345',
        company: 'Iyer Drives Pvt Ltd',
      },
    ]);
    expect(await axeViolations(page)).toEqual([]);
    await screenshot(page, 'seller');
    await page.setViewportSize(MOBILE);
    await screenshot(page, 'seller');
    expect(errors).toEqual([]);
    await close();
  });

  it('/dispute, /report-ipr, /report-abuse: each Help Center report is validated and sent with its kind', async () => {
    const { page, errors, close } = await openSite(browser, '/dispute');
    const sent = await recordEnquiries(page);
    for (const report of [
      {
        path: '/dispute',
        kind: 'dispute',
        title: 'Open a dispute',
        subject: 'Item not as described',
        referenceLabel: 'Order ID (optional)',
        reference: 'ORD-1042',
        messageLabel: 'What went wrong?',
      },
      {
        path: '/report-ipr',
        kind: 'ipr',
        title: 'Report IPR infringement',
        subject: 'Trademark',
        referenceLabel: 'Link to the listing (optional)',
        reference: 'https://example.in/products/details/x/1',
        messageLabel: 'Describe the infringement and your rights',
      },
      {
        path: '/report-abuse',
        kind: 'abuse',
        title: 'Report abuse',
        subject: 'Counterfeit product',
        referenceLabel: 'Link to the page or product (optional)',
        reference: 'https://example.in/products/details/y/2',
        messageLabel: 'What happened?',
      },
    ]) {
      sent.length = 0;
      await page.setViewportSize(DESKTOP);
      if (report.path !== '/dispute') await page.goto(`${siteUrl()}${report.path}`);
      await page.getByRole('heading', { level: 1, name: report.title }).waitFor();
      await page.waitForFunction(
        (title) => document.title === `${title} | Storefront Automation`,
        report.title,
      );
      const form = page.getByRole('form', { name: 'Tell us what happened' });
      await form.getByRole('button', { name: 'Send Message' }).click();
      await form.getByText('Subject is required', { exact: true }).waitFor();
      expect(sent).toEqual([]);
      await form.getByLabel('Full name').fill('Ravi Kumar');
      await form.getByLabel('Email').fill('ravi@example.in');
      await form.getByLabel('Subject').selectOption({ label: report.subject });
      await form.getByLabel(report.referenceLabel).fill(report.reference);
      await form.getByLabel(report.messageLabel).fill('Details of the problem.');
      await form.getByRole('button', { name: 'Send Message' }).click();
      await form.getByText(SENT).waitFor();
      expect(sent).toEqual([
        expect.objectContaining({
          kind: report.kind,
          subject: report.subject,
          reference: report.reference,
          message: 'Details of the problem.',
        }),
      ]);
      expect(await axeViolations(page)).toEqual([]);
      await screenshot(page, report.path.slice(1));
      await page.setViewportSize(MOBILE);
      await screenshot(page, report.path.slice(1));
    }
    expect(errors).toEqual([]);
    await close();
  });
});
