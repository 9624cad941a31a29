import { contentMessages } from '@storefront-kit/core';
import { useTranslator } from '@storefront-kit/react';
import type { ReactNode } from 'react';
import './Home.css';

/**
 * A home section that could not load: what failed, in words for a shopper, and Try Again,
 * which reloads the page (the spec's Try Again), so one press after an outage brings back every
 * section that failed, not just this one.
 */
export function HomeFailure({ title, children }: { title: string; children?: ReactNode }) {
  const t = useTranslator(contentMessages);
  return (
    <div className="notice notice-error home-failure" role="alert">
      <p className="home-failure-title">{title}</p>
      {children}
      <button type="button" className="button" onClick={() => window.location.reload()}>
        {t('home.tryAgain')}
      </button>
    </div>
  );
}
