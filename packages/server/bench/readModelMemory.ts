// Where the catalogue read model's memory goes, in one process without a database (issue 21's
// "a million SKUs"): the generated rows, the catalogue products built from them (their fields on
// the heap, their wire JSON in buffers), then the index over them (typed arrays and the word
// dictionary), each after a full garbage collection; then V8's heap spaces.
//
//   node --expose-gc --max-old-space-size=8000 --conditions=@storefront-kit/source \
//     --import tsx packages/server/bench/readModelMemory.ts [products, default 100000] \
//     [file|memory: where the index keeps the wire JSON, default file, as CATALOG_BODIES]
import v8 from 'node:v8';
import { fileBodyStore, memoryBodyStore } from '../src/catalog/bodyStore';
import { createProductIndexFrom } from '../src/catalog/createProductIndex';
import { catalogProductsOf, generateCatalog } from './support/generateCatalog';

const n = Number(process.argv[2] ?? 100000);
const bodies = process.argv[3] ?? 'file';
if (bodies !== 'file' && bodies !== 'memory') throw new Error('bodies: file or memory');
const mb = (b: number) => `${(b / 1e6).toFixed(0)} MB`;
const show = (label: string) => {
  globalThis.gc?.();
  globalThis.gc?.();
  const m = process.memoryUsage();
  console.log(
    `${label}: rss ${mb(m.rss)} heapUsed ${mb(m.heapUsed)} heapTotal ${mb(m.heapTotal)} external ${mb(m.external)} (arrayBuffers ${mb(m.arrayBuffers)})`,
  );
};
show('start');
const catalog = generateCatalog(n);
show('generated rows');
const t0 = performance.now();
let products = catalogProductsOf(catalog);
const t1 = performance.now();
show(`products (${((t1 - t0) / 1000).toFixed(1)} s)`);
const index = await createProductIndexFrom(
  { loadAll: async () => products, loadSome: async () => [] },
  undefined,
  { bodies: bodies === 'file' ? () => fileBodyStore() : memoryBodyStore },
);
const t2 = performance.now();
show(`index built (${((t2 - t1) / 1000).toFixed(1)} s)`);
products = [];
(catalog as { products: unknown[] }).products = [];
show(`rows and list dropped; index holds ${index.size}`);
const held = index.bodies();
console.log(`bodies: ${held.kind}, ${mb(held.live)} live`);
for (const space of v8.getHeapSpaceStatistics())
  console.log(
    `  ${space.space_name}: used ${mb(space.space_used_size)} of ${mb(space.space_size)}`,
  );
