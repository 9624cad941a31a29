import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { escapeHtml } from '../seed/escapeHtml';
import { isDevMailer } from '../services/mailer';

/**
 * `GET /dev/inbox`: the development mailer's recent messages as a page (newest first), so a
 * developer can follow a password-reset link without a mail server. Registered only outside
 * production and only with the development mailer (no `SMTP_URL`).
 */
export async function devInboxRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const mailer = ctx.mailer;
  if (ctx.config.production || !isDevMailer(mailer)) return;
  app.get('/dev/inbox', async (_request, reply) => {
    const items = mailer.inbox
      .map(
        (mail) => `<article>
<h2>${escapeHtml(mail.subject)}</h2>
<p class="meta">To ${escapeHtml(mail.to)} · from ${escapeHtml(mail.from)} · ${mail.sentAt.toISOString()}</p>
<pre>${escapeHtml(mail.text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)}</pre>
</article>`,
      )
      .join('\n');
    const page = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Dev inbox · storefront-kit</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px/1.5 system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border:1px solid #ccc;border-radius:8px;padding:0 1rem;margin:1rem 0}.meta{color:#555;font-size:13px}pre{white-space:pre-wrap}</style>
</head><body>
<h1>Dev inbox</h1>
<p>The last ${mailer.inbox.length} e-mails the server sent with the development mailer (set SMTP_URL to send real mail). Newest first.</p>
${items || '<p>No e-mails yet.</p>'}
</body></html>`;
    return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(page);
  });
}
