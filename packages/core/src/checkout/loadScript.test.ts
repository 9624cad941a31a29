import { describe, expect, it } from 'vitest';
import { type LoadScriptOptions, loadScript } from './loadScript';

interface FakeScript {
  src: string;
  async: boolean;
  nonce?: string;
  onload: (() => void) | null;
  onerror: (() => void) | null;
  removed: boolean;
  remove(): void;
}

function fakeDocument() {
  const scripts: FakeScript[] = [];
  const doc = {
    createElement: () => {
      const script: FakeScript = {
        src: '',
        async: false,
        onload: null,
        onerror: null,
        removed: false,
        remove() {
          script.removed = true;
        },
      };
      return script;
    },
    head: {
      appendChild: (script: FakeScript) => {
        scripts.push(script);
        return script;
      },
    },
  };
  return { document: doc as unknown as LoadScriptOptions['document'], scripts };
}

describe('loadScript', () => {
  it('adds one async script with the nonce and resolves on load', async () => {
    const { document, scripts } = fakeDocument();
    const first = loadScript('https://x.test/a.js', { document, nonce: 'abc123' });
    const second = loadScript('https://x.test/a.js', { document });
    expect(second).toBe(first);
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({ src: 'https://x.test/a.js', async: true, nonce: 'abc123' });
    scripts[0]?.onload?.();
    await expect(first).resolves.toBeUndefined();
    // Loaded once: a later call reuses the finished load.
    await expect(loadScript('https://x.test/a.js', { document })).resolves.toBeUndefined();
    expect(scripts).toHaveLength(1);
  });

  it('sets no nonce when none is given', () => {
    const { document, scripts } = fakeDocument();
    void loadScript('https://x.test/b.js', { document });
    expect(scripts[0]?.nonce).toBeUndefined();
  });

  it('rejects on error, removes the element and retries on the next call', async () => {
    const { document, scripts } = fakeDocument();
    const failed = loadScript('https://x.test/c.js', { document });
    scripts[0]?.onerror?.();
    await expect(failed).rejects.toThrow('Failed to load script https://x.test/c.js');
    expect(scripts[0]?.removed).toBe(true);
    const retry = loadScript('https://x.test/c.js', { document });
    expect(retry).not.toBe(failed);
    expect(scripts).toHaveLength(2);
    scripts[1]?.onload?.();
    await expect(retry).resolves.toBeUndefined();
  });

  it('rejects without a document (server-side)', async () => {
    await expect(loadScript('https://x.test/d.js')).rejects.toThrow(ReferenceError);
  });
});
