import { envelope, makeProduct, meta } from '@storefront-kit/test-utils/factories';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestServer, type TestServer } from '../../test/helpers/createTestServer';
import { isApiError } from '../errors/ApiError';
import { isNetworkError } from '../errors/NetworkError';
import {
  isResponseValidationError,
  type ResponseValidationError,
} from '../errors/ResponseValidationError';
import { isStorefrontError } from '../errors/StorefrontError';
import { isTimeoutError } from '../errors/TimeoutError';
import { isAbortError } from '../http/createHttp';
import { createClient, type StorefrontClient } from './createClient';

let server: TestServer;
let client: StorefrontClient;
let token: string | null = 'tok-123';

beforeAll(async () => {
  server = await createTestServer();
  client = createClient({
    baseUrl: `${server.url}/api/v1`,
    getToken: () => token,
    retry: { limit: 2, backoffLimit: 1 },
  });
});
afterAll(() => server.close());
afterEach(() => {
  server.requests.length = 0;
  token = 'tok-123';
});

const product = makeProduct({ _id: 'p42', product_name: 'Safety Relay G9SE' });
const order = {
  _id: 'o1',
  order_id: 'order_ABC',
  order_status: 'paid',
  total_amount: 2183,
  items: [{ _id: 'i1', name: 'Relay', quantity: 1, price: 1850, amount: 1850 }],
  payment: { status: 'paid' },
};
const ticket = {
  _id: 't1',
  subject: 'Wrong part',
  category: 'Product',
  priority: 'Medium',
  description: 'The relay coil is 24 V DC, I ordered 230 V AC',
  status: 'Open',
  createdAt: '2026-11-01T10:00:00.000Z',
};
const quote = {
  _id: 'q1',
  customer_name: 'Asha',
  customer_email: 'asha@example.in',
  customer_phone: '9876543210',
  quantity: 2,
};
const cart = { items: [{ id: 'p42', name: 'Relay', price: 1850, quantity: 2 }], subtotal: 3700 };
const profile = { _id: 'u1', name: 'Asha Verma', email: 'asha@example.in' };
const review = {
  _id: 'r1',
  product_id: 'p42',
  rating: 5,
  comment: 'Works as specified',
  createdAt: '2026-11-01T10:00:00.000Z',
};

type Case = {
  name: string;
  call: (c: StorefrontClient) => Promise<unknown>;
  method: 'GET' | 'POST' | 'DELETE';
  path: string;
  query?: Record<string, string>;
  body?: unknown;
  answer: unknown;
};

