import { contentMessages, HOME_CATEGORY_COUNT, shopperMessage } from '@storefront-kit/core';
import { useCategories, useStorefront, useTranslator } from '@storefront-kit/react';
import { Link } from 'react-router';
import { listingHref } from '../../components/listingHref';
import './Home.css';
import { HomeFailure } from './HomeFailure';
import { homeText } from './homeCopy';

/**
 * 3. Shop by Category: 8 cards (image, icon, product count, name, description, Browse), Contact
 * an Expert; 'Failed to Load Categories' with Try Again on failure.
 */
export function CategoriesSection() {
  const t = useTranslator(contentMessages);
  const { assetUrl, messages } = useStorefront();
  const categories = useCategories({ per_page: HOME_CATEGORY_COUNT });
  return (
    <section className="container section" aria-labelledby="home-categories">
      <div className="home-section-head">
        <h2 id="home-categories" className="section-title">
          {homeText('home.categoriesTitle')}
        </h2>
        <Link to="/contact" className="button button-secondary button-small">
          {t('home.contactExpert')}
        </Link>
      </div>
      {categories.status === 'error' && !categories.data ? (
        <HomeFailure title={t('home.categoriesFailedTitle')}>
          <p>{shopperMessage(categories.error.cause, messages)}</p>
        </HomeFailure>
      ) : !categories.data ? (
        <ul className="home-category-grid" aria-hidden="true">
          {Array.from({ length: HOME_CATEGORY_COUNT }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity.
            <li key={index} className="skeleton home-category-skeleton" />
          ))}
        </ul>
      ) : (
        <ul className="home-category-grid">
          {categories.data.slice(0, HOME_CATEGORY_COUNT).map((category) => {
            const href = listingHref({ category: category.product_category_name });
            return (
              <li key={category.id} className="home-category-card">
                {category.product_category_image ? (
                  <img
                    className="home-category-image"
                    src={assetUrl(category.product_category_image)}
                    alt=""
                    width={400}
                    height={260}
                    loading="lazy"
                  />
                ) : null}
                <div className="home-category-body">
                  <span className="home-category-title-row">
                    {category.product_category_icon ? (
                      <img
                        className="home-category-icon"
                        src={assetUrl(category.product_category_icon)}
                        alt=""
                        width={32}
                        height={32}
                        loading="lazy"
                      />
                    ) : null}
                    <h3 className="home-category-name">
                      <Link to={href}>{category.product_category_name}</Link>
                    </h3>
                  </span>
                  {category.product_count !== undefined && category.product_count !== null ? (
                    <p className="home-category-count">
                      {homeText('home.categoryProducts', { count: category.product_count })}
                    </p>
                  ) : null}
                  {category.product_category_description ? (
                    <p className="home-category-description">
                      {category.product_category_description}
                    </p>
                  ) : null}
                  <Link
                    to={href}
                    className="button button-small home-browse"
                    aria-label={`${t('home.browse')} ${category.product_category_name}`}
                  >
                    {t('home.browse')}
                  </Link>
                </div>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
