export interface LoadScriptOptions {
  /**
   * CSP nonce for the `<script>` element, for pages whose Content-Security-Policy allows
   * scripts by nonce.
   *
   * @default undefined
   */
  nonce?: string;
  /**
   * The document to add the script to.
   *
   * @default globalThis.document
   */
  document?: Pick<Document, 'createElement' | 'head'>;
  /**
   * The page's Trusted Types factory, when it enforces them.
   *
   * @default globalThis.trustedTypes
   */
  trustedTypes?: TrustedTypesLike | null;
}

/** The part of `window.trustedTypes` loadScript uses. */
export interface TrustedTypesLike {
  createPolicy(
    name: string,
    rules: { createScriptURL(url: string): string },
  ): { createScriptURL(url: string): unknown };
}

/**
 * The Trusted Types policy loadScript creates for script URLs (http and https only). A page
 * that enforces Trusted Types with a `trusted-types` allow-list must list it, or include the
 * payment script itself (then nothing is loaded).
 */
export const TRUSTED_TYPES_POLICY = 'storefront-kit';

type Policy = { createScriptURL(url: string): unknown };
const policies = new WeakMap<TrustedTypesLike, Policy | null>();

/** The script URL as the page accepts it: a TrustedScriptURL where Trusted Types exist. */
function trustedScriptUrl(url: string, trustedTypes: TrustedTypesLike | null | undefined): unknown {
  if (!trustedTypes) return url;
  let policy = policies.get(trustedTypes);
  if (policy === undefined) {
    try {
      policy = trustedTypes.createPolicy(TRUSTED_TYPES_POLICY, {
        createScriptURL(value) {
          const parsed = new URL(value, globalThis.location?.href);
          if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') {
            throw new TypeError(`Refusing to load a script from ${parsed.protocol} URL`);
          }
          return parsed.href;
        },
      });
    } catch {
      policy = null; // the page's CSP forbids the policy: assigning a plain string will say so
    }
    policies.set(trustedTypes, policy);
  }
  return policy ? policy.createScriptURL(url) : url;
}

const loads = new Map<string, Promise<void>>();

/**
 * Loads a classic script by URL once per page: concurrent and later calls for the same URL
 * share one `<script>` element and one promise. A failed load is forgotten, so a retry
 * (another Pay Now) tries again.
 *
 * @example await loadScript('https://checkout.razorpay.com/v1/checkout.js', { nonce })
 */
export function loadScript(url: string, options?: LoadScriptOptions): Promise<void> {
  let load = loads.get(url);
  if (!load) {
    load = new Promise<void>((resolve, reject) => {
      const doc = options?.document ?? document;
      const script = doc.createElement('script');
      const trustedTypes =
        options?.trustedTypes === undefined
          ? (globalThis as { trustedTypes?: TrustedTypesLike }).trustedTypes
          : options.trustedTypes;
      try {
        // A TrustedScriptURL is what the DOM wants under Trusted Types; its type is the DOM's.
        script.src = trustedScriptUrl(url, trustedTypes) as string;
      } catch (error) {
        reject(
          new Error(
            `Failed to load script ${url}: the page's Trusted Types policy blocks it (allow the policy '${TRUSTED_TYPES_POLICY}' in its trusted-types directive, or include the script tag on the page)`,
            { cause: error },
          ),
        );
        return;
      }
      script.async = true;
      if (options?.nonce) script.nonce = options.nonce;
      script.onload = () => resolve();
      script.onerror = () => {
        script.remove();
        reject(new Error(`Failed to load script ${url}`));
      };
      doc.head.appendChild(script);
    });
    loads.set(url, load);
    load.catch(() => loads.delete(url));
  }
  return load;
}
