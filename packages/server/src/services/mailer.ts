import nodemailer from 'nodemailer';

/** One e-mail. */
export interface MailMessage {
  readonly to: string;
  readonly subject: string;
  readonly text: string;
  readonly html?: string;
}

/** Sends the server's e-mails (password reset, sign-up notices). */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** A message the development mailer kept, for the dev inbox. */
export interface SentMail extends MailMessage {
  readonly from: string;
  readonly sentAt: Date;
}

/** The development mailer: nothing leaves the machine; messages go to the log and the inbox. */
export interface DevMailer extends Mailer {
  readonly kind: 'dev';
  /** The most recent messages, newest first. */
  readonly inbox: readonly SentMail[];
}

/** Messages the development inbox keeps. */
export const DEV_INBOX_SIZE = 50;

/**
 * The development mailer: logs each message (`log`, e.g. the console) and keeps the last
 * {@link DEV_INBOX_SIZE} for `GET /dev/inbox`.
 */
export function createDevMailer(options: {
  from: string;
  log?: (text: string) => void;
  now?: () => Date;
}): DevMailer {
  const inbox: SentMail[] = [];
  return {
    kind: 'dev',
    inbox,
    async send(message) {
      const mail: SentMail = {
        ...message,
        from: options.from,
        sentAt: (options.now ?? (() => new Date()))(),
      };
      inbox.unshift(mail);
      inbox.length = Math.min(inbox.length, DEV_INBOX_SIZE);
      options.log?.(
        `[mail] From: ${mail.from}\n[mail] To: ${mail.to}\n[mail] Subject: ${mail.subject}\n\n${mail.text}\n`,
      );
    },
  };
}

/**
 * The SMTP mailer (nodemailer) for `SMTP_URL`, e.g. `smtps://user:pass@smtp.example.in:465` or
 * `smtp://user:pass@smtp.example.in:587` (STARTTLS when the server offers it). A failed send
 * rejects with nodemailer's error.
 */
export function createSmtpMailer(options: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(options.url);
  return {
    async send(message) {
      await transport.sendMail({
        from: options.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        ...(message.html ? { html: message.html } : {}),
      });
    },
  };
}

/** True for the development mailer (the one with an inbox). */
export function isDevMailer(mailer: Mailer): mailer is DevMailer {
  return (mailer as Partial<DevMailer>).kind === 'dev';
}

/**
 * The mailer of a configuration: SMTP when `SMTP_URL` is set, else the development mailer
 * (production refuses to start without `SMTP_URL`, see `loadConfig`).
 */
export function createMailer(config: {
  smtpUrl: string | undefined;
  mailFrom: string;
  logLevel: string;
}): Mailer {
  if (config.smtpUrl) return createSmtpMailer({ url: config.smtpUrl, from: config.mailFrom });
  return createDevMailer({
    from: config.mailFrom,
    log: config.logLevel === 'silent' ? undefined : (text) => console.info(text),
  });
}
