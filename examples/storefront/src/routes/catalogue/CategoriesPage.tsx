import {
  contentMessages,
  MENU_ITEMS_PER_LEVEL,
  type MenuCategory,
  shopperMessage,
} from '@storefront-kit/core';
import { useCategories, useMenu, useStorefront, useTranslator } from '@storefront-kit/react';
import { Link } from 'react-router';
import { listingHref } from '../../components/listingHref';
import { PageHero } from '../../components/PageHero';
import { usePageMeta } from '../../components/usePageMeta';
import './Catalogue.css';
import { categoriesText } from './categoriesCopy';

/** How many subcategories a card lists before View All (the menu shows 2). */
const SUBCATEGORIES_SHOWN = MENU_ITEMS_PER_LEVEL * 3;

/**
 * `/product-categories`: every category (image, name, description, product count) with its
 * subcategories from the menu tree, each opening its listing; a failure shows 'Failed to Load
 * Categories' with Try Again.
 */
export function CategoriesPage() {
  const t = useTranslator(contentMessages);
  const { assetUrl, messages } = useStorefront();
  const categories = useCategories();
  const menu = useMenu();
  usePageMeta(categoriesText('categories.title'), categoriesText('categories.description'));
  const tree = new Map<string, MenuCategory>((menu.data ?? []).map((node) => [node.name, node]));
  return (
    <>
      <PageHero
        title={categoriesText('categories.title')}
        lead={categoriesText('categories.lead')}
      />
      <div className="container catalogue-page">
        {categories.status === 'error' && !categories.data ? (
          <div className="notice notice-error" role="alert">
            <p>{t('home.categoriesFailedTitle')}</p>
            <p>{shopperMessage(categories.error, messages)}</p>
            <button type="button" className="button" onClick={() => void categories.refetch()}>
              {t('home.tryAgain')}
            </button>
          </div>
        ) : !categories.data ? (
          <ul className="catalogue-card-grid" aria-hidden="true">
            {[0, 1, 2, 3, 4, 5].map((index) => (
              <li key={index} className="skeleton catalogue-card-skeleton" />
            ))}
          </ul>
        ) : (
          <ul className="catalogue-card-grid">
            {categories.data.map((category) => {
              const name = category.product_category_name;
              const href = listingHref({ category: name });
              const subcategories = tree.get(name)?.subcategories ?? [];
              return (
                <li key={category.id} className="catalogue-card">
                  {category.product_category_image ? (
                    <img
                      className="catalogue-card-image"
                      src={assetUrl(category.product_category_image)}
                      alt=""
                      width={400}
                      height={220}
                      loading="lazy"
                    />
                  ) : null}
                  <div className="catalogue-card-body">
                    <h2 className="catalogue-card-title">
                      <Link to={href}>{name}</Link>
                    </h2>
                    {typeof category.product_count === 'number' ? (
                      <p className="catalogue-card-count">
                        {categoriesText('categories.products', { count: category.product_count })}
                      </p>
                    ) : null}
                    {category.product_category_description ? (
                      <p className="catalogue-card-text">{category.product_category_description}</p>
                    ) : null}
                    {subcategories.length > 0 ? (
                      <ul
                        className="catalogue-sub-list"
                        aria-label={categoriesText('categories.subcategories', { name })}
                      >
                        {subcategories.slice(0, SUBCATEGORIES_SHOWN).map((sub) => (
                          <li key={sub._id ?? sub.name}>
                            <Link to={listingHref({ category: name, subcategory: sub.name })}>
                              {sub.name}
                            </Link>
                          </li>
                        ))}
                      </ul>
                    ) : null}
                    <Link
                      to={href}
                      className="button button-small button-secondary catalogue-card-action"
                    >
                      {categoriesText('categories.viewAll', { name })}
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
