import { contentMessages, shopperMessage } from '@storefront-kit/core';
import { useSolutions, useStorefront, useTranslator } from '@storefront-kit/react';
import { Link } from 'react-router';
import { listingHref } from '../../components/listingHref';
import { PageHero } from '../../components/PageHero';
import { usePageMeta } from '../../components/usePageMeta';
import './Catalogue.css';
import { solutionsText } from './solutionsCopy';

/**
 * `/solutions` (Business Solutions): every solution with its image and description, opening
 * the listing of its products (`/products?type=solution&solution={title}`), and a link to all
 * solution products; loading placeholders, a failure with Try Again, an empty state.
 */
export function SolutionsPage() {
  const t = useTranslator(contentMessages);
  const { assetUrl, messages } = useStorefront();
  const solutions = useSolutions();
  usePageMeta(solutionsText('solutions.title'), solutionsText('solutions.description'));
  const list = solutions.data ?? [];
  return (
    <>
      <PageHero title={solutionsText('solutions.title')} lead={solutionsText('solutions.lead')}>
        <p>
          <Link to={listingHref({ type: 'solution' })} className="button button-secondary">
            {solutionsText('solutions.viewAll')}
          </Link>
        </p>
      </PageHero>
      <div className="container catalogue-page">
        {solutions.status === 'error' && !solutions.data ? (
          <div className="notice notice-error" role="alert">
            <p>{solutionsText('solutions.failed')}</p>
            <p>{shopperMessage(solutions.error, messages)}</p>
            <button type="button" className="button" onClick={() => void solutions.refetch()}>
              {t('home.tryAgain')}
            </button>
          </div>
        ) : !solutions.data ? (
          <ul className="catalogue-card-grid" aria-hidden="true">
            {[0, 1, 2, 3, 4, 5].map((index) => (
              <li key={index} className="skeleton catalogue-card-skeleton" />
            ))}
          </ul>
        ) : list.length === 0 ? (
          <p className="notice">{solutionsText('solutions.empty')}</p>
        ) : (
          <ul className="catalogue-card-grid">
            {list.map((solution) => {
              const href = listingHref({ type: 'solution', solution: solution.title });
              return (
                <li key={solution.id} className="catalogue-card">
                  {solution.image ? (
                    <img
                      className="catalogue-card-image"
                      src={assetUrl(solution.image)}
                      alt=""
                      width={400}
                      height={220}
                      loading="lazy"
                    />
                  ) : null}
                  <div className="catalogue-card-body">
                    <h2 className="catalogue-card-title">
                      <Link to={href}>{solution.title}</Link>
                    </h2>
                    {solution.description ? (
                      <p className="catalogue-card-text">{solution.description}</p>
                    ) : null}
                    <Link
                      to={href}
                      className="button button-small button-secondary catalogue-card-action"
                    >
                      {solutionsText('solutions.viewProducts')}
                      <span className="visually-hidden">: {solution.title}</span>
                    </Link>
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    </>
  );
}
