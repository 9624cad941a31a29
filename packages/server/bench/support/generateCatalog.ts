import { sql } from 'drizzle-orm';
import type { CatalogNames } from '../../src/catalog/catalogNames';
import { type ProductRow, toCatalogProduct } from '../../src/catalog/toCatalogProduct';
import type { CatalogProduct } from '../../src/catalog/types';
import type { Database } from '../../src/db/database';
import {
  badges,
  brands,
  categories,
  products,
  relatedProducts,
  solutions,
  subcategories,
  subSubcategories,
} from '../../src/db/schema';
import { insertJsonRows } from '../../src/seed/insertRows';

type Insert<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** A generated catalogue, as rows of the catalogue tables. */
export interface GeneratedCatalog {
  categories: Insert<typeof categories>[];
  subcategories: Insert<typeof subcategories>[];
  subSubcategories: Insert<typeof subSubcategories>[];
  brands: Insert<typeof brands>[];
  badges: Insert<typeof badges>[];
  solutions: Insert<typeof solutions>[];
  products: ProductRow[];
  related: Insert<typeof relatedProducts>[];
}

/** Category → subcategory → sub-subcategories (an Indian automation distributor's range). */
const TREE: Record<string, Record<string, string[]>> = {
  Sensors: {
    'Proximity Sensors': ['Inductive', 'Capacitive', 'Magnetic'],
    'Photoelectric Sensors': ['Diffuse', 'Retro-reflective', 'Through-beam'],
    'Pressure Sensors': ['Pressure Switches', 'Pressure Transmitters'],
    'Temperature Sensors': ['RTD', 'Thermocouple'],
    'Ultrasonic Sensors': [],
  },
  Switches: {
    'Limit Switches': ['Roller Lever', 'Plunger'],
    'Push Buttons': ['Flush', 'Mushroom', 'Illuminated'],
    'Selector Switches': [],
    'Rotary Cam Switches': [],
  },
  Relays: {
    'Control Relays': ['General Purpose', 'Slim'],
    'Safety Relays': [],
    'Time Delay Relays': ['Multi-function', 'On-delay'],
    'Solid State Relays': [],
  },
  PLC: {
    'Compact PLC': [],
    'Modular PLC': [],
    'I/O Modules': ['Digital Input', 'Digital Output', 'Analog'],
    'Communication Modules': ['PROFINET', 'EtherNet/IP', 'Modbus'],
  },
  HMI: {
    'Touch Panels': ['4 inch', '7 inch', '10 inch', '15 inch'],
    'Text Displays': [],
    'Panel PCs': [],
  },
  'Servo Drives': {
    'AC Servo Drives': ['Single Axis', 'Multi Axis'],
    'Servo Motors': ['Low Inertia', 'Medium Inertia'],
    'Servo Cables': [],
  },
  'Safety Components': {
    'Safety Light Curtains': ['Finger Protection', 'Hand Protection'],
    'Safety Interlock Switches': [],
    'Emergency Stop Switches': [],
    'Safety Controllers': [],
  },
  Pneumatics: {
    Cylinders: ['Compact', 'ISO 15552', 'Guided'],
    'Solenoid Valves': ['3/2 Way', '5/2 Way', '5/3 Way'],
    'FRL Units': [],
    Fittings: [],
  },
  'Motor Control': {
    Contactors: ['AC Coil', 'DC Coil'],
    'Motor Protection Circuit Breakers': [],
    'Soft Starters': [],
    'Variable Frequency Drives': ['Micro Drives', 'General Purpose Drives'],
  },
  'Cables & Connectors': {
    'M12 Connectors': ['Straight', 'Right Angle'],
    'Terminal Blocks': ['Screw', 'Push-in'],
    'Sensor Cables': [],
  },
};

const BRANDS = [
  ['Omron', 'E2E'],
  ['Siemens', '6ES7'],
  ['Schneider Electric', 'XPS'],
  ['ABB', '1SVR'],
  ['Allen-Bradley', '1756'],
  ['Mitsubishi Electric', 'FX5U'],
  ['Delta', 'DVP'],
  ['Festo', 'DSBC'],
  ['SMC', 'CQ2'],
  ['Pepperl+Fuchs', 'NBB'],
  ['Sick', 'WL12'],
  ['Keyence', 'PZ-G'],
  ['Balluff', 'BES'],
  ['ifm', 'IFS'],
  ['Phoenix Contact', 'PT'],
  ['Weidmüller', 'WDU'],
  ['Panasonic', 'MINAS'],
  ['Honeywell', 'SZL'],
  ['Autonics', 'PRD'],
  ['Danfoss', 'FC51'],
  ['Yaskawa', 'SGD7'],
  ['Fuji Electric', 'FRN'],
  ['Eaton', 'DILM'],
  ['Lapp', 'OLFLEX'],
] as const;

