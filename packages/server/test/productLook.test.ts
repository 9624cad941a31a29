import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogProductsOf, generateCatalog } from '../bench/support/generateCatalog';
import { createProductIndex } from '../src/catalog/createProductIndex';
import type { CatalogProduct, ProductIndex } from '../src/catalog/types';
import { type DatabaseHandle, openDatabase } from '../src/db/database';
import { productSvg } from '../src/media/productImage';
import { PLAIN_LOOK, productLook, type SpecLine } from '../src/media/productLook';
import { shapeFor } from '../src/media/shapeFor';
import { seedIfEmpty } from '../src/seed/seedDatabase';

const look = (name: string, specs: [string, string][], model: string | null = 'X-1') =>
  productLook({
    name,
    model,
    category: 'Switches',
    specs: specs.map(([n, value]) => ({ name: n, value })),
  });

describe('a product picture drawn from the product’s own data', () => {
  it('takes the colour, housing, poles, plug and light from the specification', () => {
    expect(look('Push Button', [['Colour', 'Red']]).colour).toBe('#DC2626');
    expect(look('Terminal', [['Colour', 'Green-yellow (earth)']]).colour).toBe('#84CC16');
    expect(look('Relay', [['Supply voltage', '24 V DC']]).colour).toBeNull();
    expect(look('Limit switch', [['Housing', 'Die-cast zinc']]).metal).toBe(true);
    expect(look('Limit switch', [['Housing', 'Glass-filled polyamide']]).metal).toBe(false);
    expect(look('MCB', [['Poles', '3']]).units).toBe(3);
    expect(look('Relay', [['Contacts', '2 NO + 2 NC']]).units).toBe(4);
    expect(look('I/O', [['Digital I/O', '16 inputs']]).units).toBe(8);
    expect(look('Sensor', [['Connection', 'M12 4-pin connector']]).plug).toBe(true);
    expect(look('Sensor', [['Connection', '2 m PVC cable, 3-wire']]).plug).toBe(false);
    expect(look('Sensor', [['Light Source', 'Class 1 red laser']]).led).toBe('#EF4444');
    expect(look('Relay', [['Coil Voltage', '230 V AC']]).led).toBe('#F59E0B');
    expect(look('Relay', [['Coil Voltage', '24 V DC']]).led).toBe('#22C55E');
  });

  it('sizes by the form factor the data gives: thread, screen, power, current', () => {
    const scale = (name: string, specs: [string, string][] = []) => look(name, specs).scale;
    expect(scale('Inductive Sensor M8')).toBeLessThan(scale('Inductive Sensor M18'));
    expect(scale('Inductive Sensor M18')).toBeLessThan(scale('Inductive Sensor M30'));
    expect(scale('HMI', [['Display', '4.3 inch TFT']])).toBeLessThan(
      scale('HMI', [['Display', '15 inch TFT']]),
    );
    expect(scale('AC Drive 0.75 kW')).toBeLessThan(scale('AC Drive 22 kW'));
    expect(scale('Contactor', [['Rated Current', '9 A']])).toBeLessThan(
      scale('Contactor', [['Rated Current', '95 A']]),
    );
    for (const value of [scale('Sensor M8'), scale('HMI 21 inch'), scale('Drive 500 kW')]) {
      expect(value).toBeGreaterThanOrEqual(0.8);
      expect(value).toBeLessThanOrEqual(1.06);
    }
  });

  it('draws two products of one family and brand differently, the same product alike', () => {
    const art = (model: string, specs: SpecLine[]) =>
      productSvg(
        {
          name: 'Omron Push Button',
          brand: 'Omron',
          model,
          category: 'Switches',
          shape: 'button',
          look: productLook({ name: 'Omron Push Button', model, category: 'Switches', specs }),
        },
        1,
      );
    const red = art('A22-R', [{ name: 'Colour', value: 'Red' }]);
    const green = art('A22-G', [{ name: 'Colour', value: 'Green' }]);
    expect(red).toContain('#DC2626');
    expect(green).toContain('#16A34A');
    expect(red).not.toBe(green);
    expect(art('A22-R', [{ name: 'Colour', value: 'Red' }])).toBe(red);
    // No text in the card picture; the product is named in its title.
    expect(red).not.toContain('<text');
    expect(red).toContain('<title>Omron Push Button (A22-R)</title>');
  });

  it('keeps the family drawing for pictures without a product (categories)', () => {
    expect(PLAIN_LOOK).toMatchObject({ scale: 1, mirror: false, tilt: 0, colour: null });
  });
});

/** The card picture of a catalogue product, as `/media/products/{id}.svg` draws it. */
const cardPicture = (p: CatalogProduct) =>
  productSvg(
    {
      name: p.name,
      brand: p.brand,
      model: p.modelNumber,
      category: p.category,
      shape: shapeFor(p.category, p.subsubcategory),
      look: productLook({
        name: p.name,
        model: p.modelNumber,
        subcategory: p.subcategory,
        category: p.category,
        specs: (p.wire.product_specification ?? []) as SpecLine[],
      }),
    },
    1,
  )
    .replace(/<title>.*<\/title>/, '')
    .replace(/aria-label="[^"]*"/, '');

describe('a grid of the seed catalogue reads as a catalogue, not as repeats', () => {
  let database: DatabaseHandle;
  let catalog: ProductIndex;
  beforeAll(async () => {
    database = await openDatabase({ dataDir: 'memory' });
    await seedIfEmpty(database.db, { products: 1000, scryptN: 1024 });
    catalog = await createProductIndex(database.db);
  }, 120_000);
  afterAll(() => database?.close());

  it('draws almost every card of a listing page differently (titles aside)', () => {
    const pages = ['Switches', 'Switchgear', 'Sensors', 'Relays', 'PLC', 'Pneumatics'].map(
      (category) => catalog.list({ category, per_page: 24 }).items,
    );
    for (const page of pages) {
      expect(page.length).toBe(24);
      const distinct = new Set(page.map(cardPicture)).size;
      // Products the data tells apart only by a detail not drawn (an output type) may match.
      expect(distinct).toBeGreaterThanOrEqual(20);
    }
  });

  it('tells the generated bench catalogue’s products apart too', () => {
    const products = catalogProductsOf(generateCatalog(600, 3)).filter((p) => p.isActive);
    const distinct = new Set(products.slice(0, 200).map(cardPicture)).size;
    expect(distinct).toBeGreaterThanOrEqual(190);
  });
});
