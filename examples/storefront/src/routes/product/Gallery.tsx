import type { ProductView } from '@storefront-kit/core';
import { useStorefront } from '@storefront-kit/react';
import { useState } from 'react';
import { Icon } from '../../components/Icon';
import './ProductPage.css';
import { productText } from './productCopy';

/** The image gallery: the shown image, previous and next arrows (wrapping), 4-column thumbnails. */
export function Gallery({ product }: { product: ProductView }) {
  const { assetUrl } = useStorefront();
  const images = product.gallery;
  const [index, setIndex] = useState(0);
  const count = images.length;
  const go = (next: number) => setIndex(((next % count) + count) % count);
  return (
    <section className="product-page-gallery" aria-label={productText('product.gallery')}>
      <div className="product-page-stage">
        <img
          className="product-page-stage-image"
          src={assetUrl(images[index] ?? product.image)}
          alt={`${product.name}, ${productText('product.image', { index: index + 1, count })}`}
          width={640}
          height={640}
          fetchPriority="high"
        />
        {count > 1 && (
          <>
            <button
              type="button"
              className="product-page-gallery-arrow product-page-gallery-prev"
              aria-label={productText('product.previousImage')}
              onClick={() => go(index - 1)}
            >
              <Icon name="chevronLeft" />
            </button>
            <button
              type="button"
              className="product-page-gallery-arrow product-page-gallery-next"
              aria-label={productText('product.nextImage')}
              onClick={() => go(index + 1)}
            >
              <Icon name="chevronRight" />
            </button>
          </>
        )}
      </div>
      {count > 1 && (
        <ul className="product-page-thumbs">
          {images.map((image, i) => (
            <li key={image}>
              <button
                type="button"
                className="product-page-thumb"
                aria-label={productText('product.image', { index: i + 1, count })}
                aria-current={i === index || undefined}
                onClick={() => setIndex(i)}
              >
                <img src={assetUrl(image)} alt="" width={120} height={120} loading="lazy" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
