import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  SITE_ASSET_CACHE_CONTROL,
  SITE_CSP,
  SITE_FAILED_CACHE_CONTROL,
  SITE_FILE_CACHE_CONTROL,
  SITE_HTML_CACHE_CONTROL,
  SITE_RENDERED_CACHE_CONTROL,
} from '../src/http/siteRoutes';
import { rawGet } from './helpers/rawGet';
import { startTestServer, type TestServer } from './helpers/testServer';

const INDEX =
  '<!doctype html><html><head><title>Shop</title></head><body><div id="root"></div><script type="module" src="/assets/index-a1b2c3.js"></script></body></html>';
// Over the gzip threshold, so the compressed variant is served.
const SCRIPT = `export const catalogue = ${JSON.stringify(Array.from({ length: 200 }, (_, i) => `relay-${i}`))};\n`;

describe('the storefront served from SITE_DIR on the API origin', () => {
  let parent: string;
  let server: TestServer;
  let origin: string;
  beforeAll(async () => {
    parent = mkdtempSync(join(tmpdir(), 'sk-site-'));
    const site = join(parent, 'dist');
    mkdirSync(join(site, 'assets'), { recursive: true });
    writeFileSync(join(site, 'index.html'), INDEX);
    writeFileSync(join(site, 'assets', 'index-a1b2c3.js'), SCRIPT);
    writeFileSync(join(site, 'humans.txt'), 'Team: storefront-kit\n');
    writeFileSync(join(parent, 'secret.txt'), 'not for the web');
    server = await startTestServer('pglite', { env: { SITE_DIR: site }, fixtures: false });
    origin = server.url;
  });
  afterAll(async () => {
    await server?.close();
    rmSync(parent, { recursive: true, force: true });
  });

  it('serves index.html at / with no-cache and the site CSP', async () => {
    const response = await fetch(`${origin}/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(SITE_HTML_CACHE_CONTROL);
    expect(response.headers.get('content-security-policy')).toBe(SITE_CSP);
    expect(await response.text()).toBe(INDEX);
  });

  it('answers client-side routes with index.html (SPA fallback)', async () => {
    for (const path of [
      '/products',
      '/products/details/omron-e2e-x5me1/prd_000003?ref=home',
      '/products/Proximity%20Sensors/2',
      '/search?q=relay',
      '/no-such-page',
    ]) {
      const response = await fetch(`${origin}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe(SITE_HTML_CACHE_CONTROL);
      expect(await response.text(), path).toBe(INDEX);
    }
  });

  it('serves hashed assets as immutable, gzipped when accepted, with an ETag', async () => {
    const gzipped = await rawGet(`${origin}/assets/index-a1b2c3.js`, {
      'accept-encoding': 'gzip, br',
    });
    expect(gzipped.status).toBe(200);
    expect(gzipped.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(gzipped.headers['cache-control']).toBe(SITE_ASSET_CACHE_CONTROL);
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gzipped.headers.vary).toMatch(/accept-encoding/i);
    expect(gunzipSync(gzipped.body).toString()).toBe(SCRIPT);
    expect(gzipped.body.length).toBeLessThan(SCRIPT.length);

    const plain = await rawGet(`${origin}/assets/index-a1b2c3.js`);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);

    const etag = String(plain.headers.etag);
    expect(etag).toMatch(/^W\/"[0-9a-f]+-[0-9a-f]+"$/);
    const revalidated = await rawGet(`${origin}/assets/index-a1b2c3.js`, {
      'if-none-match': etag,
    });
    expect(revalidated.status).toBe(304);
    expect(revalidated.body.length).toBe(0);
  });

  it('serves other files of the build with a short cache', async () => {
    // (robots.txt is the server's own, naming the sitemap: see sitemap.test.ts.)
    const response = await fetch(`${origin}/humans.txt`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe(SITE_FILE_CACHE_CONTROL);
    expect(await response.text()).toBe('Team: storefront-kit\n');
  });

  it('keeps the API, its 404 envelope, and 404 for missing files', async () => {
    const health = await fetch(`${origin}/api/v1/health`, { headers: { accept: 'text/html' } });
    expect(health.headers.get('content-type')).toMatch(/^application\/json/);
    expect((await health.json()).meta.status).toBe(true);

    for (const path of ['/api/v1/does-not-exist', '/assets/missing-0000.js', '/logo.png']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(await response.json(), path).toEqual({
        meta: { status: false, message: `Route GET ${path} not found` },
        data: null,
      });
    }
    // A browser navigating to an unknown API path still gets JSON, not the site.
    const browsed = await fetch(`${origin}/api/v1/nothing-here`, {
      headers: { accept: 'text/html' },
    });
    expect(browsed.status).toBe(404);
    expect(browsed.headers.get('content-type')).toMatch(/^application\/json/);
  });

  it('never serves a file outside the build or a dotfile', async () => {
    writeFileSync(join(parent, 'dist', '.env'), 'SECRET=1');
    for (const path of ['/..%2fsecret.txt', '/assets/..%2f..%2fsecret.txt', '/.env']) {
      const response = await rawGet(`${origin}${path}`);
      expect(response.status, path).toBe(404);
      expect(response.body.toString(), path).not.toMatch(/not for the web|SECRET/);
    }
  });

  it('answers HEAD like GET, without a body', async () => {
    const response = await fetch(`${origin}/products`, { method: 'HEAD' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await response.text()).toBe('');
  });
});

describe('SITE_DIR without a build', () => {
  it('refuses to start with a clear message', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'sk-site-empty-'));
    try {
      await expect(
        startTestServer('pglite', { env: { SITE_DIR: empty }, fixtures: false }),
      ).rejects.toThrow(`SITE_DIR ${empty} has no index.html: build the site first`);
    } finally {
      rmSync(empty, { recursive: true, force: true });
    }
  });
});

