import { formatINR, type ProductView, priceWithGst, productMessages } from '@storefront-kit/core';
import { Rating, useStorefront, useTranslator } from '@storefront-kit/react';
import { lazy } from 'react';
import { Link } from 'react-router';
import { BuyBox } from '../../components/BuyBox';
import { SiteDialog } from '../../components/SiteDialog';
import './QuickView.css';

// The quote dialog (Request a Quote) loads on its first use.
const QuoteDialog = lazy(() =>
  import('../../components/QuoteDialog').then((m) => ({ default: m.QuoteDialog })),
);

/**
 * The listing's quick-view modal (spec 1 'Product listing'): the product's image, brand, name,
 * real rating, price or 'Price on Request' with the struck MRP and percent off, stock, model
 * number and description, quantity and Add to Cart (`useAddToCart`: 500 ms, 'Added to Cart'
 * for 2 s, 'In Cart (n)'), and View Details. A native modal `<dialog>`: Escape, the close
 * button or the backdrop close it and focus returns to the card's Quick View button.
 */
export function QuickView({ product, onClose }: { product: ProductView | null; onClose(): void }) {
  const t = useTranslator(productMessages);
  const { assetUrl } = useStorefront();
  return (
    <SiteDialog
      open={product !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('product.quickView')}
      className="quick-view-panel"
    >
      {product ? (
        <div className="quick-view-layout">
          <div className="quick-view-media">
            <img
              className="quick-view-image"
              src={assetUrl(product.image)}
              alt={product.name}
              width={320}
              height={320}
            />
            {product.percentOff !== undefined ? (
              <span className="quick-view-off">
                {t('product.percentOff', { percent: product.percentOff })}
              </span>
            ) : null}
          </div>
          <div className="quick-view-body">
            <p className="quick-view-brand">{product.brand}</p>
            <h3 className="quick-view-name">{product.name}</h3>
            <Rating
              value={product.rating}
              count={product.reviewCount}
              className="quick-view-rating"
            />
            <p className="quick-view-prices">
              {product.priceOnRequest ? (
                <span className="quick-view-price">{t('product.priceOnRequest')}</span>
              ) : (
                <>
                  <span className="quick-view-price">{priceWithGst(product.price).netLabel}</span>
                  {product.originalPrice !== undefined ? (
                    <s className="quick-view-mrp">{formatINR(product.originalPrice)}</s>
                  ) : null}
                  <span className="quick-view-gross">{priceWithGst(product.price).grossLabel}</span>
                </>
              )}
            </p>
            {product.saving !== undefined ? (
              <p className="quick-view-save">
                {t('product.save', { amount: formatINR(product.saving, { symbol: false }) })}
              </p>
            ) : null}
            <p
              className="quick-view-stock"
              data-state={product.inStock ? 'in-stock' : 'out-of-stock'}
            >
              {t(product.inStock ? 'product.inStock' : 'product.outOfStock')}
            </p>
            {product.modelNumber ? (
              <p className="quick-view-model">
                {t('product.modelNumber', { model: product.modelNumber })}
              </p>
            ) : null}
            {product.description ? (
              <p className="quick-view-description">{product.description}</p>
            ) : null}
            <BuyBox
              product={product}
              onContinueShopping={onClose}
              onOpenCart={onClose}
              quoteDialog={QuoteDialog}
            />
            <Link to={product.url} className="button button-secondary quick-view-details">
              {t('product.viewDetails')}
            </Link>
          </div>
        </div>
      ) : null}
    </SiteDialog>
  );
}
