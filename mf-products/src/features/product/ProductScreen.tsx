import { useState } from 'react';
import type { Product } from '@mp/contracts';
import { useParams } from '@mp/router';
import { AreaPage, LoadStatus, useApi, useArea, useLoad } from '@mp/remote-kit';
import { EmptyState } from '@mp/ui';
import { loadProduct } from '../../shared/api';
import { useProductsLoadTexts } from '../../shared/load-texts';
import { useProductsT } from '../../shared/useProductsT';
import { ProductForm } from '../product-form/ProductForm';
import { ProductDetails } from './ProductDetails';

export type ProductScreenVariant = 'editProduct' | 'product';

/** `/products/{username}/{productId}` and its `/edit` (the seller's only). */
export function ProductScreen({ variant }: { variant: ProductScreenVariant }) {
  const { t } = useProductsT();
  const api = useApi();
  const { user } = useArea();
  const loadTexts = useProductsLoadTexts();
  const { productId = '' } = useParams();
  const load = useLoad((signal) => loadProduct(api, productId, signal), `${productId}|${user?.id}`);
  const [changed, setChanged] = useState<Product | null>(null);

  return (
    <AreaPage screen={variant} className="mp-products">
      <LoadStatus
        load={load}
        loadingLabel={t('product.loading')}
        errorMessage={(error) =>
          error.kind === 'notFound' ? t('product.notFound') : t('product.loadFailed')
        }
        canRetry={(error) => error.kind !== 'notFound'}
        {...loadTexts}
      >
        {(loaded) => {
          const product = changed?.productId === loaded.productId ? changed : loaded;
          if (variant === 'product')
            return <ProductDetails product={product} onChange={setChanged} />;
          if (user?.id !== product.authorId) {
            return <EmptyState title={t('product.notYours')} />;
          }
          return <ProductForm product={product} />;
        }}
      </LoadStatus>
    </AreaPage>
  );
}