// Every endpoint of both specs' section 7 and of decisions.md, with its method, path, query and body.
const cases: Case[] = [
  {
    name: 'catalog.categories',
    call: (c) => c.catalog.categories({ page_no: 1, per_page: -1, type: 'product' }),
    method: 'GET',
    path: '/api/v1/product-category/web/list/',
    query: { page_no: '1', per_page: '-1', type: 'product' },
    answer: envelope([{ _id: 'c1', product_category_name: 'Sensors' }]),
  },
  {
    name: 'catalog.category',
    call: (c) => c.catalog.category('c 1'),
    method: 'GET',
    path: '/api/v1/product-category/get/c%201',
    answer: envelope({ _id: 'c 1', product_category_name: 'Sensors' }),
  },
  {
    name: 'catalog.subcategories',
    call: (c) => c.catalog.subcategories({ product_category_id: 'c1' }),
    method: 'GET',
    path: '/api/v1/product-sub-category/web/list/',
    query: { per_page: '-1', product_category_id: 'c1' },
    answer: envelope([
      { _id: 's1', product_sub_category_name: 'Proximity Sensors', product_category_id: 'c1' },
    ]),
  },
  {
    name: 'catalog.subSubcategories',
    call: (c) => c.catalog.subSubcategories({ product_sub_category_id: 's1' }),
    method: 'GET',
    path: '/api/v1/product-sub-sub-category/web/list/',
    query: { per_page: '-1', product_sub_category_id: 's1' },
    answer: envelope([
      {
        _id: 'ss1',
        product_sub_sub_category_name: 'Inductive',
        product_sub_category_id: { _id: 's1', product_sub_category_name: 'Proximity Sensors' },
      },
    ]),
  },
  {
    name: 'catalog.menu',
    call: (c) => c.catalog.menu(),
    method: 'GET',
    path: '/api/v1/product-sub-sub-category/menu-list',
    answer: envelope([
      {
        name: 'Sensors',
        subcategories: [{ name: 'Proximity', subsubcategories: [{ name: 'Inductive' }] }],
      },
    ]),
  },
  {
    name: 'catalog.brands',
    call: (c) => c.catalog.brands({ per_page: 8 }),
    method: 'GET',
    path: '/api/v1/brands/web/list/',
    query: { per_page: '8' },
    answer: envelope([{ _id: 'b1', title: 'Omron' }]),
  },
  {
    name: 'catalog.badges',
    call: (c) => c.catalog.badges(),
    method: 'GET',
    path: '/api/v1/badges/web/list/',
    query: { per_page: '-1' },
    answer: envelope([{ _id: 'bd1', name: 'Bestseller' }]),
  },
  {
    name: 'catalog.solutions',
    call: (c) => c.catalog.solutions(),
    method: 'GET',
    path: '/api/v1/solution/web/list/',
    query: { per_page: '-1' },
    answer: envelope([{ _id: 'so1', solution_name: 'Packaging Automation' }]),
  },
  {
    name: 'catalog.activeSolutions',
    call: (c) => c.catalog.activeSolutions(),
    method: 'GET',
    path: '/api/v1/solution/active',
    answer: envelope([{ _id: 'so1', title: 'Packaging Automation' }]),
  },
  {
    name: 'catalog.products',
    call: (c) =>
      c.catalog.products({
        category: 'Sensors',
        brand: '',
        search: undefined,
        price_range: [100, 5000],
        badges: ['new', 'hot'],
        in_stock: true,
        sort_by: 'price_asc',
      }),
    method: 'GET',
    path: '/api/v1/products/web/list/',
    query: {
      page_no: '1',
      per_page: '20',
      category: 'Sensors',
      price_range: '100,5000',
      badges: 'new,hot',
      in_stock: 'true',
      sort_by: 'price_asc',
    },
    answer: {
      meta: { ...meta(), pagination: { per_page: 20, page_no: 1, total_rows: 1, total_pages: 1 } },
      data: [product],
    },
  },
  {
    name: 'catalog.product',
    call: (c) => c.catalog.product('p42'),
    method: 'GET',
    path: '/api/v1/products/get/p42',
    answer: envelope(product),
  },
  {
    name: 'catalog.relatedProducts',
    call: (c) => c.catalog.relatedProducts('p42'),
    method: 'GET',
    path: '/api/v1/products/get-related-products/p42',
    answer: envelope([product]),
  },
  {
    name: 'catalog.search',
    call: (c) => c.catalog.search({ search: 'relay', limit: 8 }),
    method: 'GET',
    path: '/api/v1/products/search-autocomplete',
    query: { search: 'relay', limit: '8' },
    answer: envelope([{ id: 'p42', name: 'Safety Relay', price: 1850, relevance_score: 92 }]),
  },
  {
    name: 'catalog.bestSelling',
    call: (c) => c.catalog.bestSelling(),
    method: 'GET',
    path: '/api/v1/products/best-selling',
    query: { page_no: '1', limit: '9', time_period: 'month' },
    answer: envelope([product]),
  },
  {
    name: 'catalog.dealsOfTheDay',
    call: (c) => c.catalog.dealsOfTheDay(),
    method: 'GET',
    path: '/api/v1/products/deal-of-the-day',
    answer: envelope([product]),
  },
  {
    name: 'content.banners',
    call: (c) => c.content.banners(),
    method: 'GET',
    path: '/api/v1/banner/web/list/',
    query: { page_no: '1', per_page: '10' },
    answer: envelope([{ id: 1, image: '/b.svg', name: 'Diwali', url: '/deals' }]),
  },
  {
    name: 'content.banner',
    call: (c) => c.content.banner('1'),
    method: 'GET',
    path: '/api/v1/banner/get/1',
    answer: envelope({ id: 1, image: '/b.svg', title: 'Diwali' }),
  },
  {
    name: 'content.testimonials',
    call: (c) => c.content.testimonials(),
    method: 'GET',
    path: '/api/v1/testimonials/web/list',
    answer: envelope([{ id: 1, name: 'R. Iyer', testimonial: 'Fast delivery', rating: 5 }]),
  },
  {
    name: 'content.contentList',
    call: (c) => c.content.contentList('news'),
    method: 'GET',
    path: '/api/v1/content-master/web/list/news',
    answer: envelope([
      {
        id: 1,
        title: 'New PLC range',
        description: 'd',
        published_date: '2026-10-01',
        tags: ['Product Launch'],
      },
    ]),
  },
  {
    name: 'content.sendEnquiry',
    call: (c) =>
      c.content.sendEnquiry({
        kind: 'contact',
        name: 'Asha',
        email: 'a@b.in',
        subject: 'sales',
        message: 'Need 40 relays',
      }),
    method: 'POST',
    path: '/api/v1/enquiries/create',
    body: {
      kind: 'contact',
      name: 'Asha',
      email: 'a@b.in',
      subject: 'sales',
      message: 'Need 40 relays',
    },
    answer: envelope({ _id: 'e1', kind: 'contact' }),
  },
  {
    name: 'auth.signUp',
    call: (c) =>
      c.auth.signUp({
        name: 'Asha',
        email: 'a@b.in',
        password: 'secret1',
        confirm_password: 'secret1',
      }),
    method: 'POST',
    path: '/api/v1/auth/customer/signup',
    body: { name: 'Asha', email: 'a@b.in', password: 'secret1', confirm_password: 'secret1' },
    answer: envelope(profile),
  },
  {
    name: 'auth.signIn',
    call: (c) => c.auth.signIn({ login: '9876543210', password: 'secret1' }),
    method: 'POST',
    path: '/api/v1/auth/customer/signin_password',
    body: { login: '9876543210', password: 'secret1' },
    answer: envelope({ token: 'jwt', user: profile }),
  },
  {
    name: 'auth.signOut',
    call: (c) => c.auth.signOut(),
    method: 'POST',
    path: '/api/v1/auth/customer/signout',
    body: {},
    answer: { meta: meta() },
  },
  {
    name: 'auth.changePassword',
    call: (c) =>
      c.auth.changePassword({
        current_password: 'secret1',
        password: 'secret2',
        confirm_password: 'secret2',
      }),
    method: 'POST',
    path: '/api/v1/auth/customer/change_password',
    body: { current_password: 'secret1', password: 'secret2', confirm_password: 'secret2' },
    answer: envelope({ token: 'jwt-2' }),
  },
  {
    name: 'auth.forgotPassword',
    call: (c) => c.auth.forgotPassword({ login: 'a@b.in' }),
    method: 'POST',
    path: '/api/v1/auth/customer/forgot_password',
    body: { login: 'a@b.in' },
    answer: { meta: meta(), data: null },
  },
  {
    name: 'auth.resetPassword',
    call: (c) =>
      c.auth.resetPassword({
        token: 't'.repeat(43),
        password: 'secret2',
        confirm_password: 'secret2',
      }),
    method: 'POST',
    path: '/api/v1/auth/customer/reset_password',
    body: { token: 't'.repeat(43), password: 'secret2', confirm_password: 'secret2' },
    answer: { meta: meta(), data: null },
  },
  {
    name: 'auth.profile',
    call: (c) => c.auth.profile('u1'),
    method: 'GET',
    path: '/api/v1/auth/get/u1',
    answer: envelope(profile),
  },
  {
    name: 'auth.updateProfile',
    call: (c) => c.auth.updateProfile({ name: 'Asha V' }),
    method: 'POST',
    path: '/api/v1/auth/customer/update_profile',
    body: { name: 'Asha V' },
    answer: envelope(profile),
  },
  {
    name: 'auth.upload',
    call: (c) => c.auth.upload({ data: 'aGk=', filetype: 'image/png', extension: 'png' }),
    method: 'POST',
    path: '/api/v1/auth/upload',
    body: { data: 'aGk=', filetype: 'image/png', extension: 'png' },
    answer: envelope({ url: '/uploads/x.png' }),
  },
  {
    name: 'cart.get',
    call: (c) => c.cart.get(),
    method: 'GET',
    path: '/api/v1/user-cart/get-cart',
    answer: envelope(cart),
  },
  {
    name: 'cart.add',
    call: (c) => c.cart.add({ id: 'p42', quantity: 2 }),
    method: 'POST',
    path: '/api/v1/user-cart/add-to-cart',
    body: { id: 'p42', quantity: 2 },
    answer: envelope(cart),
  },
  {
    name: 'cart.remove',
    call: (c) => c.cart.remove({ id: 'p42' }),
    method: 'POST',
    path: '/api/v1/user-cart/remove-from-cart',
    body: { id: 'p42' },
    answer: envelope(cart),
  },
  {
    name: 'cart.clear',
    call: (c) => c.cart.clear(),
    method: 'POST',
    path: '/api/v1/user-cart/clear-cart',
    body: {},
    answer: envelope(cart),
  },
  {
    name: 'cart.updateQuantity',
    call: (c) => c.cart.updateQuantity({ id: 'p42', quantity: 3 }),
    method: 'POST',
    path: '/api/v1/user-cart/update-quantity',
    body: { id: 'p42', quantity: 3 },
    answer: envelope(cart),
  },
  {
    name: 'cart.sync',
    call: (c) => c.cart.sync({ items: [{ id: 'p42', quantity: 1 }], merge_id: 'm1' }),
    method: 'POST',
    path: '/api/v1/user-cart/sync',
    body: { items: [{ id: 'p42', quantity: 1 }], merge_id: 'm1' },
    answer: envelope(cart),
  },
  {
    name: 'offers.applyCoupon',
    call: (c) => c.offers.applyCoupon({ coupon_code: 'DIWALI10', order_amount: 3700 }),
    method: 'POST',
    path: '/api/v1/offers/apply-coupon',
    body: { coupon_code: 'DIWALI10', order_amount: 3700 },
    answer: envelope({
      discount_amount: 370,
      final_amount: 3330,
      coupon_code: 'DIWALI10',
      discount_type: 'percentage',
      discount_value: 10,
    }),
  },
  {
    name: 'offers.removeCoupon',
    call: (c) => c.offers.removeCoupon({ couponCode: 'DIWALI10' }),
    method: 'POST',
    path: '/api/v1/offers/remove-coupon',
    body: { couponCode: 'DIWALI10' },
    answer: { meta: meta('Coupon removed') },
  },
  {
    name: 'wishlist.toggle',
    call: (c) => c.wishlist.toggle('p42'),
    method: 'POST',
    path: '/api/v1/wishlist/toggle',
    body: { product: 'p42' },
    answer: envelope({ isInWishlist: true }),
  },
  {
    name: 'wishlist.check',
    call: (c) => c.wishlist.check('p42'),
    method: 'GET',
    path: '/api/v1/wishlist/check',
    query: { product: 'p42' },
    answer: envelope({ isInWishlist: false }),
  },
  {
    name: 'wishlist.count',
    call: (c) => c.wishlist.count(),
    method: 'GET',
    path: '/api/v1/wishlist/count',
    answer: envelope({ count: 3 }),
  },
  {
    name: 'wishlist.list',
    call: (c) => c.wishlist.list(),
    method: 'GET',
    path: '/api/v1/wishlist',
    query: { page_no: '1', per_page: '12' },
    answer: envelope([{ _id: 'w1', addedAt: '2026-11-01', product }]),
  },
  {
    name: 'orders.list',
    call: (c) => c.orders.list({ search: 'ABC', status: 'paid' }),
    method: 'GET',
    path: '/api/v1/orders/web/list',
    query: { page_no: '1', per_page: '20', search: 'ABC', status: 'paid' },
    answer: { data: [order], total_count: 1 },
  },
  {
    name: 'orders.get',
    call: (c) => c.orders.get('order_ABC'),
    method: 'GET',
    path: '/api/v1/orders/web/get-order-details/order_ABC',
    answer: envelope(order),
  },
  {
    name: 'orders.invoiceLinks',
    call: (c) => c.orders.invoiceLinks('order_A/B'),
    method: 'POST',
    path: '/api/v1/orders/web/invoice-links/order_A%2FB',
    answer: envelope({
      invoice_url: 'https://shop.example.in/api/v1/invoices/order_AB?expires=1&sig=x',
      invoice_pdf_url: 'https://shop.example.in/api/v1/invoices/order_AB/pdf?expires=1&sig=x',
      invoice_expires_at: '2026-12-04T10:00:00.000Z',
    }),
  },
  {
    name: 'payments.createOrder',
    call: (c) =>
      c.payments.createOrder({
        amount: 2183,
        currency: 'INR',
        receipt: 'rcpt_1',
        shipping_address: {
          firstName: 'A',
          lastName: 'V',
          phone: '9876543210',
          address_line1: 'x',
          city: 'Gurugram',
          state: 'Haryana',
          pincode: '122001',
        },
        billing_address: {
          firstName: 'A',
          lastName: 'V',
          phone: '9876543210',
          address_line1: 'x',
          city: 'Gurugram',
          state: 'Haryana',
          pincode: '122001',
        },
      }),
    method: 'POST',
    path: '/api/v1/orders/create-razorpay-order',
    answer: { success: true, order_id: 'order_ABC', amount: 2183 },
  },
  {
    name: 'payments.verify',
    call: (c) =>
      c.payments.verify({
        razorpay_order_id: 'order_ABC',
        razorpay_payment_id: 'pay_1',
        razorpay_signature: 'sig',
      }),
    method: 'POST',
    path: '/api/v1/orders/verify-razorpay-order',
    body: {
      razorpay_order_id: 'order_ABC',
      razorpay_payment_id: 'pay_1',
      razorpay_signature: 'sig',
    },
    answer: { success: true, data: order },
  },
  {
    name: 'tickets.list',
    call: (c) => c.tickets.list({ search: 'relay', status: 'all', priority: 'High' }),
    method: 'GET',
    path: '/api/v1/support-ticket/web/list',
    query: { page_no: '1', per_page: '100', search: 'relay', priority: 'High' },
    answer: envelope([ticket]),
  },
  {
    name: 'tickets.get',
    call: (c) => c.tickets.get('t1'),
    method: 'GET',
    path: '/api/v1/support-ticket/get/t1',
    answer: envelope(ticket),
  },
  {
    name: 'tickets.create',
    call: (c) =>
      c.tickets.create({
        subject: 'Wrong part',
        category: 'Product',
        description: 'd',
        priority: 'Medium',
        status: 'Open',
        attachments: [],
        orders: null,
      }),
    method: 'POST',
    path: '/api/v1/support-ticket/create',
    body: {
      subject: 'Wrong part',
      category: 'Product',
      description: 'd',
      priority: 'Medium',
      status: 'Open',
      attachments: [],
      orders: null,
    },
    answer: envelope(ticket),
  },
  {
    name: 'tickets.comment',
    call: (c) => c.tickets.comment('t1', 'Any update on this?'),
    method: 'POST',
    path: '/api/v1/support-ticket/t1/comments',
    body: { message: 'Any update on this?' },
    answer: envelope(ticket),
  },
  {
    name: 'tickets.update',
    call: (c) => c.tickets.update('t1', { priority: 'High' }),
    method: 'POST',
    path: '/api/v1/support-ticket/t1/update',
    body: { priority: 'High' },
    answer: envelope(ticket),
  },
  {
    name: 'tickets.remove',
    call: (c) => c.tickets.remove('t1'),
    method: 'DELETE',
    path: '/api/v1/support-ticket/t1/delete',
    answer: { meta: meta() },
  },
  {
    name: 'quotes.create',
    call: (c) =>
      c.quotes.create({
        customer_name: 'Asha',
        customer_email: 'a@b.in',
        customer_phone: '9876543210',
        quantity: 2,
      }),
    method: 'POST',
    path: '/api/v1/quote-request/create',
    body: {
      customer_name: 'Asha',
      customer_email: 'a@b.in',
      customer_phone: '9876543210',
      quantity: 2,
    },
    answer: { success: true, data: quote },
  },
  {
    name: 'quotes.list',
    call: (c) => c.quotes.list(),
    method: 'GET',
    path: '/api/v1/quote-requests/web/list',
    answer: { meta: meta(), data: [quote] },
  },
  {
    name: 'quotes.get',
    call: (c) => c.quotes.get('q1'),
    method: 'GET',
    path: '/api/v1/quote-requests/get/q1',
    answer: { meta: meta(), data: quote },
  },
  {
    name: 'dashboard.banners',
    call: (c) => c.dashboard.banners(),
    method: 'GET',
    path: '/api/v1/dashboard-banners/get-all',
    answer: envelope([{ id: 1, image: '/b.svg', title: 'Promo' }]),
  },
  {
    name: 'dashboard.stats',
    call: (c) => c.dashboard.stats(),
    method: 'GET',
    path: '/api/v1/users-dashboard/stats',
    answer: envelope([{ name: 'Product', count: 1000 }]),
  },
  {
    name: 'dashboard.recentOrders',
    call: (c) => c.dashboard.recentOrders(),
    method: 'GET',
    path: '/api/v1/users-dashboard/top-5-orders',
    answer: envelope([
      {
        order_id: 'order_ABC',
        createdAt: '2026-11-01',
        total_amount: 2183,
        items: [{ name: 'Relay' }],
        payment: { status: 'Paid' },
      },
    ]),
  },
  {
    name: 'reviews.list',
    call: (c) => c.reviews.list({ product_id: 'p42' }),
    method: 'GET',
    path: '/api/v1/reviews/web/list/',
    query: { product_id: 'p42' },
    answer: envelope([review]),
  },
  {
    name: 'reviews.create',
    call: (c) => c.reviews.create({ product_id: 'p42', rating: 5, comment: 'Works as specified' }),
    method: 'POST',
    path: '/api/v1/reviews/create',
    body: { product_id: 'p42', rating: 5, comment: 'Works as specified' },
    answer: envelope(review),
  },
  {
    name: 'rewards.summary',
    call: (c) => c.rewards.summary(),
    method: 'GET',
    path: '/api/v1/rewards/summary',
    answer: envelope({
      points: 120,
      lifetime_points: 340,
      tier: 'Gold',
      next_tier: 'Platinum',
      points_to_next_tier: 660,
    }),
  },
  {
    name: 'rewards.transactions',
    call: (c) => c.rewards.transactions({ page_no: 2 }),
    method: 'GET',
    path: '/api/v1/rewards/transactions',
    query: { page_no: '2' },
    answer: envelope([
      { _id: 'x1', type: 'review', points: 10, description: 'Review', createdAt: '2026-11-01' },
    ]),
  },
];

