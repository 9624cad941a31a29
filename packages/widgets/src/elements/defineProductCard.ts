import { defineElement } from '../dom/defineElement';
import {
  type ProductCardVariant,
  ProductCardWidget,
  type ProductCardWidgetProps,
} from '../widgets/ProductCard/ProductCardWidget';
import { productCardCss } from '../widgets/ProductCard/productCardCss';

/** `<sk-product-card product-id="prd_000001" variant="list">`: one product, loaded by id. */
export const defineProductCard = () =>
  defineElement<Omit<ProductCardWidgetProps, 'product'>>('sk-product-card', {
    component: ProductCardWidget,
    css: productCardCss,
    attributes: {
      'product-id': (value) => value ?? undefined,
      variant: (value) =>
        value === 'list' || value === 'grid' ? (value as ProductCardVariant) : undefined,
    },
  });
