import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products } from '../src/db/schema';
import { pdfString } from '../src/media/pdfText';
import { MEDIA_CACHE_CONTROL } from '../src/routes/mediaRoutes';
import { FIXTURE } from './helpers/fixtures';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

const NASTY = {
  id: 'prd_nasty',
  name: 'Relay <script>alert("x")</script> & Sons (Tom\'s) \\ ₹ 5 µA',
  model: 'A&B<1>"2"',
};

/**
 * Checks that an SVG is well-formed XML without active content: balanced tags, entities
 * only where `&` appears, no `<` in text, no scripts, event handlers or external references.
 */
function expectSafeSvg(svg: string) {
  expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
  expect(svg).not.toMatch(/<script|<foreignObject|\son[a-z]+=|javascript:|xlink:href|href="http/i);
  const stack: string[] = [];
  const tag = /<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/g;
  let position = 0;
  for (const match of svg.matchAll(tag)) {
    const between = svg.slice(position, match.index);
    expect(between).not.toMatch(/[<>]/);
    expect(between.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toContain('&');
    const [, closing, name, attributes = '', selfClosing] = match;
    expect(attributes.replace(/&(amp|lt|gt|quot|#39);/g, '')).not.toContain('&');
    if (closing) expect(stack.pop()).toBe(name);
    else if (!selfClosing) stack.push(name as string);
    position = (match.index ?? 0) + match[0].length;
  }
  expect(position).toBe(svg.length);
  expect(stack).toEqual([]);
}

/** Checks a PDF's structure: header, every xref offset pointing at its object, trailer. */
function expectValidPdf(bytes: Buffer) {
  const text = bytes.toString('latin1');
  expect(text.startsWith('%PDF-1.4\n')).toBe(true);
  expect(text.endsWith('%%EOF\n')).toBe(true);
  const startxref = Number(/startxref\n(\d+)\n%%EOF\n$/.exec(text)?.[1]);
  expect(text.slice(startxref, startxref + 4)).toBe('xref');
  const [, first, size] = /^xref\n(\d+) (\d+)\n/.exec(text.slice(startxref)) ?? [];
  expect(first).toBe('0');
  const entries = text
    .slice(startxref)
    .split('\n')
    .slice(3, 2 + Number(size));
  entries.forEach((entry, index) => {
    const offset = Number(entry.slice(0, 10));
    expect(text.slice(offset, offset + `${index + 1} 0 obj`.length)).toBe(`${index + 1} 0 obj`);
  });
  for (const stream of text.matchAll(/<< \/Length (\d+) >>\nstream\n/g)) {
    const start = (stream.index ?? 0) + stream[0].length;
    expect(text.slice(start + Number(stream[1]), start + Number(stream[1]) + 10)).toBe(
      '\nendstream',
    );
  }
  expect(text).toMatch(/trailer\n<< \/Size \d+ \/Root 1 0 R \/Info 5 0 R >>/);
  return text;
}

describe.each(DATABASES)('media on %s', (kind) => {
  let server: TestServer;
  const get = (path: string, init?: RequestInit) => fetch(`${server.url}${path}`, init);

  beforeAll(async () => {
    server = await startTestServer(kind);
    await server.ctx.db.insert(products).values({
      id: NASTY.id,
      name: NASTY.name,
      modelNumber: NASTY.model,
      description: 'Breaks naive <markup> & (PDF) strings',
      sellingPrice: 10000,
      stockQuantity: 3,
      hsnCode: '85364900',
      brandId: 'brd_omron',
      categoryId: 'cat_relays',
      specification: Array.from({ length: 70 }, (_, i) => ({
        name: `Parameter ${i + 1}`,
        value: i === 0 ? 'Σ (x) \\ 24 V DC ± 10 %' : `${i} mm`,
      })),
    });
    await server.ctx.catalog.reload();
  });
  afterAll(() => server.close());

  it('draws product images in three views with long-lived cache headers', async () => {
    const bodies: string[] = [];
    for (const suffix of ['', '-2', '-3']) {
      const response = await get(`/media/products/${FIXTURE.products.relay}${suffix}.svg`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(response.headers.get('content-security-policy')).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
      const svg = await response.text();
      expectSafeSvg(svg);
      expect(svg).toContain('<title>Omron G9SE Safety Relay (G9SE-201)</title>');
      // The card picture (view 1) has no text drawn in it: badges over its corners hide
      // nothing. The gallery's other views are labelled.
      if (suffix === '') expect(svg).not.toContain('<text');
      else expect(svg).toContain('>G9SE-201</text>');
      bodies.push(svg);
    }
    expect(new Set(bodies).size).toBe(3);
    // Deterministic: the same id gives the same bytes.
    expect(await (await get(`/media/products/${FIXTURE.products.relay}.svg`)).text()).toBe(
      bodies[0],
    );
  });

  it('escapes a product name with markup, quotes and ampersands', async () => {
    const response = await get(`/media/products/${NASTY.id}-2.svg`);
    expect(response.status).toBe(200);
    const svg = await response.text();
    expectSafeSvg(svg);
    expect(svg).toContain(
      '<title>Relay &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons (Tom&#39;s) \\ ₹ 5 µA (A&amp;B&lt;1&gt;&quot;2&quot;)</title>',
    );
    expect(svg).toContain('>A&amp;B&lt;1&gt;&quot;2&quot;</text>');
    expect(svg).not.toContain('<script');
  });

  it('generates a valid PDF datasheet from the specifications, over several pages when long', async () => {
    const response = await get(`/media/datasheets/${NASTY.id}.pdf`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toBe(
      'inline; filename="A_B_1_2_-datasheet.pdf"',
    );
    expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const text = expectValidPdf(Buffer.from(await response.arrayBuffer()));
    expect(text).toMatch(/\/Count [2-9] >>/);
    expect(text).toContain('(Parameter 70)');
    expect(text).toContain('(? \\(x\\) \\\\ 24 V DC \u00b1 10 %)');
    expect(text).toContain('(Model number:)');
    expect(text).toContain('(A&B<1>"2")');

    const relay = await get(`/media/datasheets/${FIXTURE.products.relay}.pdf`);
    const relayText = expectValidPdf(Buffer.from(await relay.arrayBuffer()));
    expect(relayText).toContain('/Count 1 >>');
    expect(relayText).toContain('(Supply voltage)');
    expect(relayText).toContain('(24 V DC)');
    expect(relayText).toContain('(85364900)');
  });

  it('writes PDF strings in WinAnsi with escapes', () => {
    expect(pdfString('a(b)c\\d')).toBe('(a\\(b\\)c\\\\d)');
    expect(pdfString('₹ 1,000 – 5 µs ≤ 2 Ω')).toBe('(Rs.  1,000 \u0096 5 \u00b5s <= 2 Ohm)');
    expect(pdfString('line\nbreak')).toBe('(line break)');
    expect(pdfString('日本')).toBe('(??)');
  });

  it('draws brand logos, category images and icons, banner, news and solution art and avatars', async () => {
    const cases = [
      ['/media/brands/brd_schneider.svg', 'Schneider Electric logo'],
      ['/media/categories/cat_sensors.svg', 'Sensors'],
      ['/media/categories/cat_plc-icon.svg', 'PLC icon'],
      ['/media/banners/ban_1.svg', 'Diwali Automation Sale'],
      ['/media/news/news_1.svg', 'New PLC range in stock'],
      ['/media/solutions/sol_packaging.svg', 'Packaging Automation'],
      ['/media/avatars/asha-verma.svg', 'asha-verma'],
    ] as const;
    for (const [path, title] of cases) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers.get('cache-control')).toBe(MEDIA_CACHE_CONTROL);
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      const svg = await response.text();
      expectSafeSvg(svg);
      expect(svg).toContain(`<title>${title}</title>`);
    }
    expect(await (await get('/media/avatars/asha-verma.svg')).text()).toContain('>AV</text>');
  });

  it('answers unknown ids and malformed names with the 404 envelope and no cache header', async () => {
    const cases = [
      ['/media/products/prd_missing.svg', 'Product image not found'],
      ['/media/products/prd_relay-4.svg', 'Product image not found'],
      ['/media/products/prd_relay.png', 'Product image not found'],
      ['/media/products/..%2Fsecret.svg', 'Product image not found'],
      ['/media/datasheets/prd_missing.pdf', 'Datasheet not found'],
      ['/media/datasheets/prd_relay.svg', 'Datasheet not found'],
      ['/media/brands/brd_missing.svg', 'Brand logo not found'],
      ['/media/categories/cat_missing.svg', 'Category image not found'],
      ['/media/banners/ban_missing.svg', 'Banner image not found'],
      ['/media/news/news_missing.svg', 'News image not found'],
      ['/media/solutions/sol_missing.svg', 'Solution image not found'],
      ['/media/avatars/%3Cscript%3E.svg', 'Avatar not found'],
    ] as const;
    for (const [path, message] of cases) {
      const response = await get(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('cache-control'), path).toBeNull();
      expect(await response.json()).toEqual({ meta: { status: false, message }, data: null });
    }
  });

  it('is not under /api/v1', async () => {
    const response = await get(`/api/v1/media/products/${FIXTURE.products.relay}.svg`);
    expect(response.status).toBe(404);
  });
});
