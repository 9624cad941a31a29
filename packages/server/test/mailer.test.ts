import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import {
  createDevMailer,
  createSmtpMailer,
  DEV_INBOX_SIZE,
  isDevMailer,
} from '../src/services/mailer';
import { resetCodeOf } from './helpers/devInbox';
import { createUser } from './helpers/fixtures';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

// The Mailer (issue 19, accounts): SMTP through nodemailer against a real SMTP listener on
// loopback, the development mailer with its log and inbox page, and SMTP_URL in production.

interface Received {
  from: string;
  to: string[];
  user: string | undefined;
  raw: string;
}

/** A tiny SMTP server on loopback (no TLS) that takes user `shop` / `s3cret` and keeps each message. */
async function startSmtp(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === 'shop' && auth.password === 's3cret') {
        callback(null, { user: auth.username });
      } else callback(new Error('Invalid username or password'));
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
          user: session.user as string | undefined,
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  return {
    url: `smtp://shop:s3cret@127.0.0.1:${port}`,
    received,
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}

/** A message's body with quoted-printable soft line breaks joined. */
const bodyOf = (raw: string) =>
  raw
    .slice(raw.indexOf('\r\n\r\n') + 4)
    .replace(/=\r\n/g, '')
    .replace(/=3D/g, '=');

describe('the SMTP mailer (nodemailer) against a local SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtp>>;
  beforeAll(async () => {
    smtp = await startSmtp();
  });
  afterAll(() => smtp.close());

  it('authenticates with the URL’s credentials and delivers from MAIL_FROM to the recipient', async () => {
    const mailer = createSmtpMailer({ url: smtp.url, from: 'Shop <no-reply@shop.example.in>' });
    await mailer.send({
      to: 'asha@example.in',
      subject: 'Reset your password',
      text: 'Open this link: https://shop.example.in/auth/reset-password?token=abc',
      html: '<p>Open <a href="https://shop.example.in/">this link</a></p>',
    });
    expect(smtp.received).toHaveLength(1);
    const [mail] = smtp.received;
    expect(mail).toMatchObject({
      from: 'no-reply@shop.example.in',
      to: ['asha@example.in'],
      user: 'shop',
    });
    expect(mail?.raw).toMatch(/^From: Shop <no-reply@shop\.example\.in>\r$/m);
    expect(mail?.raw).toMatch(/^To: asha@example\.in\r$/m);
    expect(mail?.raw).toMatch(/^Subject: Reset your password\r$/m);
    expect(bodyOf(mail?.raw ?? '')).toContain(
      'Open this link: https://shop.example.in/auth/reset-password?token=abc',
    );
    expect(bodyOf(mail?.raw ?? '')).toContain('<a href="https://shop.example.in/">this link</a>');
  });

  it('rejects when the server refuses the credentials', async () => {
    const mailer = createSmtpMailer({
      url: smtp.url.replace('s3cret', 'wrong'),
      from: 'no-reply@shop.example.in',
    });
    await expect(mailer.send({ to: 'a@example.in', subject: 'x', text: 'y' })).rejects.toThrow(
      /Invalid username or password/,
    );
  });

  describe.each(DATABASES)('a server with SMTP_URL on %s', (kind) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind, {
        fixtures: false,
        env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example.in' },
      });
    });
    afterAll(() => server.close());

    it('sends the password-reset e-mail over SMTP and has no dev inbox', async () => {
      expect(isDevMailer(server.ctx.mailer)).toBe(false);
      const user = await createUser(server.ctx.db);
      await server.client.auth.forgotPassword({ login: user.email });
      const find = () => smtp.received.find((mail) => mail.to.includes(user.email));
      await expect.poll(find, { timeout: 5000 }).toBeDefined();
      const mail = find();
      expect(mail?.from).toBe('no-reply@shop.example.in');
      expect(mail?.raw).toMatch(/^Subject: Reset your password\r$/m);
      const body = bodyOf(mail?.raw ?? '');
      const token = resetCodeOf({ text: body } as never);
      expect(body).toContain(`https://shop.example.in/auth/reset-password?token=${token}`);
      // The token from the e-mail resets the password.
      const answer = await server.client.auth.resetPassword({
        token,
        password: 'N3w-password',
        confirm_password: 'N3w-password',
      });
      expect(answer.meta.status).toBe(true);
      expect((await fetch(`${server.url}/dev/inbox`)).status).toBe(404);
    });
  });
});

