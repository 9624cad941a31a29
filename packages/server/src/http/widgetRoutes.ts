import { existsSync, readFileSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { fileCache, fileEtag } from './fileCache';

/** Chunks of the widget bundle: content-hashed names, so a name never changes content. */
export const WIDGET_CHUNK_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/**
 * `storefront-kit.js` (the tag distributors paste) and `manifest.json` keep their names across
 * releases: cached for 5 minutes, so a release reaches every dealer page within minutes.
 */
export const WIDGET_LOADER_CACHE_CONTROL = 'public, max-age=300';
/** The files of a build whose names do not change with their content. */
const UNHASHED = new Set(['storefront-kit.js', 'manifest.json']);

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
};

/** Precompressed siblings (`file.br`, `file.gz`) in order of preference. */
const ENCODINGS = [
  { name: 'br', suffix: '.br' },
  { name: 'gzip', suffix: '.gz' },
] as const;

interface WidgetFile {
  readonly body: Buffer;
  /** The precompressed copies the build wrote next to the file. */
  readonly encoded: ReadonlyMap<string, Buffer>;
  readonly type: string;
  readonly etag: string;
}

/** Whether the client's `Accept-Encoding` takes `encoding` (a `q=0` refuses it). */
export function acceptsEncoding(header: string | undefined, encoding: string): boolean {
  for (const part of (header ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (name?.trim() !== encoding && name?.trim() !== '*') continue;
    const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

/**
 * Serves the script-tag widget bundle (`WIDGETS_DIR`, packages/widgets/dist/script) at
 * `/widgets/`, the URL the README's tag uses, for pages on any origin: the loader is a classic
 * script and its chunks are ES modules, which the browser fetches with CORS, so every file is
 * sent with `Access-Control-Allow-Origin: *` (public static code, no credentials) and
 * `Cross-Origin-Resource-Policy: cross-origin`. The build's precompressed `.br`/`.gz` copies
 * are sent to clients that accept them; hashed chunks are immutable for a year, the loader and
 * the manifest cached for 5 minutes; ETags answer revalidations with 304.
 *
 * @throws when `widgetsDir` has no `storefront-kit.js` (the bundle was not built).
 */
export async function widgetRoutes(app: FastifyInstance, widgetsDir: string): Promise<void> {
  const root = resolve(widgetsDir);
  if (!existsSync(resolve(root, 'storefront-kit.js'))) {
    throw new Error(
      `WIDGETS_DIR ${root} has no storefront-kit.js: build the widgets first ` +
        '(node scripts/pnpm.mjs --filter @storefront-kit/widgets build)',
    );
  }
  /** The file at `path` and its precompressed copies (read again when it changes), or null. */
  const load = fileCache((path, stats): WidgetFile => {
    const encoded = new Map<string, Buffer>();
    for (const { name, suffix } of ENCODINGS) {
      if (existsSync(path + suffix)) encoded.set(name, readFileSync(path + suffix));
    }
    return {
      body: readFileSync(path),
      encoded,
      type: TYPES[extname(path)] ?? 'application/octet-stream',
      etag: fileEtag(stats),
    };
  });

  app.get('/widgets/*', async (request, reply) => {
    const rawPath = (request.url.split('?')[0] ?? '').slice('/widgets/'.length);
    let segments: string[];
    try {
      segments = decodeURIComponent(rawPath).split('/');
    } catch {
      return reply.callNotFound();
    }
    // Never outside the bundle, never a dotfile, `..` or an empty segment.
    if (segments.some((segment) => !segment || segment.startsWith('.') || segment.includes('\\')))
      return reply.callNotFound();
    const path = resolve(root, ...segments);
    // Only the bundle's own file types (not its .br/.gz copies, nor anything else).
    const file = path.startsWith(root + sep) && TYPES[extname(path)] ? load(path) : null;
    if (!file) return reply.callNotFound();

    const name = segments.join('/');
    reply
      .header('content-type', file.type)
      .header(
        'cache-control',
        UNHASHED.has(name) ? WIDGET_LOADER_CACHE_CONTROL : WIDGET_CHUNK_CACHE_CONTROL,
      )
      .header('etag', file.etag)
      .header('vary', 'accept-encoding')
      .header('access-control-allow-origin', '*')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('timing-allow-origin', '*');
    if (request.headers['if-none-match'] === file.etag) return reply.status(304).send();
    const accepted = String(request.headers['accept-encoding'] ?? '');
    for (const { name: encoding } of ENCODINGS) {
      const body = file.encoded.get(encoding);
      if (body && acceptsEncoding(accepted, encoding)) {
        return reply.header('content-encoding', encoding).send(body);
      }
    }
    return reply.send(file.body);
  });
}
