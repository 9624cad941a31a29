import { enquiryBodySchema, isEmail, quoteMessages } from '@storefront-kit/core';
import type { Database } from '../db/database';
import { enquiries } from '../db/schema';
import { badRequest } from '../http/errors';
import { parseInput } from '../http/validate';
import { newId } from './ids';

export const ENQUIRY_SENT = 'Thank you! Your message has been sent.';

const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * Validates a form: the required fields with the contact form's messages ('Name is required',
 * 'Please enter a valid email address'…), then the request schema (kind, lengths).
 */
export function parseEnquiryBody(body: unknown) {
  const raw = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  const email = text(raw.email);
  if (!text(raw.name)) throw badRequest(quoteMessages['enquiry.nameRequired']);
  if (!email) throw badRequest(quoteMessages['enquiry.emailRequired']);
  if (!isEmail(email)) throw badRequest(quoteMessages['enquiry.emailInvalid']);
  if (!text(raw.message)) throw badRequest(quoteMessages['enquiry.messageRequired']);
  return parseInput(enquiryBodySchema, body);
}

const blankToNull = (value: string | undefined) => value?.trim() || null;

/** Stores a contact, seller, dispute, IPR or abuse form; `userId` when the sender is signed in. */
export async function createEnquiry(
  db: Database,
  input: ReturnType<typeof parseEnquiryBody>,
  userId: string | null,
  now: Date,
): Promise<{ _id: string; id: string; kind: string; createdAt: string }> {
  const [row] = await db
    .insert(enquiries)
    .values({
      id: newId('enq'),
      kind: input.kind,
      userId,
      name: input.name,
      email: input.email,
      phone: blankToNull(input.phone),
      company: blankToNull(input.company),
      subject: blankToNull(input.subject),
      message: input.message,
      reference: blankToNull(input.reference),
      createdAt: now,
    })
    .returning({ id: enquiries.id, kind: enquiries.kind, createdAt: enquiries.createdAt });
  if (!row) throw new Error('Enquiry insert returned no row');
  return { _id: row.id, id: row.id, kind: row.kind, createdAt: row.createdAt.toISOString() };
}
