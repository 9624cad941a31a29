import { FOOTER_CATEGORY_COUNT } from '@storefront-kit/core';
import { useCategories } from '@storefront-kit/react';
import { Link } from 'react-router';
import { listingHref } from '../components/listingHref';
import './Footer.css';

/** The footer's first 6 product categories, each a link to its listing (fetched from the API). */
export function FooterCategories() {
  const categories = useCategories({ per_page: FOOTER_CATEGORY_COUNT });
  return (
    <ul className="footer-links">
      {(categories.data ?? []).slice(0, FOOTER_CATEGORY_COUNT).map((category) => (
        <li key={category.id}>
          <Link to={listingHref({ category: category.product_category_name })}>
            {category.product_category_name}
          </Link>
        </li>
      ))}
    </ul>
  );
}
