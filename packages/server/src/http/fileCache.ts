import { type Stats, statSync } from 'node:fs';

/** A weak ETag from a file's size and modification time (what both static routes send). */
export const fileEtag = (stats: Pick<Stats, 'size' | 'mtimeMs'>) =>
  `W/"${stats.size.toString(16)}-${Math.trunc(stats.mtimeMs).toString(16)}"`;

/**
 * Files read through `read` once, and again only when their size or modification time changes
 * on disk: `load(path)` is `read`'s value for the file, or null when there is no file at `path`
 * (or it is not a regular file). For the static routes (the site, the widget bundle).
 */
export function fileCache<T>(read: (path: string, stats: Stats) => T): (path: string) => T | null {
  const cache = new Map<string, { mtimeMs: number; size: number; value: T }>();
  return (path) => {
    let stats: Stats;
    try {
      stats = statSync(path);
    } catch {
      return null;
    }
    if (!stats.isFile()) return null;
    const cached = cache.get(path);
    if (cached && cached.mtimeMs === stats.mtimeMs && cached.size === stats.size) {
      return cached.value;
    }
    const value = read(path, stats);
    cache.set(path, { mtimeMs: stats.mtimeMs, size: stats.size, value });
    return value;
  };
}
