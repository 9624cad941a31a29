import { COMPANY_PROFILE } from '@storefront-kit/core';
import { useEffect } from 'react';

/**
 * Sets the page's title ('{title} | {company}') and meta description while the route shows.
 * Call it on every page, also in its loading and error states.
 */
export function usePageMeta(title: string, description?: string): void {
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
