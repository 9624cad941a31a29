import { COMPANY_PROFILE, type ProductView, productMessages } from '@storefront-kit/core';
import { SafeHtml, Tabs, useStorefront, useTranslator } from '@storefront-kit/react';
import { lazy, Suspense } from 'react';
import './ProductExtras.css';
import { productTabsText } from './productTabsCopy';

// The reviews (their query, the review form's validation and messages) load on their own,
// showing the same placeholder as while the reviews themselves load.
const Reviews = lazy(() => import('./ProductReviews').then((m) => ({ default: m.Reviews })));

/**
 * Description (sanitised rich HTML, else the description, else 'No description available'),
 * Catalogs, Connect with experts, and Reviews (real reviews).
 */
export function ProductTabs({ product }: { product: ProductView }) {
  const t = useTranslator(productMessages);
  const { assetUrl } = useStorefront();
  const specs = Array.isArray(product.specifications) ? product.specifications : [];
  return (
    <Tabs.Root defaultValue="description" className="product-extras-tabs">
      {/* The rich description's own headings are h3: this keeps the outline in order. */}
      <h2 className="visually-hidden">{productTabsText('product.tabsLabel')}</h2>
      <Tabs.List
        aria-label={productTabsText('product.tabsLabel')}
        className="product-extras-tab-list"
      >
        <Tabs.Trigger value="description" className="product-extras-tab">
          {t('product.tabDescription')}
        </Tabs.Trigger>
        <Tabs.Trigger value="catalogs" className="product-extras-tab">
          {t('product.tabCatalogs')}
        </Tabs.Trigger>
        <Tabs.Trigger value="experts" className="product-extras-tab">
          {t('product.tabExperts')}
        </Tabs.Trigger>
        <Tabs.Trigger value="reviews" className="product-extras-tab">
          {t('product.tabReviews')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="description" className="product-extras-tab-panel">
        <SafeHtml
          className="product-extras-rich-text"
          html={product.longDescription}
          fallback={product.description || t('product.noDescription')}
        />
        {specs.length > 0 && (
          <>
            <h3 className="product-extras-spec-title">
              {productTabsText('product.specifications')}
            </h3>
            <table className="product-extras-specs">
              <tbody>
                {specs.map((row) => (
                  <tr key={row.name}>
                    <th scope="row">{row.name}</th>
                    <td>{row.value}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
        {typeof product.specifications === 'string' && product.specifications ? (
          <p>{product.specifications}</p>
        ) : null}
      </Tabs.Content>
      <Tabs.Content value="catalogs" className="product-extras-tab-panel">
        {product.catalogs.length === 0 ? (
          <p>{t('product.noCatalogs')}</p>
        ) : (
          <ul className="product-extras-catalogs">
            {product.catalogs.map((catalog) => (
              <li key={catalog.url}>
                <a href={assetUrl(catalog.url)} target="_blank" rel="noopener noreferrer" download>
                  {catalog.name}
                </a>
              </li>
            ))}
          </ul>
        )}
      </Tabs.Content>
      <Tabs.Content value="experts" className="product-extras-tab-panel">
        <p>{productTabsText('product.expertsBody')}</p>
        <ul className="product-extras-experts">
          <li>
            <a href={`mailto:${COMPANY_PROFILE.email}?subject=${encodeURIComponent(product.name)}`}>
              {productTabsText('product.expertsEmail', { email: COMPANY_PROFILE.email })}
            </a>
          </li>
          <li>
            <a href={`tel:${COMPANY_PROFILE.phone.replace(/\s/g, '')}`}>
              {productTabsText('product.expertsPhone', { phone: COMPANY_PROFILE.phone })}
            </a>
          </li>
          <li>
            <a
              href={`https://wa.me/${COMPANY_PROFILE.whatsapp.replace(/\D/g, '')}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {productTabsText('product.expertsChat')}
            </a>
          </li>
        </ul>
      </Tabs.Content>
      <Tabs.Content value="reviews" className="product-extras-tab-panel">
        <Suspense
          fallback={<span className="skeleton product-extras-review-skeleton" aria-hidden="true" />}
        >
          <Reviews product={product} />
        </Suspense>
      </Tabs.Content>
    </Tabs.Root>
  );
}
