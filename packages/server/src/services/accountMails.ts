import type { FastifyBaseLogger } from 'fastify';
import type { Mailer, MailMessage } from './mailer';

type Origin = { publicUrl: string | undefined; port: number };

/**
 * The storefront's origin for links in e-mails: PUBLIC_URL (required in production), never the
 * request's Host header, which a client could forge to send a victim's reset link elsewhere.
 */
const mailOrigin = (config: Origin) => config.publicUrl ?? `http://localhost:${config.port}`;

/** The storefront's reset page with a token. */
export function resetPageUrl(config: Origin, token: string): string {
  return `${mailOrigin(config)}/auth/reset-password?token=${encodeURIComponent(token)}`;
}

/** The storefront's sign-in page (spec: /auth), where "Forgot password?" starts a reset. */
export function signInPageUrl(config: Origin): string {
  return `${mailOrigin(config)}/auth`;
}

/**
 * Sends a message after the answer, so the answer's timing does not depend on the mail server
 * (nor on whether a message was sent at all); a failure is logged, not thrown.
 */
export function sendInBackground(
  mailer: Mailer,
  message: MailMessage,
  log: Pick<FastifyBaseLogger, 'error'>,
): Promise<void> {
  return mailer.send(message).catch((error: unknown) => {
    log.error({ err: error, subject: message.subject }, 'e-mail not sent');
  });
}

const signature = '\n\n— storefront-kit';

/** The password-reset e-mail: the link, the token for API clients, and its lifetime. */
export function passwordResetMail(to: string, link: string, token: string, minutes: number) {
  return {
    to,
    subject: 'Reset your password',
    text: `Someone (hopefully you) asked to reset the password of your account.\n\nTo choose a new password, open this link within ${minutes} minutes:\n${link}\n\nOr enter this reset code: ${token}\n\nThe link works once. If you did not ask for it, ignore this e-mail: your password stays as it is.${signature}`,
  } satisfies MailMessage;
}

/** To an account whose e-mail or mobile a sign-up named again (the sign-up answer does not say). */
export function signUpExistingMail(to: string, link: string) {
  return {
    to,
    subject: 'Someone tried to create an account with your details',
    text: `Someone tried to create a new account with the e-mail address or mobile number of your account.\n\nIf it was you, sign in with your password, or reset it here:\n${link}\n\nIf it was not you, you need not do anything: no account was created and your password is unchanged.${signature}`,
  } satisfies MailMessage;
}

/** To a new account's e-mail. */
export function welcomeMail(to: string, name: string) {
  return {
    to,
    subject: 'Welcome to storefront-kit',
    text: `Hello ${name},\n\nYour account has been created. You can now sign in with this e-mail address.\n\nIf you did not create it, reply to this e-mail.${signature}`,
  } satisfies MailMessage;
}

/** To the account's e-mail after a password change or reset. */
export function passwordChangedMail(to: string, link: string) {
  return {
    to,
    subject: 'Your password was changed',
    text: `The password of your account was just changed, and every device signed in to it was signed out.\n\nIf you did not do this, reset your password now:\n${link}${signature}`,
  } satisfies MailMessage;
}
