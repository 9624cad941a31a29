import type { Database } from '../../src/db/database';
import {
  badges,
  banners,
  brands,
  categories,
  contentItems,
  coupons,
  products,
  relatedProducts,
  solutions,
  subcategories,
  subSubcategories,
  testimonials,
  users,
} from '../../src/db/schema';
import { hashPassword } from '../../src/services/passwords';

/** Small, readable fixtures for tests (the realistic catalogue is the seed's job). */
export const FIXTURE = {
  products: {
    relay: 'prd_relay',
    sensor: 'prd_sensor',
    plc: 'prd_plc',
    hmi: 'prd_hmi',
    onRequest: 'prd_on_request',
    outOfStock: 'prd_out_of_stock',
    lastUnit: 'prd_last_unit',
  },
  coupons: {
    percent: 'DIWALI10',
    flat: 'FLAT500',
    expired: 'OLD20',
    singleUse: 'ONCE100',
  },
} as const;

const DAY = 24 * 60 * 60 * 1000;

export async function insertFixtures(db: Database, now = new Date('2026-11-22T06:00:00Z')) {
  await db.insert(categories).values([
    {
      id: 'cat_sensors',
      name: 'Sensors',
      description: 'Proximity, photoelectric and more',
      sortOrder: 1,
    },
    { id: 'cat_relays', name: 'Relays', description: 'Control and safety relays', sortOrder: 2 },
    { id: 'cat_plc', name: 'PLC', description: 'Programmable logic controllers', sortOrder: 3 },
    { id: 'cat_hmi', name: 'HMI', description: 'Operator panels', sortOrder: 4 },
  ]);
  await db.insert(subcategories).values([
    { id: 'sub_proximity', categoryId: 'cat_sensors', name: 'Proximity Sensors' },
    { id: 'sub_safety_relays', categoryId: 'cat_relays', name: 'Safety Relays' },
    { id: 'sub_compact_plc', categoryId: 'cat_plc', name: 'Compact PLC' },
  ]);
  await db
    .insert(subSubcategories)
    .values([{ id: 'ss_inductive', subcategoryId: 'sub_proximity', name: 'Inductive' }]);
  await db.insert(brands).values([
    { id: 'brd_omron', title: 'Omron', logo: '/media/brands/brd_omron.svg' },
    { id: 'brd_siemens', title: 'Siemens', logo: '/media/brands/brd_siemens.svg' },
    { id: 'brd_schneider', title: 'Schneider Electric', logo: '/media/brands/brd_schneider.svg' },
  ]);
  await db.insert(badges).values([
    { id: 'bdg_best', name: 'Bestseller', slug: 'bestseller', color: '#f59e0b' },
    { id: 'bdg_new', name: 'New Arrival', slug: 'new-arrival', color: '#10b981' },
  ]);
  await db
    .insert(solutions)
    .values([
      { id: 'sol_packaging', title: 'Packaging Automation', description: 'Lines and fillers' },
    ]);
  const base = {
    gallery: [],
    catalog: [],
    specification: [{ name: 'Supply voltage', value: '24 V DC' }],
    isActive: true,
    type: 'product',
    description: 'Industrial grade',
  };
  const P = FIXTURE.products;
  await db.insert(products).values([
    {
      ...base,
      id: P.relay,
      name: 'Omron G9SE Safety Relay',
      modelNumber: 'G9SE-201',
      sellingPrice: 185000,
      listingPrice: 220000,
      stockQuantity: 40,
      hsnCode: '85364900',
      brandId: 'brd_omron',
      categoryId: 'cat_relays',
      subcategoryId: 'sub_safety_relays',
      badges: ['Bestseller'],
      soldCount: 30,
      createdAt: new Date(now.getTime() - 30 * DAY),
    },
    {
      ...base,
      id: P.sensor,
      name: 'Omron E2E Inductive Proximity Sensor M18',
      modelNumber: 'E2E-X5ME1',
      sellingPrice: 145050,
      listingPrice: 160000,
      stockQuantity: 200,
      hsnCode: '85365090',
      brandId: 'brd_omron',
      categoryId: 'cat_sensors',
      subcategoryId: 'sub_proximity',
      subSubcategoryId: 'ss_inductive',
      soldCount: 55,
      solutionIds: ['sol_packaging'],
      createdAt: new Date(now.getTime() - 20 * DAY),
    },
    {
      ...base,
      id: P.plc,
      name: 'Siemens S7-1200 CPU 1214C',
      modelNumber: '6ES7214-1AG40-0XB0',
      sellingPrice: 2450000,
      listingPrice: 2450000,
      stockQuantity: 8,
      hsnCode: '85371000',
      brandId: 'brd_siemens',
      categoryId: 'cat_plc',
      subcategoryId: 'sub_compact_plc',
      badges: ['New Arrival'],
      soldCount: 12,
      dealOfTheDay: true,
      createdAt: new Date(now.getTime() - 2 * DAY),
    },
    {
      ...base,
      id: P.hmi,
      name: 'Schneider Magelis HMI 7 inch',
      modelNumber: 'HMIGXU3512',
      sellingPrice: 1899900,
      listingPrice: 2100000,
      discountPercentage: 9.5,
      stockQuantity: 5,
      hsnCode: '85371000',
      brandId: 'brd_schneider',
      categoryId: 'cat_hmi',
      soldCount: 3,
      createdAt: new Date(now.getTime() - 10 * DAY),
    },
    {
      ...base,
      id: P.onRequest,
      name: 'Siemens Sinamics Servo Drive Custom Build',
      modelNumber: 'SINAMICS-CUSTOM',
      sellingPrice: 0,
      listingPrice: 9000000,
      discountPercentage: 15,
      stockQuantity: 0,
      hsnCode: '85044090',
      brandId: 'brd_siemens',
      categoryId: 'cat_plc',
      createdAt: new Date(now.getTime() - 5 * DAY),
    },
    {
      ...base,
      id: P.outOfStock,
      name: 'Omron Photoelectric Sensor E3Z',
      modelNumber: 'E3Z-D61',
      sellingPrice: 320000,
      listingPrice: 350000,
      stockQuantity: 0,
      hsnCode: '85365090',
      brandId: 'brd_omron',
      categoryId: 'cat_sensors',
      subcategoryId: 'sub_proximity',
      createdAt: new Date(now.getTime() - 40 * DAY),
    },
    {
      ...base,
      id: P.lastUnit,
      name: 'Schneider Preventa Safety Module',
      modelNumber: 'XPSUAF13AP',
      sellingPrice: 1250000,
      listingPrice: null,
      stockQuantity: 1,
      hsnCode: '85364900',
      brandId: 'brd_schneider',
      categoryId: 'cat_relays',
      subcategoryId: 'sub_safety_relays',
      createdAt: new Date(now.getTime() - 1 * DAY),
    },
  ]);
  await db.insert(relatedProducts).values([
    { productId: P.relay, relatedId: P.lastUnit, sortOrder: 1 },
    { productId: P.relay, relatedId: P.sensor, sortOrder: 2 },
  ]);
  const C = FIXTURE.coupons;
  await db.insert(coupons).values([
    {
      code: C.percent,
      description: '10% off, up to ₹500',
      discountType: 'percentage',
      discountValue: 10,
      maxDiscount: 50000,
      minOrder: 100000,
    },
    {
      code: C.flat,
      description: '₹500 off orders above ₹5,000',
      discountType: 'flat',
      discountValue: 50000,
      minOrder: 500000,
    },
    {
      code: C.expired,
      description: 'Expired',
      discountType: 'percentage',
      discountValue: 20,
      expiresAt: new Date(now.getTime() - DAY),
    },
    {
      code: C.singleUse,
      description: '₹100 off, once',
      discountType: 'flat',
      discountValue: 10000,
      usageLimit: 1,
    },
  ]);
  await db.insert(banners).values([
    {
      id: 'ban_1',
      placement: 'home',
      image: '/media/banners/ban_1.svg',
      title: 'Diwali Automation Sale',
      subtitle: 'Up to 30% off',
      buttonText: 'Shop Now',
      buttonLink: '/deals',
      sortOrder: 1,
    },
    {
      id: 'ban_2',
      placement: 'dashboard',
      image: '/media/banners/ban_2.svg',
      title: 'Free PLC training',
      sortOrder: 1,
    },
  ]);
  await db.insert(testimonials).values([
    {
      id: 'tst_1',
      name: 'R. Iyer',
      title: 'Plant Head',
      company: 'Chennai Packaging Co.',
      testimonial: 'Genuine parts, fast delivery.',
      rating: 5,
    },
  ]);
  await db.insert(contentItems).values([
    {
      id: 'news_1',
      type: 'news',
      title: 'New PLC range in stock',
      description: 'S7-1200 G2 now available',
      publishedDate: '2026-11-01',
      tags: ['Product Launch', 'PLC'],
    },
  ]);
}

export interface FixtureUser {
  id: string;
  name: string;
  email: string;
  password: string;
}

let userSequence = 0;

/** Creates a customer directly in the database (password hashed with a test-cheap scrypt cost). */
export async function createUser(
  db: Database,
  partial: Partial<Omit<FixtureUser, 'id'>> & { mobile?: string } = {},
): Promise<FixtureUser> {
  userSequence += 1;
  const user = {
    id: `usr_test${userSequence}_${Math.random().toString(36).slice(2, 8)}`,
    name: partial.name ?? `Customer ${userSequence}`,
    email: (partial.email ?? `customer${userSequence}.${Date.now()}@example.in`).toLowerCase(),
    password: partial.password ?? 'secret123',
  };
  await db.insert(users).values({
    id: user.id,
    name: user.name,
    email: user.email,
    mobileNumber: partial.mobile ?? null,
    passwordHash: await hashPassword(user.password, 1024),
  });
  return user;
}
