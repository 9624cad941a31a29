import { COMPANY_PROFILE } from '@storefront-kit/core';
import { useContext, useEffect } from 'react';
import { type PageShare, ServerRenderContext } from '../ssr/serverRender';

/**
 * Sets the page's title ('{title} | {company}') and meta description while the route shows,
 * and on the server how the page is found and shared (`share`: canonical URL, picture, price).
 * Call it on every page, also in its loading and error states. A server render puts them in the
 * page's head.
 */
export function usePageMeta(title: string, description?: string, share?: PageShare): void {
  // On the server, into the page's head (the deepest route renders last, so its words win):
  // with the canonical URL and the link-preview tags (see PageShare).
  const server = useContext(ServerRenderContext);
  if (server) {
    server.title = `${title} | ${COMPANY_PROFILE.name}`;
    if (description !== undefined) server.description = description;
    if (share !== undefined) server.share = share;
  }
  useEffect(() => {
    document.title = `${title} | ${COMPANY_PROFILE.name}`;
  }, [title]);
  useEffect(() => {
    if (description === undefined) return;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description;
  }, [description]);
}
