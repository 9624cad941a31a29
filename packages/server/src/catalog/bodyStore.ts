import { randomUUID } from 'node:crypto';
import { closeSync, openSync, readSync, unlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Where the catalogue keeps its products' wire JSON (the bytes listings and product pages are
 * joined from), apart from the index: an append-only store of byte runs, each found by its
 * position and length. A product changed or removed leaves its old bytes behind as garbage,
 * which `createProductIndex` reclaims by copying the live ones into a new store.
 */
export interface BodyStore {
  readonly kind: 'memory' | 'file';
  /** Appends `bytes`; returns the position to read them back at. */
  put(bytes: Uint8Array): number;
  /**
   * The `length` bytes put at `at`. Do not modify them: a memory store returns a view, a file
   * store may return the copy it keeps of a recently read body.
   */
  read(at: number, length: number): Buffer;
  /**
   * Copies the `length` bytes put at `at` into `target` from `offset`: a page of bodies is
   * joined into one buffer with no allocation a body.
   */
  readInto(at: number, length: number, target: Uint8Array, offset: number): void;
  /** Counts `length` bytes put earlier as no longer read (garbage). */
  release(length: number): void;
  /** Bytes put and not released. */
  readonly live: number;
  /** Bytes released. */
  readonly garbage: number;
  /** Frees the store (a file store closes and removes its file); reads then throw. */
  close(): void;
}

/** Creates an empty store: the catalogue calls it at start, at each full build and to compact. */
export type BodyStoreFactory = () => BodyStore;

const MEMORY_CHUNK = 1 << 20;
/** Positions in a memory store: chunk number × 2^32 + offset in the chunk. */
const CHUNK_SPAN = 2 ** 32;

/**
 * Bodies in 1 MiB buffers: one allocation per thousand products instead of one buffer object
 * each, which the garbage collector would otherwise trace one by one.
 */
export function memoryBodyStore(): BodyStore {
  let chunks: Buffer[] = [];
  let used = MEMORY_CHUNK;
  const read = (at: number, length: number): Buffer => {
    const chunk = chunks[Math.floor(at / CHUNK_SPAN)];
    if (!chunk) throw new Error('The catalogue body store was closed, or has no such body.');
    const offset = at % CHUNK_SPAN;
    return chunk.subarray(offset, offset + length);
  };
  return counted({
    kind: 'memory',
    put(bytes) {
      if (used + bytes.length > (chunks.at(-1)?.length ?? 0)) {
        chunks.push(Buffer.allocUnsafeSlow(Math.max(MEMORY_CHUNK, bytes.length)));
        used = 0;
      }
      const chunk = chunks.length - 1;
      chunks[chunk]!.set(bytes, used);
      const at = chunk * CHUNK_SPAN + used;
      used += bytes.length;
      return at;
    },
    read,
    readInto(at, length, target, offset) {
      target.set(read(at, length), offset);
    },
    close() {
      chunks = [];
    },
  });
}

/** A store's own part: where bytes go. `counted` adds the live and garbage counts. */
type BodyPlace = Pick<BodyStore, 'kind' | 'put' | 'read' | 'readInto' | 'close'>;

function counted(place: BodyPlace): BodyStore {
  let live = 0;
  let garbage = 0;
  return {
    kind: place.kind,
    put(bytes) {
      const at = place.put(bytes);
      live += bytes.length;
      return at;
    },
    read: place.read,
    readInto: place.readInto,
    release(length) {
      live -= length;
      garbage += length;
    },
    get live() {
      return live;
    },
    get garbage() {
      return garbage;
    },
    close: place.close,
  };
}

const WRITE_BUFFER = 1 << 20;

/** Bytes of recently read bodies a file store keeps in the process (see `fileBodyStore`). */
export const BODY_CACHE_BYTES = 32 << 20;

/**
 * The bodies read last, up to `limit` bytes, copied one after another into one buffer of that
 * size that is allocated once: a page of a listing or search reads its products' bodies, and
 * the first pages and the best sellers are read again and again. A body kept is found by its
 * position in the store (a store's bodies never change); the oldest kept are overwritten first
 * (first in, first out). Bodies above 1/64 of the budget are not kept. One buffer rather than a
 * buffer a body: at a million products a buffer allocated per body read (each its own
 * `ArrayBuffer`, counted by the garbage collector as external memory) took a third of a
 * listing's time under load.
 */
