import { createContext, useContext } from 'react';

/**
 * What a page tells the server renderer while it renders there (`entry-server.tsx`): the
 * response's status and the head's title and description. In the browser there is none.
 */
export interface ServerRender {
  /** The page's origin, e.g. `https://shop.example.in` (from the request). */
  readonly origin: string;
  status: number;
  title?: string;
  description?: string;
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
