import { rm } from 'node:fs/promises';
import { crc32 } from 'node:zlib';
import { isApiError, type UploadBody } from '@storefront-kit/core';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../src/db/schema';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

async function refusal(call: Promise<unknown>): Promise<{ status: number; body: unknown }> {
  try {
    await call;
  } catch (error) {
    if (isApiError(error)) return { status: error.status, body: error.body };
    throw error;
  }
  throw new Error('Expected the call to be refused');
}
const failed = (status: number, message: string) => ({
  status,
  body: { meta: { status: false, message }, data: null },
});

const MB = 1024 * 1024;
const bytes = (...parts: (string | number[] | Uint8Array)[]) =>
  Buffer.concat(
    parts.map((part) =>
      typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part),
    ),
  );
/** `size` bytes starting with `head`, the rest zeros. */
const padded = (head: Buffer, size: number) =>
  Buffer.concat([head, Buffer.alloc(size - head.length)]);

/** A ZIP archive of uncompressed entries (enough for a .docx's structure). */
function zip(entries: Record<string, string>): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(entries)) {
    const data = Buffer.from(content);
    const fileName = Buffer.from(name);
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(fileName.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(fileName.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, fileName, data);
    centrals.push(central, fileName);
    offset += local.length + fileName.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(Object.keys(entries).length, 8);
  end.writeUInt16LE(Object.keys(entries).length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const PNG_HEAD = PNG.subarray(0, 8);
const JPEG = bytes([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10], 'JFIF', [0, 1, 1, 0], [0xff, 0xd9]);
const PDF = bytes('%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\ntrailer<<>>\n%%EOF\n');
const TXT = Buffer.from('Namaste ₹ नमस्ते\nOrder #1042: 2 x relay\n');
const GIF = bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0], ';');
const WEBP = bytes('RIFF', [26, 0, 0, 0], 'WEBPVP8 ', Buffer.alloc(14));
const BMP = bytes('BM', [70, 0, 0, 0], Buffer.alloc(64));
const DOC = padded(bytes([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), 512);
const DOCX = zip({
  '[Content_Types].xml': '<Types/>',
  'word/document.xml': '<w:document/>',
});
const DOCX_TYPE = 'application/vnd.openxmlformats-officedocument.wordprocessingml.document';
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
const EXE = padded(bytes('MZ', [0x90, 0]), 256);

const upload = (file: Buffer, filetype: string, extension: string): UploadBody => ({
  data: file.toString('base64'),
  filetype,
  extension,
});

describe.each(DATABASES)('uploads on %s', (kind) => {
  let server: TestServer;
  let client: TestServer['client'];
  let token: string;
  let userId: string;
  beforeAll(async () => {
    server = await startTestServer(kind, { fixtures: false });
    ({
      client,
      token,
      user: { id: userId },
    } = await server.signUpAndIn());
  });
  afterAll(async () => {
    await server.close();
    await rm(server.ctx.config.uploadDir, { recursive: true, force: true });
  });

  const post = (body: unknown, authorization: string | null = `Bearer ${token}`) =>
    fetch(`${server.api}/auth/upload`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(authorization ? { authorization } : {}),
      },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  const envelope = async (response: Response) => ({
    status: response.status,
    body: await response.json(),
  });

  it.each([
    ['PNG', PNG, 'image/png', 'png', 'image/png', 'inline'],
    ['JPEG', JPEG, 'image/jpeg', 'jpg', 'image/jpeg', 'inline'],
    ['JPEG as image/jpg .JPEG', JPEG, 'image/jpg', '.JPEG', 'image/jpeg', 'inline'],
    ['GIF', GIF, 'image/gif', 'gif', 'image/gif', 'inline'],
    ['WEBP', WEBP, 'image/webp', 'webp', 'image/webp', 'inline'],
    ['BMP', BMP, 'image/bmp', 'bmp', 'image/bmp', 'inline'],
    ['PDF', PDF, 'application/pdf', 'pdf', 'application/pdf', 'inline'],
    ['TXT', TXT, 'text/plain', 'txt', 'text/plain; charset=utf-8', 'attachment'],
    ['DOC', DOC, 'application/msword', 'doc', 'application/msword', 'attachment'],
    ['DOCX', DOCX, DOCX_TYPE, 'docx', DOCX_TYPE, 'attachment'],
    ['DOCX as octet-stream', DOCX, 'application/octet-stream', 'docx', DOCX_TYPE, 'attachment'],
  ])(
    'stores and serves a %s byte for byte',
    async (_label, file, filetype, extension, type, disposition) => {
      const answer = await client.auth.upload(upload(file, filetype, extension));
      expect(answer.meta).toEqual({ status: true, message: 'File uploaded successfully' });
      const ext = extension.replace('.', '').toLowerCase();
      const pattern = new RegExp(`^${server.url}/api/v1/uploads/(upl_[0-9A-Za-z]{16}\\.${ext})$`);
      const storedName = pattern.exec(answer.data.url)?.[1];
      expect(storedName).toBeDefined();
      const served = await fetch(answer.data.url);
      expect(served.status).toBe(200);
      expect(Buffer.from(await served.arrayBuffer()).equals(file)).toBe(true);
      expect(served.headers.get('content-type')).toBe(type);
      expect(served.headers.get('x-content-type-options')).toBe('nosniff');
      expect(served.headers.get('content-disposition')).toBe(
        `${disposition}; filename="${storedName}"`,
      );
      expect(served.headers.get('content-security-policy')).toBe("default-src 'none'; sandbox");
      const [row] = await server.ctx.db
        .select()
        .from(uploads)
        .where(eq(uploads.storedName, storedName ?? ''));
      expect(row).toMatchObject({ userId, mimeType: type, extension: ext, size: file.length });
    },
  );

  it('accepts a data: URL as the base64 body', async () => {
    const answer = await client.auth.upload({
      data: `data:image/png;base64,${PNG.toString('base64')}`,
      filetype: 'image/png',
      extension: 'png',
    });
    const served = await fetch(answer.data.url);
    expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it('keeps the name it was sent with, cleaned, and serves the file under it', async () => {
    const answer = await client.auth.upload({
      ...upload(PDF, 'application/pdf', 'pdf'),
      filename: "C:\\fakepath\\Panel 3 — wiring (rev B) 'final'*.pdf",
    });
    const storedName = answer.data.url.split('/').pop() ?? '';
    const [row] = await server.ctx.db
      .select({ originalName: uploads.originalName })
      .from(uploads)
      .where(eq(uploads.storedName, storedName));
    expect(row?.originalName).toBe("Panel 3 — wiring (rev B) 'final'.pdf");
    const served = await fetch(answer.data.url);
    expect(served.headers.get('content-disposition')).toBe(
      `inline; filename="${storedName}"; filename*=UTF-8''Panel%203%20%E2%80%94%20wiring%20%28rev%20B%29%20%27final%27.pdf`,
    );
  });

  describe('size caps', () => {
    it('accepts an image of exactly 5 MB and refuses one byte more (413)', async () => {
      expect((await post(upload(padded(PNG_HEAD, 5 * MB), 'image/png', 'png'))).status).toBe(200);
      expect(
        await envelope(await post(upload(padded(PNG_HEAD, 5 * MB + 1), 'image/png', 'png'))),
      ).toEqual(failed(413, 'Image size should be less than 5MB'));
    });

    it('accepts an attachment of exactly 10 MB and refuses one byte more (413)', async () => {
      const pdf = (size: number) => upload(padded(PDF, size), 'application/pdf', 'pdf');
      expect((await post(pdf(10 * MB))).status).toBe(200);
      expect(await envelope(await post(pdf(10 * MB + 1)))).toEqual(
        failed(413, 'File size should be less than 10MB'),
      );
    });

    it('measures the size from the base64 length, before decoding', async () => {
      // Not even base64: the size decides first.
      const body = {
        data: '!'.repeat(Math.ceil((5 * MB + 1) / 3) * 4),
        filetype: 'image/png',
        extension: 'png',
      };
      expect(await envelope(await post(body))).toEqual(
        failed(413, 'Image size should be less than 5MB'),
      );
    });

    it('refuses a body over the route limit (413)', async () => {
      const body = { data: 'A'.repeat(15 * MB), filetype: 'application/pdf', extension: 'pdf' };
      expect(await envelope(await post(body))).toEqual(failed(413, 'Request body is too large'));
    });
  });

  it.each([
    ['an .exe', upload(EXE, 'application/x-msdownload', 'exe')],
    ['an .exe named .pdf', upload(EXE, 'application/pdf', 'pdf')],
    ['an SVG', upload(SVG, 'image/svg+xml', 'svg')],
    ['an SVG declared as PNG', upload(SVG, 'image/png', 'png')],
    ['a PNG declared as PDF', upload(PNG, 'application/pdf', 'pdf')],
    ['a PNG with the extension pdf', upload(PNG, 'image/png', 'pdf')],
    ['a JPEG declared as PNG', upload(JPEG, 'image/png', 'png')],
    ['HTML', upload(Buffer.from('<html><script></script></html>'), 'text/html', 'html')],
    ['HTML declared as text with extension html', upload(Buffer.from('<p>'), 'text/plain', 'html')],
    ['text with a NUL byte', upload(bytes('abc', [0], 'def'), 'text/plain', 'txt')],
    ['text that is not UTF-8', upload(bytes('caf', [0xe9]), 'text/plain', 'txt')],
    ['a ZIP without word/ named .docx', upload(zip({ 'a.txt': 'hi' }), DOCX_TYPE, 'docx')],
    ['a PDF declared as octet-stream named .exe', upload(PDF, 'application/octet-stream', 'exe')],
  ])('refuses %s (415)', async (_label, body) => {
    expect(await refusal(client.auth.upload(body))).toEqual(failed(415, 'Unsupported file type'));
  });

  it.each(['iVBOR!w0K', 'abcde', '====', 'QUJD=', 'QU JD'])(
    'refuses the invalid base64 "%s" (400)',
    async (data) => {
      expect(
        await refusal(client.auth.upload({ data, filetype: 'text/plain', extension: 'txt' })),
      ).toEqual(failed(400, 'Invalid file data: expected base64'));
    },
  );

  it('refuses an upload without a token or with a bad one (401)', async () => {
    expect(await refusal(server.client.auth.upload(upload(PNG, 'image/png', 'png')))).toEqual(
      failed(401, 'Please login to continue'),
    );
    expect(await envelope(await post(upload(PNG, 'image/png', 'png'), 'Bearer a.b.c'))).toEqual(
      failed(401, 'Invalid or expired token'),
    );
  });

  it.each(['upl_AAAAAAAAAAAAAAAA.png', '..%2F..%2Fetc%2Fpasswd', '.env'])(
    'answers 404 for the unknown file "%s"',
    async (name) => {
      const response = await fetch(`${server.api}/uploads/${name}`);
      expect(await envelope(response)).toEqual(failed(404, 'File not found'));
    },
  );

  it('answers 400 for a file name with a NUL byte', async () => {
    const response = await fetch(`${server.api}/uploads/upl_AAAAAAAAAAAAAAAA.png%00.txt`);
    expect(await envelope(response)).toEqual(failed(400, 'Invalid characters in "storedName"'));
  });
});