describe('createClient endpoints', () => {
  it('covers every resource method exactly once', () => {
    const methods = Object.entries(client)
      .filter(([group]) => group !== 'http')
      .flatMap(([group, api]) => Object.keys(api as object).map((name) => `${group}.${name}`))
      .sort();
    expect(cases.map((c) => c.name).sort()).toEqual(methods);
  });

  it.each(cases)('$name → $method $path', async ({ call, method, path, query, body, answer }) => {
    server.json(200, answer);
    await expect(call(client)).resolves.toBeDefined();
    expect(server.requests).toHaveLength(1);
    const [request] = server.requests;
    expect(request?.method).toBe(method);
    expect(request?.path).toBe(path);
    expect(Object.fromEntries(request?.query ?? [])).toEqual(query ?? {});
    if (body !== undefined) expect(request?.body).toEqual(body);
    expect(request?.headers.authorization).toBe('Bearer tok-123');
  });
});

describe('createClient requests', () => {
  it('sends no Authorization header without a token', async () => {
    token = null;
    server.json(200, envelope([]));
    await client.content.testimonials();
    expect(server.requests[0]?.headers.authorization).toBeUndefined();
  });

  it('parses products, normalising _id to id', async () => {
    server.json(200, envelope(makeProduct({ _id: 77, product_name: 'HMI 7"' })));
    const { data } = await client.catalog.product('77');
    expect(data.id).toBe('77');
    expect(data.product_name).toBe('HMI 7"');
  });

  it.each([
    [{ _id: 'b1', title: 'Omron' }, 'Omron'],
    [{ _id: 'b1', name: 'Siemens' }, 'Siemens'],
    [{ id: 3, product_brand_name: 'Schneider Electric' }, 'Schneider Electric'],
    [{ _id: 'b1' }, ''],
  ])('reads a brand title from title|name|product_brand_name: %j', async (brand, title) => {
    server.json(200, envelope([brand]));
    const { data } = await client.catalog.brands();
    expect(data[0]?.title).toBe(title);
  });

  it.each([
    [{ _id: 's1', title: 'Packaging' }, 'Packaging'],
    [{ _id: 's1', name: 'Material Handling' }, 'Material Handling'],
    [{ _id: 's1', solution_name: 'Process Control' }, 'Process Control'],
  ])('reads a solution title from title|name|solution_name: %j', async (solution, title) => {
    server.json(200, envelope([solution]));
    const { data } = await client.catalog.solutions();
    expect(data[0]?.title).toBe(title);
  });

  it('reads search data given as a list or as { suggestions, total }', async () => {
    const suggestion = { id: 'p1', name: 'Relay', price: 450 };
    server.json(200, envelope([suggestion, { ...suggestion, id: 'p2' }]));
    await expect(client.catalog.search({ search: 're' })).resolves.toMatchObject({
      suggestions: [{ id: 'p1' }, { id: 'p2' }],
      total: 2,
    });
    server.json(200, envelope({ suggestions: [suggestion], total: 57 }));
    await expect(client.catalog.search({ search: 're' })).resolves.toMatchObject({
      suggestions: [{ id: 'p1' }],
      total: 57,
    });
    server.json(200, envelope({ suggestions: [suggestion] }));
    await expect(client.catalog.search({ search: 're' })).resolves.toMatchObject({ total: 1 });
  });

  it('gives related products { success: false, data: [] } on failure', async () => {
    server.json(500, { meta: { status: false, message: 'boom' } });
    await expect(client.catalog.relatedProducts('p1')).resolves.toEqual({
      success: false,
      data: [],
    });
  });
});

