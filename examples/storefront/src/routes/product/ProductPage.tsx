import {
  formatINR,
  type ProductView,
  priceWithGst,
  productMessages,
  toRupees,
} from '@storefront-kit/core';
import { useCart, useProduct, useStorefront, useTranslator } from '@storefront-kit/react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { categoryHref } from '../../components/categoryHref';
import { SvgIcon } from '../../components/Icon';
import { usePageMeta } from '../../components/usePageMeta';
import { WishlistHeart } from '../../components/WishlistHeart';
import { siteText } from '../../siteMessages';
import { useHttpStatus, useSiteOrigin } from '../../ssr/serverRender';
import { AddToCart } from './AddToCart';
import { Gallery } from './Gallery';
import type { ShareHandOver } from './ProductExtras';
import './ProductPage.css';
import { productText } from './productCopy';
import { productExtras as extras } from './productExtrasLoader';

/** The Share button's icon (also `PageIcon`'s 'share'). */
const SHARE_PATH =
  'M18 8a3 3 0 1 0-2.8-4M6 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6Zm12 7a3 3 0 1 0 0-6 3 3 0 0 0 0 6ZM8.6 13.5l6.8 4M15.4 6.5l-6.8 4';

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
  // The parts below the first view start loading when the browser is first idle (on a first
  // visit, while the product itself loads).
  extras.useModule();

  // A product's URL carries its current name: an old or partial slug is replaced.
  useEffect(() => {
    if (view && slug !== view.slug) navigate(view.url, { replace: true });
  }, [view, slug, navigate]);

  if (!id) {
    return (
      <ProductError
        status={404}
        title={t('product.errorTitle')}
        message={t('product.idRequired')}
      />
    );
  }
  if (product.status === 'error' && !view) {
    return product.error.kind === 'not-found' ? (
      <ProductError
        status={404}
        title={t('product.notFoundTitle')}
        message={t('product.notFound')}
      />
    ) : (
      <ProductError status={503} title={t('product.errorTitle')} message={product.error.message} />
    );
  }
  if (!view) return <ProductLoading />;
  return <ProductDetail product={view} />;
}

function ProductLoading() {
  usePageMeta(productText('product.loading'));
  return (
    <div className="container product-page-page product-page-loading" aria-busy="true">
      <p className="visually-hidden" role="status">
        {productText('product.loading')}
      </p>
      <div className="product-page-top" aria-hidden="true">
        <span className="skeleton product-page-stage-skeleton" />
        <div className="product-page-info">
          <span className="skeleton product-page-line-skeleton" />
          <span className="skeleton product-page-line-skeleton" />
          <span className="skeleton product-page-short-skeleton" />
        </div>
      </div>
    </div>
  );
}

function ProductError({
  title,
  message,
  status,
}: {
  title: string;
  message: string;
  /** Of a server-rendered page: 404 for a product that does not exist, 503 when it failed. */
  status: number;
}) {
  const t = useTranslator(productMessages);
  usePageMeta(title);
  useHttpStatus(status);
  return (
    <div className="container section product-page-error-page">
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
    <p className="product-page-cart-summary">
      <button type="button" className="link-button" onClick={cart.open}>
        {productText('product.cartSummary', {
          count: cart.totals.totalItems,
          total: formatINR(cart.totals.total),
        })}
      </button>
    </p>
  );
}

// Below the first view: the tabs (the description), the related products and the JSON-LD.
// Their code loads after the first paint. A server render waits for it, so crawlers and
// visitors without JavaScript get them, and hydration keeps that markup until the code arrives;
// a page rendered in the browser keeps their space empty meanwhile.
const ProductBelowFold = lazy(() =>
  extras.load().then((module) => ({ default: module.ProductBelowFold })),
);

/** The tabs, related products and JSON-LD (see `ProductBelowFold`). */
function BelowFold({ product, pageUrl }: { product: ProductView; pageUrl: string }) {
  return (
    <Suspense fallback={<div className="product-page-below-fold-placeholder" aria-hidden="true" />}>
      <ProductBelowFold product={product} pageUrl={pageUrl} />
    </Suspense>
  );
}

/**
 * The Share button: a plain button of the same look until the share menu loads (at once when
 * the pointer or focus reaches it); pressed before, the menu opens as soon as it is there.
 */
