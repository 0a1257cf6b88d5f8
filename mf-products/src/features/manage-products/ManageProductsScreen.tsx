import { AreaPage } from '@mp/remote-kit';
import { ProductForm } from '../product-form/ProductForm';
import { OwnProductsList } from './OwnProductsList';

export type ManageProductsScreenVariant = 'createProduct' | 'drafts' | 'live';

/** `/products/create`, `/products/draft` and `/products/live`: the seller's own products. */
export function ManageProductsScreen({ variant }: { variant: ManageProductsScreenVariant }) {
  return (
    <AreaPage screen={variant} className="mp-products">
      {variant === 'createProduct' ? (
        <ProductForm />
      ) : (
        <OwnProductsList stage={variant === 'drafts' ? 'draft' : 'live'} />
      )}
    </AreaPage>
  );
}
