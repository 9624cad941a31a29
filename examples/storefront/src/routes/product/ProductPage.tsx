import { formatINR, type ProductView, productMessages, SHARE_TARGETS } from '@storefront-kit/core';
import {
  ShareMenu,
  useCart,
  useProduct,
  useStorefront,
  useTranslator,
} from '@storefront-kit/react';
import { useEffect } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { listingHref } from '../../components/listingHref';
import { PageIcon } from '../../components/PageIcon';
import { usePageMeta } from '../../components/usePageMeta';
import { WishlistHeart } from '../../components/WishlistHeart';
import { siteText } from '../../siteMessages';
import { AddToCart } from './AddToCart';
import { Gallery } from './Gallery';
import styles from './ProductPage.module.css';
import { ProductTabs } from './ProductTabs';
import { productText } from './productCopy';
import { productJsonLd } from './productJsonLd';
import { RelatedProducts } from './RelatedProducts';

/**
 * `/products/details/{slug}/{id}` (spec 1 'Product detail'): loading, error (Back to Products)
 * and Product Not Found; breadcrumb, the cart's count and total, gallery, price, quantity and
 * add to cart, wishlist, share, tabs, related products, and the schema.org Product JSON-LD.
 */
export function ProductPage() {
  const { id, slug } = useParams();
  const t = useTranslator(productMessages);
  const navigate = useNavigate();
  const product = useProduct(id);
  const view = product.data;

  // A product's URL carries its current name: an old or partial slug is replaced.
  useEffect(() => {
    if (view && slug !== view.slug) navigate(view.url, { replace: true });
  }, [view, slug, navigate]);

  if (!id)
    return <ProductError title={t('product.errorTitle')} message={t('product.idRequired')} />;
  if (product.status === 'error' && !view) {
    return product.error.kind === 'not-found' ? (
      <ProductError title={t('product.notFoundTitle')} message={t('product.notFound')} />
    ) : (
      <ProductError title={t('product.errorTitle')} message={product.error.message} />
    );
  }
  if (!view) return <ProductLoading />;
  return <ProductDetail product={view} />;
}

function ProductLoading() {
  usePageMeta(productText('product.loading'));
  return (
    <div className={`container ${styles.page}`} aria-busy="true">
      <p className="visually-hidden" role="status">
        {productText('product.loading')}
      </p>
      <div className={styles.top} aria-hidden="true">
        <span className={`skeleton ${styles.stageSkeleton}`} />
        <div className={styles.info}>
          <span className={`skeleton ${styles.lineSkeleton}`} />
          <span className={`skeleton ${styles.lineSkeleton}`} />
          <span className={`skeleton ${styles.shortSkeleton}`} />
        </div>
      </div>
    </div>
  );
}

function ProductError({ title, message }: { title: string; message: string }) {
  const t = useTranslator(productMessages);
  usePageMeta(title);
  return (
    <div className={`container section ${styles.errorPage}`}>
      <h1 className="section-title">{title}</h1>
      <p className="notice notice-error" role="alert">
        {message}
      </p>
      <Link to="/products" className="button">
        {t('product.backToProducts')}
      </Link>
    </div>
  );
}

function CartSummary() {
  const cart = useCart();
  if (cart.totals.totalItems === 0) return null;
  return (
    <p className={styles.cartSummary}>
      <button type="button" className="link-button" onClick={cart.open}>
        {productText('product.cartSummary', {
          count: cart.totals.totalItems,
          total: formatINR(cart.totals.total),
        })}
      </button>
    </p>
  );
}

function ProductDetail({ product }: { product: ProductView }) {
  const t = useTranslator(productMessages);
  const { assetUrl } = useStorefront();
  const absolute = (path: string) => new URL(assetUrl(path), window.location.origin).href;
  const pageUrl = new URL(product.url, window.location.origin).href;
  const price = product.priceOnRequest ? t('product.priceOnRequest') : formatINR(product.price);
  usePageMeta(
    product.name,
    productText('product.description', { name: product.name, price, brand: product.brand }),
  );
  return (
    <div className={`container ${styles.page}`}>
      <script type="application/ld+json">{productJsonLd(product, pageUrl, absolute)}</script>
      <nav aria-label={productText('product.breadcrumb')} className={styles.breadcrumb}>
        <ol>
          <li>
            <Link to="/products">{siteText('nav.products')}</Link>
          </li>
          {product.category ? (
            <li>
              <Link to={listingHref({ category: product.category })}>{product.category}</Link>
            </li>
          ) : null}
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <CartSummary />
      <div className={styles.top}>
        <Gallery product={product} />
        <div className={styles.info}>
          <p className={styles.brand}>{product.brand}</p>
          <h1 className={styles.name}>{product.name}</h1>
          {product.modelNumber ? (
            <p className={styles.model}>
              {t('product.modelNumber', { model: product.modelNumber })}
            </p>
          ) : null}
          <div className={styles.priceBlock}>
            <span className={styles.price}>{price}</span>
            {product.originalPrice !== undefined ? (
              <s className={styles.mrp}>{formatINR(product.originalPrice)}</s>
            ) : null}
            {product.percentOff !== undefined ? (
              <span className={styles.off}>
                {t('product.percentOff', { percent: product.percentOff })}
              </span>
            ) : null}
            {product.saving !== undefined ? (
              <span className={styles.save}>
                {t('product.save', { amount: formatINR(product.saving, { symbol: false }) })}
              </span>
            ) : null}
          </div>
          <p className={styles.stock} data-state={product.inStock ? 'in-stock' : 'out-of-stock'}>
            {t(product.inStock ? 'product.inStock' : 'product.outOfStock')}
          </p>
          {product.description ? <p className={styles.summary}>{product.description}</p> : null}
          <AddToCart product={product} />
          <div className={styles.secondary}>
            <WishlistHeart productId={product.id} />
            <ShareMenu.Root
              url={pageUrl}
              title={product.name}
              text={product.description}
              className={styles.share}
            >
              <ShareMenu.Trigger className="button button-secondary button-small">
                <PageIcon name="share" size={16} />
                {t('product.share')}
              </ShareMenu.Trigger>
              <ShareMenu.Content className={styles.shareMenu}>
                {SHARE_TARGETS.map((target) => (
                  <ShareMenu.Item key={target} target={target} className={styles.shareItem} />
                ))}
                <ShareMenu.CopyItem className={styles.shareItem} />
              </ShareMenu.Content>
              <ShareMenu.Status className={styles.shareStatus} />
            </ShareMenu.Root>
          </div>
          {product.hsnCode ? (
            <p className={styles.hsn}>{productText('product.hsn', { code: product.hsnCode })}</p>
          ) : null}
        </div>
      </div>
      <ProductTabs product={product} />
      <RelatedProducts productId={product.id} />
    </div>
  );
}