describe('the development mailer', () => {
  it('logs each message and keeps the newest 50, newest first', async () => {
    const lines: string[] = [];
    const mailer = createDevMailer({ from: 'no-reply@localhost', log: (text) => lines.push(text) });
    await mailer.send({ to: 'a@example.in', subject: 'Hello', text: 'Line one\nLine two' });
    expect(lines).toEqual([
      '[mail] From: no-reply@localhost\n[mail] To: a@example.in\n[mail] Subject: Hello\n\nLine one\nLine two\n',
    ]);
    for (let i = 1; i <= DEV_INBOX_SIZE + 5; i += 1) {
      await mailer.send({ to: `u${i}@example.in`, subject: `Message ${i}`, text: '' });
    }
    expect(mailer.inbox).toHaveLength(50);
    expect(mailer.inbox[0]?.subject).toBe('Message 55');
    expect(mailer.inbox.at(-1)?.subject).toBe('Message 6');
  });

  describe.each(DATABASES)('GET /dev/inbox on %s', (kind) => {
    let server: TestServer;
    beforeAll(async () => {
      server = await startTestServer(kind, { fixtures: false });
    });
    afterAll(() => server.close());

    it('lists the recent messages as a page, escaped, with their links', async () => {
      const user = await createUser(server.ctx.db, { name: '<b>Asha</b>' });
      await server.ctx.mailer.send({
        to: user.email,
        subject: 'Hi <script>alert(1)</script>',
        text: 'Open https://shop.example.in/auth/reset-password?token=abc to continue',
      });
      const response = await fetch(`${server.url}/dev/inbox`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe('no-store');
      const page = await response.text();
      expect(page).toContain('<h2>Hi &lt;script&gt;alert(1)&lt;/script&gt;</h2>');
      expect(page).not.toContain('<script>');
      expect(page).toContain(`To ${user.email}`);
      expect(page).toContain(
        '<a href="https://shop.example.in/auth/reset-password?token=abc">https://shop.example.in/auth/reset-password?token=abc</a>',
      );
    });
  });

  it('is not served in production (SMTP_URL is required there)', async () => {
    const server = await startTestServer(DATABASES[0], {
      fixtures: false,
      env: {
        NODE_ENV: 'production',
        JWT_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://shop.example.in',
        PAYMENTS: 'sandbox',
        SMTP_URL: 'smtp://127.0.0.1:1',
      },
    });
    try {
      expect((await fetch(`${server.url}/dev/inbox`)).status).toBe(404);
    } finally {
      await server.close();
    }
  });
});

describe('SMTP_URL and MAIL_FROM (loadConfig)', () => {
  const production = {
    NODE_ENV: 'production',
    JWT_SECRET: 'x'.repeat(40),
    PUBLIC_URL: 'https://shop.example.in',
    RAZORPAY_KEY_ID: 'rzp_live_Key',
    RAZORPAY_KEY_SECRET: 'secret',
  };

  it('refuses a production start without SMTP_URL, naming it', () => {
    expect(() => loadConfig(production)).toThrow(
      /^Refusing to start with NODE_ENV=production:\n {2}- SMTP_URL must be set when NODE_ENV=production \(e\.g\. smtps:\/\/user:password@smtp\.example\.in:465\): password-reset e-mails would otherwise only be written to the log\.$/,
    );
    expect(
      loadConfig({ ...production, SMTP_URL: 'smtps://u:p@smtp.example.in:465' }),
    ).toMatchObject({
      smtpUrl: 'smtps://u:p@smtp.example.in:465',
      mailFrom: 'storefront-kit <no-reply@shop.example.in>',
    });
  });

  it('takes only smtp:// or smtps:// URLs, without echoing the password', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:hunter2@mail.example.in' })).toThrow(
      'SMTP_URL must be an smtp:// or smtps:// URL such as smtps://user:password@smtp.example.in:465',
    );
    try {
      loadConfig({ SMTP_URL: 'http://user:hunter2@mail.example.in' });
    } catch (error) {
      expect((error as Error).message).not.toContain('hunter2');
    }
  });

  it('defaults MAIL_FROM to no-reply at the public host, and takes it as given', () => {
    expect(loadConfig({}).mailFrom).toBe('storefront-kit <no-reply@localhost>');
    expect(loadConfig({ MAIL_FROM: 'Shop <help@shop.example.in>' }).mailFrom).toBe(
      'Shop <help@shop.example.in>',
    );
    expect(loadConfig({}).smtpUrl).toBeUndefined();
  });
});
