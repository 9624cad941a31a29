import { COMPANY_PROFILE, type ProductView, productMessages } from '@storefront-kit/core';
import {
  Rating,
  SafeHtml,
  Tabs,
  useReviews,
  useStorefront,
  useTranslator,
} from '@storefront-kit/react';
import styles from './ProductPage.module.css';
import { productText } from './productCopy';

const dateFormat = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

function Reviews({ product }: { product: ProductView }) {
  const t = useTranslator(productMessages);
  const reviews = useReviews(product.id);
  if (reviews.status === 'error' && !reviews.data) {
    return (
      <p className="notice notice-error" role="alert">
        {productText('product.reviewsFailed')}
      </p>
    );
  }
  if (!reviews.data)
    return <span className={`skeleton ${styles.reviewSkeleton}`} aria-hidden="true" />;
  const items = reviews.data.items;
  if (items.length === 0) return <p>{t('product.noReviews')}</p>;
  return (
    <div className={styles.reviews}>
      <p className={styles.reviewSummary}>
        <Rating value={product.rating} count={product.reviewCount} className={styles.stars} />
        <span>{t('product.reviewCount', { count: product.reviewCount })}</span>
      </p>
      <ul className={styles.reviewList}>
        {items.map((review) => (
          <li key={review.id} className={styles.review}>
            <Rating value={review.rating} className={styles.stars} />
            {review.title ? <p className={styles.reviewTitle}>{review.title}</p> : null}
            <p>{review.comment}</p>
            <p className={styles.reviewMeta}>
              {productText('product.reviewBy', {
                name: review.user?.name ?? '',
                date: dateFormat.format(new Date(review.createdAt)),
              })}
            </p>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * Description (sanitised rich HTML, else the description, else 'No description available'),
 * Catalogs, Connect with experts, and Reviews (real reviews).
 */
export function ProductTabs({ product }: { product: ProductView }) {
  const t = useTranslator(productMessages);
  const { assetUrl } = useStorefront();
  const specs = Array.isArray(product.specifications) ? product.specifications : [];
  return (
    <Tabs.Root defaultValue="description" className={styles.tabs}>
      {/* The rich description's own headings are h3: this keeps the outline in order. */}
      <h2 className="visually-hidden">{productText('product.tabsLabel')}</h2>
      <Tabs.List aria-label={productText('product.tabsLabel')} className={styles.tabList}>
        <Tabs.Trigger value="description" className={styles.tab}>
          {t('product.tabDescription')}
        </Tabs.Trigger>
        <Tabs.Trigger value="catalogs" className={styles.tab}>
          {t('product.tabCatalogs')}
        </Tabs.Trigger>
        <Tabs.Trigger value="experts" className={styles.tab}>
          {t('product.tabExperts')}
        </Tabs.Trigger>
        <Tabs.Trigger value="reviews" className={styles.tab}>
          {t('product.tabReviews')}
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="description" className={styles.tabPanel}>
        <SafeHtml
          className={styles.richText}
          html={product.longDescription}
          fallback={product.description || t('product.noDescription')}
        />
        {specs.length > 0 && (
          <>
            <h3 className={styles.specTitle}>{productText('product.specifications')}</h3>
            <table className={styles.specs}>
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
      <Tabs.Content value="catalogs" className={styles.tabPanel}>
        {product.catalogs.length === 0 ? (
          <p>{t('product.noCatalogs')}</p>
        ) : (
          <ul className={styles.catalogs}>
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
      <Tabs.Content value="experts" className={styles.tabPanel}>
        <p>{productText('product.expertsBody')}</p>
        <ul className={styles.experts}>
          <li>
            <a href={`mailto:${COMPANY_PROFILE.email}?subject=${encodeURIComponent(product.name)}`}>
              {productText('product.expertsEmail', { email: COMPANY_PROFILE.email })}
            </a>
          </li>
          <li>
            <a href={`tel:${COMPANY_PROFILE.phone.replace(/\s/g, '')}`}>
              {productText('product.expertsPhone', { phone: COMPANY_PROFILE.phone })}
            </a>
          </li>
          <li>
            <a
              href={`https://wa.me/${COMPANY_PROFILE.whatsapp.replace(/\D/g, '')}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {productText('product.expertsChat')}
            </a>
          </li>
        </ul>
      </Tabs.Content>
      <Tabs.Content value="reviews" className={styles.tabPanel}>
        <Reviews product={product} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
