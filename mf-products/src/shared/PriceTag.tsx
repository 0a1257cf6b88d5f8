import type { Product } from '@mp/contracts';
import { Money } from '@mp/ui';
import { useProductsT } from './useProductsT';

/** The price, or the offer price with the full price struck through and named for readers. */
export function PriceTag({ product }: { product: Pick<Product, 'price' | 'offerPrice'> }) {
  const { t } = useProductsT();
  if (product.offerPrice === null) {
    return (
      <span className="mp-products__price">
        <Money minor={product.price} />
      </span>
    );
  }
  return (
    <span className="mp-products__price">
      <span className="mp-visually-hidden">{t('product.offerPrice')} </span>
      <Money minor={product.offerPrice} />{' '}
      <s className="mp-products__was">
        <span className="mp-visually-hidden">{t('product.regularPrice')} </span>
        <Money minor={product.price} />
      </s>
    </span>
  );
}

/** Skeleton blocks while a list loads (decorative; the status line names the wait). */
export function CardSkeletons({ count }: { count: number }) {
  return (
    <ul className="mp-products__grid" aria-hidden="true">
      {Array.from({ length: count }, (_, index) => (
        <li key={index} className="mp-products__skeleton">
          <span className="mp-products__skeleton-image" />
          <span className="mp-products__skeleton-line" />
          <span className="mp-products__skeleton-line mp-products__skeleton-line--short" />
        </li>
      ))}
    </ul>
  );
}
