import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acceptsEncoding,
  WIDGET_CHUNK_CACHE_CONTROL,
  WIDGET_LOADER_CACHE_CONTROL,
} from '../src/http/widgetRoutes';
import { rawGet } from './helpers/rawGet';
import { startTestServer, type TestServer } from './helpers/testServer';

const LOADER = '(function(){window.StorefrontKit={version:"1.0.0"}})();\n';
const CHUNK = `export const names=${JSON.stringify(Array.from({ length: 100 }, (_, i) => `relay-${i}`))};\n`;
const MANIFEST = '{"loader":"storefront-kit.js","chunks":{"search-box":["search-box-Ab12.js"]}}\n';

describe('the script-tag widgets served at /widgets/ (WIDGETS_DIR)', () => {
  let parent: string;
  let server: TestServer;
  let origin: string;
  beforeAll(async () => {
    parent = mkdtempSync(join(tmpdir(), 'sk-widgets-'));
    const dir = join(parent, 'script');
    mkdirSync(join(dir, 'chunks'), { recursive: true });
    writeFileSync(join(dir, 'storefront-kit.js'), LOADER);
    writeFileSync(join(dir, 'manifest.json'), MANIFEST);
    writeFileSync(join(dir, 'search-box-Ab12.js'), CHUNK);
    // Precompressed copies, as the build writes them; marked so the test sees which was sent.
    writeFileSync(join(dir, 'search-box-Ab12.js.br'), brotliCompressSync(`${CHUNK}//br`));
    writeFileSync(join(dir, 'search-box-Ab12.js.gz'), gzipSync(`${CHUNK}//gz`));
    writeFileSync(join(dir, 'chunks', 'shared-Cd34.js'), 'export const x=1;\n');
    writeFileSync(join(dir, '.env'), 'SECRET=1');
    writeFileSync(join(parent, 'secret.js'), 'not for the web');
    server = await startTestServer('pglite', {
      // CORS_ORIGINS names another site: the widgets are public code for every origin anyway.
      env: { WIDGETS_DIR: dir, CORS_ORIGINS: 'https://dealer.example.in' },
      fixtures: false,
    });
    origin = server.url;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(parent, { recursive: true, force: true });
  });

  it('serves the loader to a page on any origin, cached for 5 minutes', async () => {
    const response = await rawGet(`${origin}/widgets/storefront-kit.js`, {
      origin: 'https://some-other-dealer.example',
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['cache-control']).toBe(WIDGET_LOADER_CACHE_CONTROL);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.body.toString()).toBe(LOADER);
    const manifest = await rawGet(`${origin}/widgets/manifest.json`);
    expect(manifest.headers['cache-control']).toBe(WIDGET_LOADER_CACHE_CONTROL);
    expect(manifest.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(JSON.parse(manifest.body.toString())).toEqual(JSON.parse(MANIFEST));
  });

  it('serves hashed chunks as immutable, with the precompressed copy the client accepts', async () => {
    const url = `${origin}/widgets/search-box-Ab12.js`;
    const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.status).toBe(200);
    expect(br.headers['cache-control']).toBe(WIDGET_CHUNK_CACHE_CONTROL);
    expect(br.headers['access-control-allow-origin']).toBe('*');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.body).toString()).toBe(`${CHUNK}//br`);

    const gz = await rawGet(url, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(`${CHUNK}//gz`);

    const refused = await rawGet(url, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(CHUNK);

    const nested = await rawGet(`${origin}/widgets/chunks/shared-Cd34.js`);
    expect(nested.status).toBe(200);
    expect(nested.headers['cache-control']).toBe(WIDGET_CHUNK_CACHE_CONTROL);
    expect(nested.body.toString()).toBe('export const x=1;\n');
  });

  it('answers a revalidation with 304', async () => {
    const first = await rawGet(`${origin}/widgets/storefront-kit.js`);
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^W\/"/);
    const again = await rawGet(`${origin}/widgets/storefront-kit.js`, { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('serves nothing outside the bundle, no dotfiles and no other file types', async () => {
    for (const path of [
      '/widgets/.env',
      '/widgets/../secret.js',
      '/widgets/%2e%2e/secret.js',
      '/widgets/chunks/..%2f..%2fsecret.js',
      '/widgets/search-box-Ab12.js.br',
      '/widgets/missing.js',
      '/widgets/',
    ]) {
      const response = await rawGet(`${origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).not.toMatch(/SECRET|not for the web/);
    }
    // A malformed escape is refused by Fastify's router before the route.
    await expect(rawGet(`${origin}/widgets/%E0%A4%A`)).resolves.toMatchObject({ status: 400 });
  });
});

describe('acceptsEncoding', () => {
  it('reads Accept-Encoding as RFC 9110 does: names, q-values and *', () => {
    expect(acceptsEncoding('gzip, deflate, br', 'br')).toBe(true);
    expect(acceptsEncoding('gzip, deflate', 'br')).toBe(false);
    expect(acceptsEncoding('br;q=0', 'br')).toBe(false);
    expect(acceptsEncoding('BR; q=0.5', 'br')).toBe(true);
    expect(acceptsEncoding('*', 'gzip')).toBe(true);
    expect(acceptsEncoding(undefined, 'gzip')).toBe(false);
    expect(acceptsEncoding('', 'gzip')).toBe(false);
  });
});