describe('createClient errors', () => {
  it("raises 'Network Error: API Error: {status} - {body}' with the status and parsed body", async () => {
    const body = { meta: { status: false, message: 'Coupon expired' } };
    server.json(400, body);
    const error = await client.offers
      .applyCoupon({ coupon_code: 'OLD', order_amount: 10 })
      .catch((e) => e);
    expect(isApiError(error)).toBe(true);
    expect(isStorefrontError(error)).toBe(true);
    expect(error.message).toBe(`Network Error: API Error: 400 - ${JSON.stringify(body)}`);
    expect(error.status).toBe(400);
    expect(error.body).toEqual(body);
  });

  it('uses the status text when the error body is empty', async () => {
    server.handle((_request, response) => {
      response.writeHead(404, 'Not Found').end();
    });
    const error = await client.catalog.product('nope').catch((e) => e);
    expect(error.message).toBe('Network Error: API Error: 404 - Not Found');
    expect(error.body).toBe('');
  });

  it('keeps a non-JSON error body as text', async () => {
    server.handle((_request, response) => {
      response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
    });
    const error = await client.cart.clear().catch((e) => e);
    expect(error.message).toBe('Network Error: API Error: 502 - <h1>Bad gateway</h1>');
    expect(error.body).toBe('<h1>Bad gateway</h1>');
  });

  it('retries a GET on 5xx and succeeds', async () => {
    let calls = 0;
    server.handle((_request, response) => {
      calls += 1;
      if (calls < 3) return void response.writeHead(503).end();
      response.writeHead(200, { 'content-type': 'application/json' });
      response.end(JSON.stringify(envelope([])));
    });
    await expect(client.catalog.badges()).resolves.toMatchObject({ data: [] });
    expect(calls).toBe(3);
  });

  it('never retries a mutation', async () => {
    server.json(503, { meta: { status: false, message: 'down' } });
    await expect(client.cart.add({ id: 'p1', quantity: 1 })).rejects.toMatchObject({ status: 503 });
    expect(server.requests).toHaveLength(1);
  });

  it('does not retry a GET on 4xx', async () => {
    server.json(404, { meta: { status: false, message: 'Product not found' } });
    await expect(client.catalog.product('x')).rejects.toMatchObject({ status: 404 });
    expect(server.requests).toHaveLength(1);
  });

  it('retries a GET after a network failure, then reports NetworkError', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('fetch failed');
    });
    const offline = createClient({
      baseUrl: 'http://127.0.0.1:9/api/v1',
      fetch: failing,
      retry: { limit: 2, backoffLimit: 1 },
    });
    const error = await offline.catalog.menu().catch((e) => e);
    expect(isNetworkError(error)).toBe(true);
    expect(error.message).toBe('Network Error: fetch failed');
    expect(failing).toHaveBeenCalledTimes(3);
  });

  it('reports a connection refused by a real socket as NetworkError', async () => {
    const refused = createClient({ baseUrl: 'http://127.0.0.1:9/api/v1', retry: 0 });
    const error = await refused.cart.get().catch((e) => e);
    expect(error.name).toBe('NetworkError');
    expect(error.message).toMatch(/^Network Error: /);
  });

  it('reports a non-Error failure as "An unexpected error occurred"', async () => {
    const weird = createClient({
      baseUrl: 'http://x/api/v1',
      retry: 0,
      fetch: () => Promise.reject('nope'),
    });
    const error = await weird.cart.get().catch((e) => e);
    expect(isStorefrontError(error)).toBe(true);
    expect(error.message).toBe('An unexpected error occurred');
  });

  it('times out with TimeoutError', async () => {
    server.handle(async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      response.writeHead(200).end('{}');
    });
    const slow = createClient({ baseUrl: `${server.url}/api/v1`, timeout: 50, retry: 0 });
    const error = await slow.catalog.menu().catch((e) => e);
    expect(isTimeoutError(error)).toBe(true);
    expect(isNetworkError(error)).toBe(true);
    expect(error.message).toBe('Network Error: Request timed out');
  });

  it('rejects a malformed answer with ResponseValidationError and its issues', async () => {
    server.json(200, envelope([{ _id: 'c1', product_category_name: 42 }]));
    const error: ResponseValidationError = await client.catalog.categories().catch((e) => e);
    expect(isResponseValidationError(error)).toBe(true);
    expect(error.message).toBe('Invalid response format from server');
    expect(error.endpoint).toBe('GET product-category/web/list/');
    expect(error.issues).toEqual([
      {
        path: ['data', 0, 'product_category_name'],
        code: 'invalid_type',
        message: 'Expected string',
      },
    ]);
  });

  it('rejects an entity without any id', async () => {
    server.json(200, envelope({ product_name: 'No id' }));
    const error = await client.catalog.product('x').catch((e) => e);
    expect(error.issues).toEqual([
      { path: ['data'], code: 'custom', message: 'id or _id is required' },
    ]);
  });

  it('rejects a body that is not JSON', async () => {
    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>maintenance</html>');
    });
    const error = await client.catalog.menu().catch((e) => e);
    expect(isResponseValidationError(error)).toBe(true);
    expect(error.issues[0].code).toBe('invalid_json');
    expect(error.body).toBe('<html>maintenance</html>');
  });

  it('rejects an empty 200 body against a schema that needs data', async () => {
    server.handle((_request, response) => {
      response.writeHead(200).end();
    });
    await expect(client.cart.get()).rejects.toMatchObject({ name: 'ResponseValidationError' });
  });

  it('calls onUnauthorized on a 401 answer to a request that carried a token', async () => {
    const onUnauthorized = vi.fn();
    const authed = createClient({
      baseUrl: `${server.url}/api/v1`,
      getToken: () => 'expired',
      onUnauthorized,
    });
    server.json(401, { meta: { status: false, message: 'Token expired' } });
    await expect(authed.orders.list()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(onUnauthorized.mock.calls[0]?.[0].status).toBe(401);

    const anonymous = createClient({ baseUrl: `${server.url}/api/v1`, onUnauthorized });
    await expect(anonymous.orders.list()).rejects.toMatchObject({ status: 401 });
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it("sends a call's own token instead of the session's; a 401 to it is not the session's", async () => {
    const onUnauthorized = vi.fn();
    const authed = createClient({
      baseUrl: `${server.url}/api/v1`,
      getToken: () => 'session-token',
      onUnauthorized,
    });
    server.json(200, { meta: { status: true } });
    await authed.auth.signOut({ token: 'old-token' });
    expect(server.requests[0]?.headers.authorization).toBe('Bearer old-token');

    // Without a session token too.
    const anonymous = createClient({ baseUrl: `${server.url}/api/v1`, onUnauthorized });
    await anonymous.auth.signOut({ token: 'old-token' });
    expect(server.requests[1]?.headers.authorization).toBe('Bearer old-token');

    server.json(401, { meta: { status: false, message: 'Token revoked' } });
    await expect(authed.auth.signOut({ token: 'old-token' })).rejects.toMatchObject({
      status: 401,
    });
    expect(onUnauthorized).not.toHaveBeenCalled();
    // The session's own token still reports its 401.
    await expect(authed.orders.list()).rejects.toMatchObject({ status: 401 });
    expect(server.requests.at(-1)?.headers.authorization).toBe('Bearer session-token');
    expect(onUnauthorized).toHaveBeenCalledOnce();
  });

  it('passes an abort through unchanged', async () => {
    server.handle(async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      response.writeHead(200).end('{}');
    });
    const controller = new AbortController();
    const pending = client.catalog.search({ search: 'relay' }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    const error = await pending.catch((e) => e);
    expect(isAbortError(error)).toBe(true);
    expect(isStorefrontError(error)).toBe(false);
  });

  it('tells onRequestError of every failure after its retries, and never of an abort', async () => {
    const onRequestError = vi.fn();
    const watched = createClient({
      baseUrl: `${server.url}/api/v1`,
      retry: { limit: 1, backoffLimit: 1 },
      onRequestError,
    });
    server.json(404, { meta: { status: false, message: 'Product not found' } });
    const notFound = await watched.catalog.product('nope').catch((e) => e);
    expect(onRequestError).toHaveBeenCalledExactlyOnceWith(notFound);
    expect(isApiError(notFound)).toBe(true);

    server.handle((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' }).end('<html>site</html>');
    });
    const html = await watched.catalog.menu().catch((e) => e);
    server.json(200, envelope({ product_name: 'No id' }));
    const malformed = await watched.catalog.product('x').catch((e) => e);
    server.handle((_request, response) => {
      response.writeHead(503).end();
    });
    const unavailable = await watched.catalog.badges().catch((e) => e);
    expect(onRequestError.mock.calls.map(([error]) => error)).toEqual([
      notFound,
      html,
      malformed,
      unavailable,
    ]);
    expect(isResponseValidationError(html)).toBe(true);
    expect(isResponseValidationError(malformed)).toBe(true);
    expect(unavailable.status).toBe(503);
    expect(server.requests.filter((r) => r.path.includes('/badges/'))).toHaveLength(2);

    server.handle(async (_request, response) => {
      await new Promise((resolve) => setTimeout(resolve, 200));
      response.writeHead(200).end('{}');
    });
    const controller = new AbortController();
    const pending = watched.catalog.search({ search: 'relay' }, { signal: controller.signal });
    setTimeout(() => controller.abort(), 20);
    expect(isAbortError(await pending.catch((e) => e))).toBe(true);
    expect(onRequestError).toHaveBeenCalledTimes(4);
  });

  it('uses overridden message templates', async () => {
    const hindi = createClient({
      baseUrl: `${server.url}/api/v1`,
      retry: 0,
      messages: {
        'api.network': 'Network samasya: {message}',
        'api.status': 'API {status}: {body}',
      },
    });
    server.json(500, 'x');
    await expect(hindi.cart.get()).rejects.toThrow('Network samasya: API 500: "x"');
  });
});
