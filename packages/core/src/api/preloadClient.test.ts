import { describe, expect, it, vi } from 'vitest';
import { preloadClient } from './preloadClient';

const { imported, record } = await vi.hoisted(async () =>
  (await import('../../test/helpers/importRecorder')).createImportRecorder(),
);
vi.mock('../http/createHttp', record('transport'));
vi.mock('./catalogApi', record('catalog'));
// The account's code cannot be fetched (offline): its import fails.
vi.mock('./accountApis', () => {
  imported.push('account (failed)');
  throw new TypeError('Failed to fetch dynamically imported module: accountApis.js');
});

describe('preloadClient', () => {
  it('fetches the parts it is given, and nothing before it is called', async () => {
    expect(imported).toEqual([]);
    await preloadClient(['transport', 'catalog']);
    expect([...imported].sort()).toEqual(['catalog', 'transport']);
  });

  it('resolves when a part cannot be fetched', async () => {
    await expect(preloadClient()).resolves.toBeUndefined();
    expect(imported).toContain('account (failed)');
  });
});
