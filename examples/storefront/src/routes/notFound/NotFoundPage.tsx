import { contentMessages } from '@storefront-kit/core';
import { useTranslator } from '@storefront-kit/react';
import { Link } from 'react-router';
import { usePageMeta } from '../../components/usePageMeta';
import { siteText } from '../../siteMessages';
import { useHttpStatus } from '../../ssr/serverRender';
import './NotFoundPage.css';

/** Any unknown path (a server-rendered one is answered with status 404). */
export function NotFoundPage() {
  const t = useTranslator(contentMessages);
  usePageMeta(t('notFound.title'), siteText('notFound.description'));
  useHttpStatus(404);
  return (
    <div className="container section not-found-page-page">
      <p className="not-found-page-code" aria-hidden="true">
        404
      </p>
      <h1 className="section-title">{t('notFound.title')}</h1>
      <p className="not-found-page-text">{siteText('notFound.description')}</p>
      <p className="not-found-page-actions">
        <Link to="/" className="button">
          {siteText('notFound.home')}
        </Link>
        <Link to="/products" className="button button-secondary">
          {siteText('notFound.products')}
        </Link>
      </p>
    </div>
  );
}
