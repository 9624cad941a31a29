import type { EnquiryBody } from '@storefront-kit/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { enquiries } from '../src/db/schema';
import { formRateLimit } from '../src/services/enquiryRateLimit';
import { apiRefusal } from './helpers/apiRefusal';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

const contact: EnquiryBody = {
  kind: 'contact',
  name: 'Sunita Iyer',
  email: 'sunita@iyer-automation.in',
  subject: 'sales',
  message: 'Do you stock Omron NX PLCs?',
};

describe.each(DATABASES)('enquiries on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind);
  });
  afterAll(() => server.close());

  const stored = async (id: string) =>
    (await server.ctx.db.select().from(enquiries).where(eq(enquiries.id, id)))[0];

  it("stores a visitor's contact form and thanks them", async () => {
    const answer = await server.client.content.sendEnquiry({
      ...contact,
      phone: '',
      company: ' Iyer Automation ',
    });
    expect(answer.meta).toEqual({
      status: true,
      message: 'Thank you! Your message has been sent.',
    });
    expect(answer.data).toEqual({
      _id: answer.data.id,
      id: expect.stringMatching(/^enq_/),
      kind: 'contact',
      createdAt: expect.any(String),
    });
    expect(await stored(answer.data.id)).toMatchObject({
      kind: 'contact',
      userId: null,
      name: 'Sunita Iyer',
      email: 'sunita@iyer-automation.in',
      phone: null,
      company: 'Iyer Automation',
      subject: 'sales',
      message: 'Do you stock Omron NX PLCs?',
      reference: null,
    });
  });

  it('links the form to a signed-in user; a bad token is a 401', async () => {
    const { client, user } = await server.signUpAndIn();
    const answer = await client.content.sendEnquiry({
      kind: 'dispute',
      name: 'Ravi',
      email: 'ravi@example.in',
      message: 'Wrong item delivered',
      reference: 'order_abc123',
    });
    expect(await stored(answer.data.id)).toMatchObject({
      kind: 'dispute',
      userId: user.id,
      reference: 'order_abc123',
    });
    expect(await apiRefusal(server.clientWith('bad').content.sendEnquiry(contact))).toEqual({
      status: 401,
      message: 'Invalid or expired token',
    });
  });

  it('answers every kind of form', async () => {
    for (const kindOfForm of ['contact', 'seller', 'dispute', 'ipr', 'abuse'] as const) {
      const answer = await server.client.content.sendEnquiry({ ...contact, kind: kindOfForm });
      expect(answer.data.kind).toBe(kindOfForm);
    }
  });

  it('names the problem with the contact form messages', async () => {
    const cases: [Partial<EnquiryBody>, string][] = [
      [{ name: '  ' }, 'Name is required'],
      [{ email: '' }, 'Email is required'],
      [{ email: 'sunita@iyer' }, 'Please enter a valid email address'],
      [{ message: ' ' }, 'Message is required'],
      [{ subject: 's'.repeat(201) }, 'subject: Too big: expected string to have <=200 characters'],
    ];
    for (const [change, message] of cases) {
      expect(
        await apiRefusal(server.client.content.sendEnquiry({ ...contact, ...change })),
      ).toEqual({ status: 400, message });
    }
    const response = await fetch(`${server.api}/enquiries/create`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...contact, kind: 'complaint' }),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).meta.message).toBe(
      'kind: Invalid option: expected one of "contact"|"seller"|"dispute"|"ipr"|"abuse"',
    );
  });
});

describe.each(DATABASES)('enquiry rate limit on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { env: { RATE_LIMIT: '2' } });
  });
  afterAll(() => server.close());

  it('refuses a third form a minute from one IP with 429 and stores nothing more', async () => {
    await server.client.content.sendEnquiry(contact);
    await server.client.content.sendEnquiry(contact);
    const refused = await apiRefusal(server.client.content.sendEnquiry(contact));
    expect(refused.status).toBe(429);
    expect(refused.message).toMatch(/^Too many requests\. Please try again in \d+ s\.$/);
    expect(await server.ctx.db.select().from(enquiries)).toHaveLength(2);
  });

  it('caps the form limit at 10 a minute whatever RATE_LIMIT allows; 0 turns it off', () => {
    const limit = (value: string) => formRateLimit(loadConfig({ RATE_LIMIT: value })).max;
    expect(limit('2')).toBe(2);
    expect(limit('500')).toBe(10);
    expect(limit('0')).toBe(1_000_000);
  });
});