function recentBodies(limit: number) {
  let ring: Buffer | null = null;
  /** Each kept body's position in the store -> its offset in `ring`, oldest first. */
  const kept = new Map<number, number>();
  /** Where the next body goes. Bodies kept since the last wrap lie below it, older ones above. */
  let head = 0;
  const dropOldestWhile = (drop: (offset: number) => boolean) => {
    for (const [at, offset] of kept) {
      if (!drop(offset)) return;
      kept.delete(at);
    }
  };
  return {
    /** Copies the body at `at` into `target` if it is kept; says whether it was. */
    copy(at: number, length: number, target: Uint8Array, offset: number): boolean {
      const from = kept.get(at);
      if (from === undefined) return false;
      target.set(ring!.subarray(from, from + length), offset);
      return true;
    },
    keep(at: number, body: Uint8Array): void {
      const length = body.length;
      if (length === 0 || length > limit / 64) return;
      ring ??= Buffer.allocUnsafeSlow(limit);
      if (head + length > limit) {
        // The rest of the buffer is too short: the bodies kept there (the oldest) go.
        dropOldestWhile((offset) => offset >= head);
        head = 0;
      }
      dropOldestWhile((offset) => offset >= head && offset < head + length);
      ring.set(body, head);
      kept.set(at, head);
      head += length;
    },
    clear(): void {
      kept.clear();
      ring = null;
      head = 0;
    },
  };
}

/**
 * Bodies in a file in `dir` (default the OS's temporary folder), removed as soon as it is open
 * (on Windows, when the store closes or the process exits), so a crashed process leaves
 * nothing behind. Puts are gathered into 1 MiB writes; a read is one positioned read, which
 * the OS answers from its page cache: memory it can reclaim, not the process's. The bodies read
 * last, up to `cacheBytes` (default `BODY_CACHE_BYTES`, 32 MiB; 0: none), are kept in the
 * process, so the pages shoppers ask for most cost no system call (a profile at 100,000
 * products under load gave one read a product 10 % of the API's time).
 */
export function fileBodyStore(
  dir: string = tmpdir(),
  { cacheBytes = BODY_CACHE_BYTES }: { cacheBytes?: number } = {},
): BodyStore {
  const path = join(dir, `storefront-kit-catalog-${process.pid}-${randomUUID()}.bodies`);
  let fd: number;
  try {
    fd = openSync(path, 'wx+', 0o600);
  } catch (error) {
    throw new Error(
      `Cannot create the catalogue's body file in ${dir} (set TMPDIR to a writable folder, or CATALOG_BODIES=memory): ${(error as Error).message}`,
      { cause: error },
    );
  }
  const removeOnExit = () => {
    try {
      unlinkSync(path);
    } catch {
      // already gone
    }
  };
  if (process.platform === 'win32') process.once('exit', removeOnExit);
  else removeOnExit();

  let open = true;
  const recent = cacheBytes > 0 ? recentBodies(cacheBytes) : null;
  /** Puts not yet written: they start at file position `pendingAt`. */
  const pending = Buffer.allocUnsafeSlow(WRITE_BUFFER);
  let pendingAt = 0;
  let pendingLength = 0;

  const fail = (action: string, error: unknown): never => {
    throw new Error(
      `${action} the catalogue's body file ${path} failed: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  };
  const ensureOpen = () => {
    if (!open) throw new Error(`The catalogue's body file ${path} was closed.`);
  };
  const writeAt = (bytes: Uint8Array, position: number) => {
    let done = 0;
    try {
      while (done < bytes.length) {
        done += writeSync(fd, bytes, done, bytes.length - done, position + done);
      }
    } catch (error) {
      fail('Writing', error);
    }
  };
  const flush = () => {
    if (pendingLength === 0) return;
    writeAt(pending.subarray(0, pendingLength), pendingAt);
    pendingAt += pendingLength;
    pendingLength = 0;
  };

  const readInto = (at: number, length: number, target: Uint8Array, offset: number): void => {
    ensureOpen();
    if (at >= pendingAt) {
      const from = at - pendingAt;
      target.set(pending.subarray(from, from + length), offset);
      return;
    }
    // (An empty body shares its position with the next body: nothing to read or keep.)
    if (length === 0) return;
    if (recent?.copy(at, length, target, offset)) return;
    let done = 0;
    try {
      while (done < length) {
        const n = readSync(fd, target, offset + done, length - done, at + done);
        if (n === 0) break;
        done += n;
      }
    } catch (error) {
      fail('Reading', error);
    }
    if (done !== length) {
      throw new Error(
        `The catalogue's body file ${path} is shorter than expected: ${done} of ${length} bytes at ${at}.`,
      );
    }
    recent?.keep(at, target.subarray(offset, offset + length));
  };

  return counted({
    kind: 'file',
    put(bytes) {
      ensureOpen();
      if (pendingLength + bytes.length > pending.length) flush();
      const at = pendingAt + pendingLength;
      if (bytes.length > pending.length) {
        writeAt(bytes, at);
        pendingAt += bytes.length;
      } else {
        pending.set(bytes, pendingLength);
        pendingLength += bytes.length;
      }
      return at;
    },
    read(at, length) {
      // A copy from Node's pool for a small body, not a buffer of its own.
      const bytes = Buffer.allocUnsafe(length);
      readInto(at, length, bytes, 0);
      return bytes;
    },
    readInto,
    close() {
      if (!open) return;
      open = false;
      recent?.clear();
      closeSync(fd);
      if (process.platform === 'win32') {
        process.removeListener('exit', removeOnExit);
        removeOnExit();
      }
    },
  });
}
