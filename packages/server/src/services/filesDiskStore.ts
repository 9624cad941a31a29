import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { basename, join } from 'node:path';
import type { FileStore } from './filesStore';

const pathIn = (directory: string, name: string) => {
  // Stored names are generated, but never let one leave the directory.
  if (!name || name !== basename(name) || name.startsWith('.')) {
    throw new Error(`Invalid stored file name "${name}"`);
  }
  return join(directory, name);
};

/** A `FileStore` in a directory on disk (created if missing). */
export async function createDiskFilesStore(directory: string): Promise<FileStore> {
  await mkdir(directory, { recursive: true });
  return {
    async put(name, bytes) {
      await writeFile(pathIn(directory, name), bytes, { flag: 'wx' });
    },
    async get(name) {
      try {
        return await readFile(pathIn(directory, name));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(name) {
      await rm(pathIn(directory, name), { force: true });
    },
  };
}
