import { type ProductView, SHARE_TARGETS } from '@storefront-kit/core';
import { ShareMenu, useStorefront } from '@storefront-kit/react';
import { lazy, type ReactNode, Suspense, useEffect, useRef } from 'react';
import { useSiteOrigin } from '../../ssr/serverRender';
import './ProductExtras.css';
import './ProductPage.css';
import { ProductTabs } from './ProductTabs';
import { productJsonLd } from './productJsonLd';

// Below the tabs, so loaded after them (their own chunk), their space kept meanwhile.
const RelatedProducts = lazy(() =>
  import('./RelatedProducts').then((m) => ({ default: m.RelatedProducts })),
);

/** Loads the quote dialog (Request a Quote, a product on request), on its first use. */
export const loadQuoteDialog = () => import('../../components/QuoteDialog');

/** What the plain Share button hands over to the menu that replaces it. */
export interface ShareHandOver {
  /** The plain button had the focus: the menu's trigger takes it. */
  readonly focus: boolean;
  /** The plain button was pressed before the menu loaded: the menu's trigger is pressed. */
  readonly activate: boolean;
}

/**
 * The product's Share menu (the native share sheet, else WhatsApp, Facebook, Twitter, LinkedIn,
 * e-mail and Copy Link), replacing the page's plain Share button of the same look.
 */
export function ProductShare({
  url,
  product,
  handOver,
  children,
}: {
  url: string;
  product: ProductView;
  handOver?: ShareHandOver | null;
  /** The trigger's content (the plain button's: its icon and 'Share'). */
  children: ReactNode;
}) {
  const trigger = useRef<HTMLButtonElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when it replaces the plain button.
  useEffect(() => {
    if (handOver?.focus) trigger.current?.focus();
    if (handOver?.activate) trigger.current?.click();
  }, []);
  return (
    <ShareMenu.Root
      url={url}
      title={product.name}
      text={product.description}
      className="product-page-share"
    >
      <ShareMenu.Trigger ref={trigger} className="button button-secondary button-small">
        {children}
      </ShareMenu.Trigger>
      <ShareMenu.Content className="product-extras-share-menu">
        {SHARE_TARGETS.map((target) => (
          <ShareMenu.Item key={target} target={target} className="product-extras-share-item" />
        ))}
        <ShareMenu.CopyItem className="product-extras-share-item" />
      </ShareMenu.Content>
      <ShareMenu.Status className="product-extras-share-status" />
    </ShareMenu.Root>
  );
}

/**
 * Below the product's first view: the tabs (the rich description, sanitised by DOMPurify;
 * catalogs; experts; reviews) and the related products; and the schema.org Product JSON-LD,
 * which no visitor sees.
 */
export function ProductBelowFold({ product, pageUrl }: { product: ProductView; pageUrl: string }) {
  const { assetUrl } = useStorefront();
  const origin = useSiteOrigin();
  const absolute = (path: string) => new URL(assetUrl(path), origin).href;
  return (
    <>
      <script type="application/ld+json">{productJsonLd(product, pageUrl, absolute)}</script>
      <ProductTabs product={product} />
      <Suspense
        fallback={<div className="product-extras-related-placeholder" aria-hidden="true" />}
      >
        <RelatedProducts productId={product.id} />
      </Suspense>
    </>
  );
}