const BADGES = ['Bestseller', 'New Arrival', 'Top Rated', 'Hot Deal', 'Made in India'];
const SOLUTIONS = [
  'Packaging Automation',
  'Material Handling',
  'Machine Safety',
  'Process Control',
  'Energy Management',
  'Water Treatment',
];
const DESCRIPTORS = ['Compact', 'Heavy Duty', 'IP67', 'High Speed', 'Economy', 'Premium', 'Smart'];
const VARIANTS = [
  'M8',
  'M12',
  'M18',
  'M30',
  '24V DC',
  '230V AC',
  'PNP',
  'NPN',
  '2NO+2NC',
  '3 Pole',
];

/** Deterministic pseudo-random numbers (mulberry32). */
function random(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  return { next, int, pick };
}

/** Rows per INSERT in insertCatalog. */
const INSERT_BATCH = 2000;

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '_');
const ALNUM = 'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789';

/**
 * A deterministic catalogue of `count` products over the full category tree, 24 brands, badges
 * and solutions: varied names and model numbers, prices from ₹150 to ₹5,00,000 (some price on
 * request), stock, ratings, units sold, some inactive products and related products.
 */
export function generateCatalog(count: number, seed = 2026): GeneratedCatalog {
  const r = random(seed);
  const catalog: GeneratedCatalog = {
    categories: [],
    subcategories: [],
    subSubcategories: [],
    brands: BRANDS.map(([title]) => ({
      id: `brd_${slug(title)}`,
      title,
      logo: `/media/brands/${slug(title)}.svg`,
    })),
    badges: BADGES.map((name) => ({ id: `bdg_${slug(name)}`, name, slug: slug(name) })),
    solutions: SOLUTIONS.map((title, i) => ({
      id: `sol_${slug(title)}`,
      title,
      isActive: i !== SOLUTIONS.length - 1,
    })),
    products: [],
    related: [],
  };
  const leaves: {
    categoryId: string;
    subcategoryId: string;
    subSubcategoryId: string | null;
    noun: string;
  }[] = [];
  Object.entries(TREE).forEach(([category, subs], c) => {
    const categoryId = `cat_${slug(category)}`;
    catalog.categories.push({ id: categoryId, name: category, sortOrder: c + 1 });
    Object.entries(subs).forEach(([sub, subsubs], s) => {
      const subcategoryId = `sub_${slug(category)}_${slug(sub)}`;
      catalog.subcategories.push({ id: subcategoryId, categoryId, name: sub, sortOrder: s + 1 });
      const noun = sub.replace(/s$/, '');
      if (!subsubs.length) leaves.push({ categoryId, subcategoryId, subSubcategoryId: null, noun });
      subsubs.forEach((name, k) => {
        const subSubcategoryId = `ss_${slug(sub)}_${slug(name)}`;
        catalog.subSubcategories.push({
          id: subSubcategoryId,
          subcategoryId,
          name,
          sortOrder: k + 1,
        });
        leaves.push({ categoryId, subcategoryId, subSubcategoryId, noun: `${name} ${noun}` });
      });
    });
  });

  const start = Date.UTC(2024, 0, 1);
  const span = Date.UTC(2026, 10, 1) - start;
  const byLeaf = new Map<string, string[]>();
  for (let i = 0; i < count; i++) {
    const leaf = r.pick(leaves);
    const [brand, series] = r.pick(BRANDS);
    const code = Array.from({ length: r.int(3, 5) }, () => r.pick([...ALNUM])).join('');
    const modelNumber = `${series}-${code}${i.toString(36).toUpperCase()}${r.next() < 0.5 ? `-${r.pick(VARIANTS).replace(/[^A-Z0-9]/gi, '')}` : ''}`;
    const name = `${brand} ${series}${r.next() < 0.5 ? '' : ` ${r.pick(DESCRIPTORS)}`} ${leaf.noun} ${r.pick(VARIANTS)}`;
    const roll = r.next();
    const listing = Math.round(150 * (500_000 / 150) ** r.next()) * 100;
    const discounted = r.next() < 0.4;
    const sellingPrice =
      roll < 0.02 ? 0 : discounted ? Math.round(listing * (0.7 + r.next() * 0.25)) : listing;
    const reviewed = r.next() < 0.3;
    const id = `prd_b${i.toString(36).padStart(5, '0')}`;
    const leafKey = leaf.subSubcategoryId ?? leaf.subcategoryId;
    const siblings = byLeaf.get(leafKey) ?? [];
    byLeaf.set(leafKey, siblings);
    if (siblings.length && r.next() < 0.25) {
      catalog.related.push({ productId: id, relatedId: r.pick(siblings), sortOrder: 1 });
    }
    siblings.push(id);
    catalog.products.push({
      id,
      name,
      modelNumber,
      description: `${brand} ${leaf.noun.toLowerCase()} for industrial automation, ${r.pick(VARIANTS)}.`,
      longDescription: `<p>${name}.</p><ul><li>Genuine ${brand} product</li><li>GST invoice</li></ul>`,
      thumbImage: `/media/products/${leafKey}.svg`,
      gallery: [`/media/products/${leafKey}.svg`],
      catalog: [{ name: 'Datasheet', value: `/media/catalogs/${slug(series)}.pdf` }],
      specification: [
        { name: 'Brand', value: brand },
        { name: 'Supply voltage', value: r.pick(['24 V DC', '230 V AC', '110 V AC']) },
        { name: 'Protection', value: r.pick(['IP20', 'IP65', 'IP67']) },
      ],
      sellingPrice,
      listingPrice: listing,
      discountPercentage: discounted ? Math.round((1 - sellingPrice / listing) * 1000) / 10 : null,
      badges: BADGES.filter(() => r.next() < 0.06),
      solutionIds: catalog.solutions.filter(() => r.next() < 0.12).map((s) => s.id),
      stockQuantity: r.next() < 0.1 ? 0 : r.int(1, 500),
      isActive: r.next() >= 0.01,
      hsnCode: r.pick(['85365090', '85364900', '85371000', '84123100', '85444999']),
      type: 'product',
      brandId: `brd_${slug(brand)}`,
      categoryId: leaf.categoryId,
      subcategoryId: leaf.subcategoryId,
      subSubcategoryId: leaf.subSubcategoryId,
      rating: reviewed ? r.int(10, 50) / 10 : null,
      reviewCount: reviewed ? r.int(1, 200) : 0,
      soldCount: r.next() < 0.4 ? r.int(1, 900) : 0,
      dealOfTheDay: r.next() < 0.001,
      createdAt: new Date(start + Math.floor(r.next() * span)),
      updatedAt: new Date(start + span),
    });
  }
  return catalog;
}

