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
  /** The `length` bytes put at `at`. Do not modify them: a memory store returns a view. */
  read(at: number, length: number): Buffer;
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
    read(at, length) {
      const chunk = chunks[Math.floor(at / CHUNK_SPAN)];
      if (!chunk) throw new Error('The catalogue body store was closed, or has no such body.');
      const offset = at % CHUNK_SPAN;
      return chunk.subarray(offset, offset + length);
    },
    close() {
      chunks = [];
    },
  });
}

/** A store's own part: where bytes go. `counted` adds the live and garbage counts. */
type BodyPlace = Pick<BodyStore, 'kind' | 'put' | 'read' | 'close'>;

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

/**
 * Bodies in a file in `dir` (default the OS's temporary folder), removed as soon as it is open
 * (on Windows, when the store closes or the process exits), so a crashed process leaves
 * nothing behind. Puts are gathered into 1 MiB writes; a read is one positioned read, which
 * the OS answers from its page cache: memory it can reclaim, not the process's.
 */
export function fileBodyStore(dir: string = tmpdir()): BodyStore {
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
      ensureOpen();
      if (at >= pendingAt) {
        const offset = at - pendingAt;
        return Buffer.from(pending.subarray(offset, offset + length));
      }
      const bytes = Buffer.allocUnsafe(length);
      let done = 0;
      try {
        while (done < length) {
          const n = readSync(fd, bytes, done, length - done, at + done);
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
      return bytes;
    },
    close() {
      if (!open) return;
      open = false;
      closeSync(fd);
      if (process.platform === 'win32') {
        process.removeListener('exit', removeOnExit);
        removeOnExit();
      }
    },
  });
}
