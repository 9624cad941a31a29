import { createContext, useContext } from 'react';

/**
 * What a page tells the server renderer while it renders there (`entry-server.tsx`): the
 * response's status and the head's title and description. In the browser there is none.
 */
/**
 * How a page is found and shared: what its server HTML says to search engines and to link
 * previews (WhatsApp, LinkedIn, X): the canonical URL, the Open Graph and Twitter card tags,
 * and the breadcrumb trail as JSON-LD.
 */
export interface PageShare {
  /** The page's canonical path (e.g. a product's own URL); the requested path by default. */
  readonly canonicalPath?: string;
  /** An absolute URL of the page's picture (a product's first image). */
  readonly image?: string;
  readonly type?: 'website' | 'product';
  /** A product's price, as Open Graph's `product:price` reads it: '26850.00', 'INR'. */
  readonly price?: { readonly amount: string; readonly currency: 'INR' };
  readonly availability?: 'in stock' | 'out of stock';
  /** The trail to the page, from the first crumb to the page itself (paths). */
  readonly breadcrumbs?: readonly { readonly name: string; readonly path: string }[];
}

export interface ServerRender {
  /** The page's origin, e.g. `https://shop.example.in` (from the request). */
  readonly origin: string;
  status: number;
  title?: string;
  description?: string;
  share?: PageShare;
}

export const ServerRenderContext = createContext<ServerRender | null>(null);

/** The response status of a server-rendered page (e.g. 404 for a product that does not exist). */
export function useHttpStatus(status: number): void {
  const render = useContext(ServerRenderContext);
  if (render) render.status = status;
}

/** The page's origin: the request's on the server, `location.origin` in the browser. */
export function useSiteOrigin(): string {
  const render = useContext(ServerRenderContext);
  return render ? render.origin : window.location.origin;
}
