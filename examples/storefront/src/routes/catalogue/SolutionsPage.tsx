import { contentMessages } from '@storefront-kit/core';
import { useSolutions, useStorefront, useTranslator } from '@storefront-kit/react';
import { Link } from 'react-router';
import { listingHref } from '../../components/listingHref';
import { PageHero } from '../../components/PageHero';
import { usePageMeta } from '../../components/usePageMeta';
import styles from './Catalogue.module.css';
import { catalogueText } from './catalogueCopy';

/**
 * `/solutions` (Business Solutions): every solution with its image and description, opening
 * the listing of its products (`/products?type=solution&solution={title}`), and a link to all
 * solution products; loading placeholders, a failure with Try Again, an empty state.
 */
export function SolutionsPage() {
  const t = useTranslator(contentMessages);
  const { assetUrl } = useStorefront();
  const solutions = useSolutions();
  usePageMeta(catalogueText('solutions.title'), catalogueText('solutions.description'));
  const list = solutions.data ?? [];
  return (
    <>
      <PageHero title={catalogueText('solutions.title')} lead={catalogueText('solutions.lead')}>
        <p>
          <Link to={listingHref({ type: 'solution' })} className="button button-secondary">
            {catalogueText('solutions.viewAll')}
          </Link>
        </p>
      </PageHero>
      <div className={`container ${styles.page}`}>
        {solutions.status === 'error' && !solutions.data ? (
          <div className="notice notice-error" role="alert">
            <p>{catalogueText('solutions.failed')}</p>
            <p>{solutions.error.message}</p>
            <button type="button" className="button" onClick={() => void solutions.refetch()}>
              {t('home.tryAgain')}
            </button>
          </div>
        ) : !solutions.data ? (
          <ul className={styles.cardGrid} aria-hidden="true">
            {[0, 1, 2, 3, 4, 5].map((index) => (
              <li key={index} className={`skeleton ${styles.cardSkeleton}`} />
            ))}
          </ul>
        ) : list.length === 0 ? (
          <p className="notice">{catalogueText('solutions.empty')}</p>
        ) : (
          <ul className={styles.cardGrid}>
            {list.map((solution) => {
              const href = listingHref({ type: 'solution', solution: solution.title });
              return (
                <li key={solution.id} className={styles.card}>
                  {solution.image ? (
                    <img
                      className={styles.cardImage}
                      src={assetUrl(solution.image)}
                      alt=""
                      width={400}
                      height={220}
                      loading="lazy"
                    />
                  ) : null}
                  <div className={styles.cardBody}>
                    <h2 className={styles.cardTitle}>
                      <Link to={href}>{solution.title}</Link>
                    </h2>
                    {solution.description ? (
                      <p className={styles.cardText}>{solution.description}</p>
                    ) : null}
                    <Link
                      to={href}
                      className={`button button-small button-secondary ${styles.cardAction}`}
                    >
                      {catalogueText('solutions.viewProducts')}
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
