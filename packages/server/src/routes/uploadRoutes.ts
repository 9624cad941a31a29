import { ATTACHMENT_MAX_BYTES, uploadBodySchema } from '@storefront-kit/core';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { uploads } from '../db/schema';
import { ok } from '../http/envelope';
import { notFound } from '../http/errors';
import { publicOrigin } from '../http/publicOrigin';
import { parseInput } from '../http/validate';
import { createDiskFilesStore } from '../services/filesDiskStore';
import { uploadFile } from '../services/uploadFile';
import { uploadDisposition } from '../services/uploadFileTypes';
import { STORED_NAME, uploadUrl } from '../services/uploadUrl';

/**
 * A header parameter value in RFC 5987's `ext-value` form: UTF-8, percent-encoded but for the
 * characters it allows bare, so a download is saved under the name it was uploaded with.
 */
const rfc5987 = (value: string) =>
  encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** The upload route's body limit: a 10 MB file as base64 JSON, plus room for the other fields. */
export const UPLOAD_BODY_LIMIT = Math.ceil(ATTACHMENT_MAX_BYTES / 3) * 4 + 64 * 1024;

/**
 * `POST /auth/upload` (a base64 JSON file, owner = the token's user) and
 * `GET /uploads/{storedName}`. Files are public to whoever has the URL: avatars and ticket
 * attachments are opened by URL in new tabs, so the generated name (16 random base62
 * characters) is the secret. They are served so that no browser runs them: their stored type,
 * `nosniff`, a sandboxing CSP, and `attachment` for everything but images and PDFs; saved
 * under the name they were uploaded with (`filename*`) when it is known.
 */
export async function uploadRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const store = await createDiskFilesStore(ctx.config.uploadDir);
  const notFoundMessage = 'File not found';

  app.post(
    '/auth/upload',
    {
      bodyLimit: UPLOAD_BODY_LIMIT,
      config: { rateLimit: {} },
      // Authenticate before Fastify reads (up to 14 MB of) body.
      onRequest: async (request) => {
        await ctx.requireUser(request);
      },
    },
    async (request) => {
      const user = await ctx.requireUser(request);
      const body = parseInput(uploadBodySchema, request.body);
      const upload = await uploadFile(ctx.db, store, user.id, body);
      const url = uploadUrl(publicOrigin(request, ctx.config), upload.storedName);
      return ok({ url }, 'File uploaded successfully');
    },
  );

  app.get<{ Params: { storedName: string } }>('/uploads/:storedName', async (request, reply) => {
    const { storedName } = request.params;
    if (!STORED_NAME.test(storedName)) throw notFound(notFoundMessage);
    const [upload] = await ctx.db.select().from(uploads).where(eq(uploads.storedName, storedName));
    const bytes = upload ? await store.get(storedName) : null;
    if (!upload || !bytes) throw notFound(notFoundMessage);
    return (
      reply
        .header('Content-Type', upload.mimeType)
        .header('X-Content-Type-Options', 'nosniff')
        .header(
          'Content-Disposition',
          `${uploadDisposition(upload.mimeType)}; filename="${upload.storedName}"${
            upload.originalName ? `; filename*=UTF-8''${rfc5987(upload.originalName)}` : ''
          }`,
        )
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        // A stored name is never reused, so its bytes never change.
        .header('Cache-Control', 'public, max-age=31536000, immutable')
        .send(Buffer.from(bytes))
    );
  });
}