function Share({ url, product }: { url: string; product: ProductView }) {
  const t = useTranslator(productMessages);
  const Extras = extras.useModule();
  const plain = useRef<HTMLButtonElement>(null);
  const [pressed, setPressed] = useState(false);
  const handOver = useRef<ShareHandOver | null>(null);
  if (Extras && !handOver.current) {
    // Read while the plain button is still in the page, before the menu replaces it.
    const focused = plain.current !== null && document.activeElement === plain.current;
    handOver.current = { focus: focused || pressed, activate: pressed };
  }
  const content = (
    <>
      <SvgIcon d={SHARE_PATH} size={16} />
      {t('product.share')}
    </>
  );
  if (Extras) {
    return (
      <Extras.ProductShare url={url} product={product} handOver={handOver.current}>
        {content}
      </Extras.ProductShare>
    );
  }
  const load = () => void extras.load().catch(() => undefined);
  return (
    <div className="product-page-share">
      <button
        ref={plain}
        type="button"
        className="button button-secondary button-small"
        aria-haspopup="menu"
        aria-expanded={false}
        onPointerEnter={load}
        onFocus={load}
        onClick={() => {
          setPressed(true);
          load();
        }}
      >
        {content}
      </button>
    </div>
  );
}

function ProductDetail({ product }: { product: ProductView }) {
  const t = useTranslator(productMessages);
  const pageUrl = new URL(product.url, useSiteOrigin()).href;
  // Listed prices exclude GST: the page (and its description) says so, with the figure a
  // buyer pays per unit.
  const withGst = product.priceOnRequest ? null : priceWithGst(product.price);
  const price = withGst ? withGst.netLabel : t('product.priceOnRequest');
  const { assetUrl } = useStorefront();
  const origin = useSiteOrigin();
  const picture = product.gallery[0] ?? product.image;
  usePageMeta(
    product.name,
    productText('product.description', { name: product.name, price, brand: product.brand }),
    {
      type: 'product',
      canonicalPath: product.url,
      ...(picture ? { image: new URL(assetUrl(picture), origin).href } : {}),
      ...(product.priceOnRequest
        ? {}
        : { price: { amount: toRupees(product.price).toFixed(2), currency: 'INR' } }),
      availability: product.inStock ? 'in stock' : 'out of stock',
      breadcrumbs: [
        { name: siteText('nav.products'), path: '/products' },
        ...(product.category
          ? [{ name: product.category, path: categoryHref(product.category) }]
          : []),
        { name: product.name, path: product.url },
      ],
    },
  );
  return (
    <div className="container product-page-page">
      <nav aria-label={productText('product.breadcrumb')} className="product-page-breadcrumb">
        <ol>
          <li>
            <Link to="/products">{siteText('nav.products')}</Link>
          </li>
          {product.category ? (
            <li>
              <Link to={categoryHref(product.category)}>{product.category}</Link>
            </li>
          ) : null}
          <li aria-current="page">{product.name}</li>
        </ol>
      </nav>
      <CartSummary />
      <div className="product-page-top">
        <Gallery product={product} />
        <div className="product-page-info">
          <p className="product-page-brand">{product.brand}</p>
          <h1 className="product-page-name">{product.name}</h1>
          {product.modelNumber ? (
            <p className="product-page-model">
              {t('product.modelNumber', { model: product.modelNumber })}
            </p>
          ) : null}
          <div className="product-page-price-block">
            <span className="product-page-price">{price}</span>
            {product.originalPrice !== undefined ? (
              <s className="product-page-mrp">{formatINR(product.originalPrice)}</s>
            ) : null}
            {product.percentOff !== undefined ? (
              <span className="product-page-off">
                {t('product.percentOff', { percent: product.percentOff })}
              </span>
            ) : null}
            {product.saving !== undefined ? (
              <span className="product-page-save">
                {t('product.save', { amount: formatINR(product.saving, { symbol: false }) })}
              </span>
            ) : null}
            {withGst ? <span className="product-page-gross">{withGst.grossLabel}</span> : null}
          </div>
          <p
            className="product-page-stock"
            data-state={product.inStock ? 'in-stock' : 'out-of-stock'}
          >
            {t(product.inStock ? 'product.inStock' : 'product.outOfStock')}
          </p>
          {product.description ? (
            <p className="product-page-summary">{product.description}</p>
          ) : null}
          <AddToCart product={product} />
          <div className="product-page-secondary">
            <WishlistHeart productId={product.id} />
            <Share url={pageUrl} product={product} />
          </div>
          {product.hsnCode ? (
            <p className="product-page-hsn">
              {productText('product.hsn', { code: product.hsnCode })}
            </p>
          ) : null}
        </div>
      </div>
      <BelowFold product={product} pageUrl={pageUrl} />
    </div>
  );
}
