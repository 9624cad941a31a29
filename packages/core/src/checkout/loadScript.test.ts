import { describe, expect, it } from 'vitest';
import {
  type LoadScriptOptions,
  loadScript,
  TRUSTED_TYPES_POLICY,
  type TrustedTypesLike,
} from './loadScript';

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

  describe('under Trusted Types', () => {
    /** A page's `trustedTypes` whose TrustedScriptURL is an object, as in browsers. */
    function fakeTrustedTypes(options: { forbidPolicies?: boolean } = {}) {
      const created: string[] = [];
      const trustedTypes: TrustedTypesLike = {
        createPolicy(name, rules) {
          if (options.forbidPolicies) throw new TypeError(`Policy ${name} disallowed.`);
          created.push(name);
          return { createScriptURL: (url) => ({ trusted: rules.createScriptURL(url) }) };
        },
      };
      return { trustedTypes, created };
    }

    it("sets the src through one 'storefront-kit' policy, for every URL", async () => {
      const { document, scripts } = fakeDocument();
      const { trustedTypes, created } = fakeTrustedTypes();
      const first = loadScript('https://x.test/tt1.js', { document, trustedTypes });
      const second = loadScript('https://x.test/tt2.js', { document, trustedTypes });
      expect(created).toEqual([TRUSTED_TYPES_POLICY]);
      expect(scripts.map((script) => script.src)).toEqual([
        { trusted: 'https://x.test/tt1.js' },
        { trusted: 'https://x.test/tt2.js' },
      ]);
      for (const script of scripts) script.onload?.();
      await expect(Promise.all([first, second])).resolves.toEqual([undefined, undefined]);
    });

    it('refuses a script URL that is not http or https', async () => {
      const { document, scripts } = fakeDocument();
      const { trustedTypes } = fakeTrustedTypes();
      await expect(loadScript('javascript:alert(1)', { document, trustedTypes })).rejects.toThrow(
        /^Failed to load script javascript:alert\(1\)/,
      );
      expect(scripts).toHaveLength(0);
    });

    it('says what to allow when the page forbids the policy and blocks plain URLs', async () => {
      const { document, scripts } = fakeDocument();
      const { trustedTypes } = fakeTrustedTypes({ forbidPolicies: true });
      const blocking = {
        ...document,
        createElement: () => {
          const script = (document as unknown as { createElement(): FakeScript }).createElement();
          Object.defineProperty(script, 'src', {
            set(value: unknown) {
              if (typeof value === 'string') {
                throw new TypeError("This document requires 'TrustedScriptURL' assignment.");
              }
            },
          });
          return script;
        },
      } as unknown as LoadScriptOptions['document'];
      await expect(
        loadScript('https://x.test/blocked.js', { document: blocking, trustedTypes }),
      ).rejects.toThrow(
        "Failed to load script https://x.test/blocked.js: the page's Trusted Types policy blocks it (allow the policy 'storefront-kit' in its trusted-types directive, or include the script tag on the page)",
      );
      expect(scripts).toHaveLength(0);
    });
  });
});
