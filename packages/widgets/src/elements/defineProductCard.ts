import { defineElement } from '../dom/defineElement';
import {
  type ProductCardImageLoading,
  type ProductCardVariant,
  ProductCardWidget,
  type ProductCardWidgetProps,
} from '../widgets/ProductCard/ProductCardWidget';
import { productCardCss } from '../widgets/ProductCard/productCardCss';

/**
 * `<sk-product-card product-id="prd_000001" variant="list">`: one product, loaded by id.
 * `image-loading="eager"` or `"lazy"` overrides the default (eager in the first screen).
 */
export const defineProductCard = () =>
  defineElement<Omit<ProductCardWidgetProps, 'product'>>('sk-product-card', {
    component: ProductCardWidget,
    css: productCardCss,
    attributes: {
      'product-id': (value) => value ?? undefined,
      variant: (value) =>
        value === 'list' || value === 'grid' ? (value as ProductCardVariant) : undefined,
      'image-loading': (value) =>
        value === 'eager' || value === 'lazy' || value === 'auto'
          ? (value as ProductCardImageLoading)
          : undefined,
    },
  });
