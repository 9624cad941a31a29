import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, contentItems, testimonials } from '../src/db/schema';
import { DATABASES, startTestServer, type TestServer } from './helpers/testServer';

const refusal = (status: number, message: string) => ({
  status,
  body: { meta: { status: false, message }, data: null },
});

describe.each(DATABASES)('home-page content on %s', (kind) => {
  let server: TestServer;

  beforeAll(async () => {
    server = await startTestServer(kind);
    const { db } = server.ctx;
    // Beside the fixtures (ban_1 home, ban_2 dashboard, tst_1, news_1 of 2026-11-01).
    await db.insert(banners).values([
      {
        id: 'ban_3',
        placement: 'home',
        image: '/media/banners/ban_3.svg',
        title: 'Servo week',
        sortOrder: 0,
      },
      ...Array.from({ length: 11 }, (_, i) => ({
        id: `ban_x${String(i).padStart(2, '0')}`,
        placement: 'home',
        image: `/media/banners/x${i}.svg`,
        title: `Extra ${i}`,
        sortOrder: 10,
      })),
    ]);
    await db.insert(testimonials).values({
      id: 'tst_0',
      name: 'S. Kaur',
      company: 'Ludhiana Forgings',
      category: 'Drives',
      testimonial: 'Quick GST invoices.',
      rating: 4,
      sortOrder: -1,
    });
    await db.insert(contentItems).values([
      {
        id: 'news_2',
        type: 'news',
        title: 'Automation Expo Mumbai',
        description: 'Meet us at stall 42',
        publishedDate: '2026-11-15',
        location: 'Mumbai',
        badge: 'Event Coverage',
        tags: ['Event Coverage'],
      },
      {
        id: 'news_0',
        type: 'news',
        title: 'Older note',
        description: 'From last year',
        publishedDate: '2025-12-31',
      },
      {
        id: 'faq_1',
        type: 'faq',
        title: 'Do you ship to Goa?',
        description: 'Yes',
        publishedDate: '2026-01-01',
      },
    ]);
  });
  afterAll(() => server.close());

  it('lists home banners in their order, 10 a page, with the pagination meta', async () => {
    const answer = await server.client.content.banners();
    expect(answer.data.map((b) => b.id)).toEqual([
      'ban_3',
      'ban_1',
      ...Array.from({ length: 8 }, (_, i) => `ban_x0${i}`),
    ]);
    expect(answer.meta.pagination).toEqual({
      per_page: 10,
      page_no: 1,
      total_rows: 13,
      total_pages: 2,
    });
    expect(answer.data[1]).toEqual({
      id: 'ban_1',
      _id: 'ban_1',
      image: '/media/banners/ban_1.svg',
      background: null,
      badge: null,
      title: 'Diwali Automation Sale',
      subtitle: 'Up to 30% off',
      primaryButtonText: 'Shop Now',
      primaryButtonLink: '/deals',
      link: '/deals',
    });
    const page2 = await server.client.content.banners({ page_no: 2 });
    expect(page2.data.map((b) => b.id)).toEqual(['ban_x08', 'ban_x09', 'ban_x10']);
  });

  it('lists another placement when asked', async () => {
    const response = await fetch(`${server.api}/banner/web/list/?placement=dashboard`);
    const body = await response.json();
    expect(body.data.map((b: { id: string }) => b.id)).toEqual(['ban_2']);
  });

  it('gets one banner, 404 for an unknown one', async () => {
    const { data } = await server.client.content.banner('ban_2');
    expect(data).toMatchObject({ id: 'ban_2', title: 'Free PLC training' });
    await expect(server.client.content.banner('ban_nope')).rejects.toMatchObject(
      refusal(404, 'Banner not found'),
    );
  });

  it('refuses a malformed page', async () => {
    await expect(server.client.content.banners({ per_page: 0 })).rejects.toMatchObject(
      refusal(400, 'per_page must be between 1 and 100'),
    );
  });

  it('lists testimonials in their order', async () => {
    const { data } = await server.client.content.testimonials();
    expect(data).toEqual([
      {
        id: 'tst_0',
        _id: 'tst_0',
        name: 'S. Kaur',
        title: null,
        company: 'Ludhiana Forgings',
        category: 'Drives',
        testimonial: 'Quick GST invoices.',
        rating: 4,
        avatar: null,
      },
      {
        id: 'tst_1',
        _id: 'tst_1',
        name: 'R. Iyer',
        title: 'Plant Head',
        company: 'Chennai Packaging Co.',
        category: null,
        testimonial: 'Genuine parts, fast delivery.',
        rating: 5,
        avatar: null,
      },
    ]);
  });

  it('lists content of one type, newest first', async () => {
    const news = await server.client.content.contentList('news');
    expect(news.data.map((n) => [n.id, n.published_date])).toEqual([
      ['news_2', '2026-11-15'],
      ['news_1', '2026-11-01'],
      ['news_0', '2025-12-31'],
    ]);
    expect(news.data[0]).toEqual({
      id: 'news_2',
      _id: 'news_2',
      title: 'Automation Expo Mumbai',
      description: 'Meet us at stall 42',
      image: null,
      badge: 'Event Coverage',
      published_date: '2026-11-15',
      location: 'Mumbai',
      link: null,
      tags: ['Event Coverage'],
    });
    expect((await server.client.content.contentList('faq')).data.map((n) => n.id)).toEqual([
      'faq_1',
    ]);
    expect((await server.client.content.contentList('events')).data).toEqual([]);
  });

  it('lets shared caches keep content for a minute', async () => {
    const response = await fetch(`${server.api}/testimonials/web/list`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=60');
  });
});
