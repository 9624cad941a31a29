import { isRouteErrorResponse, useRouteError } from 'react-router';
import { usePageMeta } from '../components/usePageMeta';
import { NotFoundPage } from '../routes/notFound/NotFoundPage';
import { siteText } from '../siteMessages';
import { MarkHydrated } from './MarkHydrated';

/**
 * A route that failed to render or to load its chunk (e.g. after a deploy): say so and offer a
 * reload; a 404 from the router is the not-found page.
 */
export function RouteError() {
  const error = useRouteError();
  // In place of the whole layout when the shell itself fails, so it marks the page too.
  return (
    <>
      {isRouteErrorResponse(error) && error.status === 404 ? (
        <NotFoundPage />
      ) : (
        <ErrorView error={error} />
      )}
      <MarkHydrated />
    </>
  );
}

function ErrorView({ error }: { error: unknown }) {
  usePageMeta(siteText('error.title'));
  return (
    <div className="container section">
      <h1 className="section-title">{siteText('error.title')}</h1>
      <p className="notice notice-error" role="alert">
        {error instanceof Error ? error.message : String(error)}
      </p>
      <p>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          {siteText('error.reload')}
        </button>
      </p>
    </div>
  );
}
