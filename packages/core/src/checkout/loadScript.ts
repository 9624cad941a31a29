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
      script.src = url;
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
