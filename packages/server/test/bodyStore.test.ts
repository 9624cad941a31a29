import {
  closeSync,
  mkdtempSync,
  openSync,
  readdirSync,
  readlinkSync,
  rmSync,
  writeFileSync,
  writeSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { type BodyStore, fileBodyStore, memoryBodyStore } from '../src/catalog/bodyStore';
import { loadConfig } from '../src/config';
import { DATABASES, startTestServer } from './helpers/testServer';

const folders: string[] = [];
const folder = () => {
  const dir = mkdtempSync(join(tmpdir(), 'sk-bodies-'));
  folders.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of folders.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** Bodies of 0 bytes to 2.5 MiB, each byte telling which body and where it is. */
function bodies(): Buffer[] {
  const sizes = [0, 1, 1500, 900_000, 200_000, 2_600_000, 7, 1 << 20, 1600, 1_048_000, 3];
  return sizes.map((size, n) => {
    const bytes = Buffer.allocUnsafe(size);
    for (let i = 0; i < size; i++) bytes[i] = (n * 31 + i) & 0xff;
    return bytes;
  });
}

describe.each([
  ['memory', () => memoryBodyStore()],
  ['file', () => fileBodyStore(folder())],
] as const)('%s body store', (kind, create) => {
  it('reads back every body, across buffers, writes and sizes above its buffer', () => {
    const store: BodyStore = create();
    expect(store.kind).toBe(kind);
    const written = bodies();
    const at: number[] = [];
    for (const [n, bytes] of written.entries()) {
      at.push(store.put(bytes));
      // The newest body, and the first, read back at once (still gathered, or already written).
      expect(store.read(at[n]!, bytes.length).equals(bytes)).toBe(true);
      expect(store.read(at[0]!, 0).length).toBe(0);
    }
    for (const [n, bytes] of written.entries()) {
      expect(store.read(at[n]!, bytes.length).equals(bytes)).toBe(true);
    }
    const total = written.reduce((sum, b) => sum + b.length, 0);
    expect({ live: store.live, garbage: store.garbage }).toEqual({ live: total, garbage: 0 });
    store.release(written[3]!.length);
    expect({ live: store.live, garbage: store.garbage }).toEqual({
      live: total - 900_000,
      garbage: 900_000,
    });
    store.close();
    store.close();
    expect(() => store.read(at[2]!, 1500)).toThrow(/closed/);
  });
});

describe('file body store', () => {
  it.runIf(process.platform === 'linux')(
    'leaves no file in its folder: it is removed as soon as it is open',
    () => {
      const dir = folder();
      const store = fileBodyStore(dir);
      const at = store.put(Buffer.from('{"id":"prd_1"}'));
      expect(readdirSync(dir)).toEqual([]);
      // The process holds it open, deleted, until the store closes.
      const held = () =>
        readdirSync('/proc/self/fd').filter((fd) => {
          try {
            return readlinkSync(`/proc/self/fd/${fd}`).startsWith(dir);
          } catch {
            return false;
          }
        });
      expect(held()).toHaveLength(1);
      expect(store.read(at, 14).toString()).toBe('{"id":"prd_1"}');
      store.close();
      expect(held()).toEqual([]);
    },
  );

  it.runIf(process.platform === 'linux')(
    'keeps the bodies read last, up to its budget, and reads the rest from the file',
    () => {
      const dir = folder();
      // 6,400 bytes: 64 bodies of 100 bytes; a body above 100 bytes is never kept.
      const store = fileBodyStore(dir, { cacheBytes: 6400 });
      const body = (n: number, size = 100) => Buffer.alloc(size, n + 1);
      const at = Array.from({ length: 100 }, (_, n) => store.put(body(n)));
      const large = store.put(body(200, 200));
      // A body above the write buffer sends the gathered ones to the file first.
      store.put(Buffer.alloc((1 << 20) + 1));
      for (let n = 0; n < 100; n++) expect(store.read(at[n]!, 100).equals(body(n))).toBe(true);
      expect(store.read(large, 200).equals(body(200, 200))).toBe(true);
      // Zeros written over the file, through another descriptor of the same (unlinked) file:
      // a body read from the file now reads zeros, a kept one its bytes.
      const [fd] = readdirSync('/proc/self/fd').filter((entry) => {
        try {
          return readlinkSync(`/proc/self/fd/${entry}`).startsWith(dir);
        } catch {
          return false;
        }
      });
      const other = openSync(`/proc/self/fd/${fd}`, 'r+');
      writeSync(other, Buffer.alloc(100 * 100 + 200), 0, 100 * 100 + 200, 0);
      closeSync(other);
      const zeros = (size = 100) => Buffer.alloc(size);
      // Kept: the 64 read last (36 to 99); the large one never.
      expect(store.read(large, 200).equals(zeros(200))).toBe(true);
      expect(store.read(at[99]!, 100).equals(body(99))).toBe(true);
      expect(store.read(at[36]!, 100).equals(body(36))).toBe(true);
      expect(store.read(at[35]!, 100).equals(zeros())).toBe(true);
      // Reading 35 pushed out the oldest kept, 36, though it was read since (first in, first
      // out); 37 is still kept.
      expect(store.read(at[37]!, 100).equals(body(37))).toBe(true);
      expect(store.read(at[36]!, 100).equals(zeros())).toBe(true);
      // `readInto` reads the same way, into a buffer at an offset, touching nothing else.
      const target = Buffer.alloc(302, 0xee);
      store.readInto(at[38]!, 100, target, 1);
      store.readInto(at[34]!, 100, target, 101);
      store.readInto(at[0]!, 0, target, 201);
      expect(target[0]).toBe(0xee);
      expect(target.subarray(1, 101).equals(body(38))).toBe(true);
      expect(target.subarray(101, 201).equals(zeros())).toBe(true);
      expect(target.subarray(201).equals(Buffer.alloc(101, 0xee))).toBe(true);
      store.close();
      expect(() => store.read(at[99]!, 100)).toThrow(/closed/);
    },
  );

  it.runIf(process.platform === 'linux')(
    'keeps bodies of mixed sizes across many wraps of its buffer, each read back exactly',
    () => {
      const dir = folder();
      // 10,000 bytes: bodies of 1 to 156 bytes (1/64 of it), so the buffer wraps with a gap
      // at its end that no body fits.
      const store = fileBodyStore(dir, { cacheBytes: 10_000 });
      const sizes = Array.from({ length: 2_000 }, (_, n) => 1 + ((n * 7919) % 156));
      const body = (n: number) => {
        const bytes = Buffer.allocUnsafe(sizes[n]!);
        for (let i = 0; i < bytes.length; i++) bytes[i] = (n * 13 + i * 7) & 0xff;
        return bytes;
      };
      const at = sizes.map((_, n) => store.put(body(n)));
      store.put(Buffer.alloc((1 << 20) + 1));
      // Random reads, many more than the buffer holds; every answer equals what was put,
      // through `read` and `readInto` alike, whether kept or read from the file.
      let seed = 7;
      const random = () => {
        seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
        return seed / 2 ** 31;
      };
      for (let i = 0; i < 20_000; i++) {
        // Half the reads among 60 bodies (kept), half across all 2,000 (mostly not).
        const n = random() < 0.5 ? Math.floor(random() * 60) : Math.floor(random() * 2_000);
        if (i % 2 === 0) {
          expect(store.read(at[n]!, sizes[n]!).equals(body(n))).toBe(true);
        } else {
          const target = Buffer.alloc(sizes[n]! + 2, 0xee);
          store.readInto(at[n]!, sizes[n]!, target, 1);
          expect(target.subarray(1, -1).equals(body(n))).toBe(true);
          expect([target[0], target.at(-1)]).toEqual([0xee, 0xee]);
        }
      }
      store.close();
    },
  );

  it('says which folder it cannot create its file in, and what to do', () => {
    const notAFolder = join(folder(), 'file');
    writeFileSync(notAFolder, '');
    expect(() => fileBodyStore(notAFolder)).toThrow(
      new RegExp(
        `^Cannot create the catalogue's body file in ${notAFolder} \\(set TMPDIR to a writable folder, or CATALOG_BODIES=memory\\): ENOTDIR`,
      ),
    );
  });
});

describe('CATALOG_BODIES', () => {
  it('is file unless set to memory, and nothing else', () => {
    expect(loadConfig({}).catalogBodies).toBe('file');
    expect(loadConfig({ CATALOG_BODIES: 'memory' }).catalogBodies).toBe('memory');
    expect(() => loadConfig({ CATALOG_BODIES: 'disk' })).toThrow(
      'CATALOG_BODIES must be "file" or "memory", got "disk"',
    );
  });

  it.each(DATABASES.flatMap((db) => (['file', 'memory'] as const).map((b) => [db, b] as const)))(
    'on %s with %s bodies, the API answers products from the store, and frees it on close',
    async (db, setting) => {
      const server = await startTestServer(db, { env: { CATALOG_BODIES: setting } });
      let id = '';
      try {
        const bodies = server.ctx.catalog.bodies();
        expect(bodies.kind).toBe(setting);
        expect(bodies.live).toBeGreaterThan(0);
        const page = await server.client.catalog.products({ per_page: 5 });
        expect(page.data.length).toBe(5);
        const { data: one } = await server.client.catalog.product(page.data[2]!.id);
        expect(one).toEqual(page.data[2]);
        expect(server.ctx.catalog.get(one.id)!.wire).toEqual(one);
        id = one.id;
      } finally {
        await server.close();
      }
      expect(() => server.ctx.catalog.get(id)!.wireJson).toThrow(/closed/);
    },
  );
});
