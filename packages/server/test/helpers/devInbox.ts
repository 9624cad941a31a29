import { expect } from 'vitest';
import type { RunningServer } from '../../src/server';
import type { DevMailer, SentMail } from '../../src/services/mailer';

/** The development mailer's messages (newest first) of a test server started without SMTP_URL. */
export function devInbox(server: RunningServer): readonly SentMail[] {
  return (server.ctx.mailer as DevMailer).inbox;
}

/** Waits (the server sends after answering) for the newest message to `to` with `subject`. */
export async function waitForMail(
  server: RunningServer,
  to: string,
  subject: string,
): Promise<SentMail> {
  const find = () => devInbox(server).find((mail) => mail.to === to && mail.subject === subject);
  await expect.poll(find, { timeout: 5000 }).toBeDefined();
  return find() as SentMail;
}

/** The reset code of a password-reset e-mail. */
export function resetCodeOf(mail: SentMail): string {
  const code = /reset code: (\S+)/.exec(mail.text)?.[1];
  if (!code) throw new Error(`No reset code in:\n${mail.text}`);
  return code;
}