/**
 * Inserts a generated catalogue in one transaction, the products and related products as the
 * seed inserts them (`insertJsonRows`: one JSON parameter per batch of rows, instead of a
 * multi-VALUES insert that costs Drizzle most of a second per 1,000 rows to build).
 */
export async function insertCatalog(db: Database, catalog: GeneratedCatalog): Promise<void> {
  await db.transaction(async (tx) => {
    // As the seed does (seedDatabase.ts): without the per-row foreign-key triggers when the role
    // may (a superuser; PGlite always), else with them. The generator's references are consistent.
    await tx.execute(sql`savepoint bench_triggers`);
    try {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.execute(sql`release savepoint bench_triggers`);
    } catch {
      await tx.execute(sql`rollback to savepoint bench_triggers`);
    }
    await tx.insert(categories).values(catalog.categories);
    await tx.insert(subcategories).values(catalog.subcategories);
    await tx.insert(subSubcategories).values(catalog.subSubcategories);
    await tx.insert(brands).values(catalog.brands);
    await tx.insert(badges).values(catalog.badges);
    await tx.insert(solutions).values(catalog.solutions);
    for (let i = 0; i < catalog.products.length; i += INSERT_BATCH) {
      await insertJsonRows(tx, products, catalog.products.slice(i, i + INSERT_BATCH));
    }
    for (let i = 0; i < catalog.related.length; i += INSERT_BATCH) {
      await insertJsonRows(tx, relatedProducts, catalog.related.slice(i, i + INSERT_BATCH));
    }
  });
}

/** The names a generated catalogue's products refer to. */
export function namesOf(catalog: GeneratedCatalog): CatalogNames {
  return {
    brands: new Map(catalog.brands.map((b) => [b.id, { title: b.title, logo: b.logo ?? null }])),
    categories: new Map(catalog.categories.map((c) => [c.id, c.name])),
    subcategories: new Map(catalog.subcategories.map((s) => [s.id, s.name])),
    subSubcategories: new Map(catalog.subSubcategories.map((s) => [s.id, s.name])),
    solutions: new Map(catalog.solutions.map((s) => [s.id, s.title])),
  };
}

/** The active products of a generated catalogue as the index holds them (no database). */
export function catalogProductsOf(catalog: GeneratedCatalog): CatalogProduct[] {
  const names = namesOf(catalog);
  const related = new Map<string, string[]>();
  for (const row of catalog.related) {
    related.set(row.productId, [...(related.get(row.productId) ?? []), row.relatedId]);
  }
  return catalog.products
    .filter((row) => row.isActive)
    .map((row) => toCatalogProduct(row, names, related.get(row.id) ?? []));
}