/**
 * A site build with a server renderer (`.server/entry-server.js`): a small module with the
 * contract of examples/storefront/src/entry-server.tsx that renders what the API answered
 * through the `fetch` it was given (in-process), so the test sees the whole path.
 */
const RENDERER = `
export function createRenderer({ template, manifest, apiBaseUrl, fetch, onError }) {
  return async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/boom') {
      onError?.(new Error('render failed'), request.url);
      return { status: 200, html: template, rendered: false };
    }
    const answer = await fetch(apiBaseUrl + '/products/web/list/?page_no=1&per_page=2');
    const body = await answer.json();
    const names = body.data.map((p) => p.product_name).join(' | ');
    const html = template.replace('<div id="root"></div>',
      '<div id="root" data-server-rendered><p>' + answer.status + ' ' + names + ' ' +
      url.pathname + url.search + ' ' + request.headers.get('accept') + ' ' +
      Object.keys(manifest).join(',') + '</p></div>');
    const status = url.pathname === '/missing' ? 404 : url.pathname === '/api-down' ? 503 : 200;
    return { status, html, rendered: true };
  };
}
`;

describe('pages rendered by the site build’s server renderer', () => {
  let parent: string;
  let servers: TestServer[] = [];
  const start = async (files: Record<string, string>, env: Record<string, string> = {}) => {
    const site = join(parent, `dist-${servers.length}`);
    for (const [path, content] of Object.entries(files)) {
      mkdirSync(join(site, path, '..'), { recursive: true });
      writeFileSync(join(site, path), content);
    }
    const server = await startTestServer('pglite', { env: { SITE_DIR: site, ...env } });
    servers.push(server);
    return server.url;
  };
  const build = {
    'index.html': INDEX,
    '.server/entry-server.js': RENDERER,
    '.vite/manifest.json': JSON.stringify({ 'src/entry-client.tsx': { file: 'assets/index.js' } }),
  };
  beforeAll(() => {
    parent = mkdtempSync(join(tmpdir(), 'sk-site-ssr-'));
  });
  afterAll(async () => {
    for (const server of servers) await server.close();
    servers = [];
    rmSync(parent, { recursive: true, force: true });
  });

  it('renders a page with the API answered in-process, with the status, headers and gzip', async () => {
    const origin = await start(build);
    const products = await fetch(`${origin}/api/v1/products/web/list/?page_no=1&per_page=2`).then(
      (response) => response.json() as Promise<{ data: { product_name: string }[] }>,
    );
    const names = products.data.map((p) => p.product_name).join(' | ');
    const response = await rawGet(`${origin}/products?brand=Omron`, {
      accept: 'text/html',
      'accept-encoding': 'gzip',
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    // The same page for every visitor: shared caches may keep it briefly.
    expect(response.headers['cache-control']).toBe(SITE_RENDERED_CACHE_CONTROL);
    expect(response.headers['content-security-policy']).toBe(SITE_CSP);
    const html = (
      response.headers['content-encoding'] === 'gzip' ? gunzipSync(response.body) : response.body
    ).toString();
    expect(html).toContain(
      `<div id="root" data-server-rendered><p>200 ${names} /products?brand=Omron text/html src/entry-client.tsx</p></div>`,
    );
    const root = await fetch(`${origin}/`);
    expect(await root.text()).toContain('data-server-rendered');
    // index.html itself stays the shell.
    expect(await fetch(`${origin}/index.html`).then((r) => r.text())).toBe(INDEX);
  });

  it("passes the renderer's status on, and its shell when a render fails", async () => {
    const origin = await start(build);
    const missing = await fetch(`${origin}/missing`, { headers: { accept: 'text/html' } });
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBe(SITE_RENDERED_CACHE_CONTROL);
    expect(await missing.text()).toContain('data-server-rendered');
    // A page rendered while the API failed is never kept by a cache.
    const down = await fetch(`${origin}/api-down`, { headers: { accept: 'text/html' } });
    expect(down.status).toBe(503);
    expect(down.headers.get('cache-control')).toBe(SITE_FAILED_CACHE_CONTROL);
    // A render that failed sends the shell, revalidated like index.html.
    const failed = await fetch(`${origin}/boom`, { headers: { accept: 'text/html' } });
    expect(failed.status).toBe(200);
    expect(failed.headers.get('cache-control')).toBe(SITE_HTML_CACHE_CONTROL);
    expect(await failed.text()).toBe(INDEX);
  });

  it('serves the shell with SITE_SSR=0, or when the renderer cannot load', async () => {
    const off = await start(build, { SITE_SSR: '0' });
    expect(
      await fetch(`${off}/products`, { headers: { accept: 'text/html' } }).then((r) => r.text()),
    ).toBe(INDEX);
    const broken = await start({
      ...build,
      '.server/entry-server.js': 'export const nothing = (;',
    });
    const page = await fetch(`${broken}/products`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(INDEX);
  });

  it('renders with a forged Host header never: the shell instead', async () => {
    const origin = await start(build);
    for (const host of ['evil.example"><script>', 'a b', 'shop.example.in/path']) {
      const response = await rawGet(`${origin}/products`, { accept: 'text/html', host });
      expect(response.status, host).toBe(200);
      expect(response.body.toString(), host).toBe(INDEX);
    }
    const fine = await rawGet(`${origin}/products`, {
      accept: 'text/html',
      host: 'shop.example.in:8443',
    });
    expect(fine.body.toString()).toContain('data-server-rendered');
  });

  it('never serves the renderer, its manifest or other dot folders', async () => {
    const origin = await start(build);
    for (const path of ['/.server/entry-server.js', '/.vite/manifest.json']) {
      const response = await fetch(`${origin}${path}`);
      expect(response.status, path).toBe(404);
    }
  });
});
