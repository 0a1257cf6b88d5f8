import { PRODUCT_APPROVAL_STATUS, type Product } from '@mp/contracts';
import { useProductsT } from './useProductsT';

/** Where a product stands (docs/products.md#statuses); the colour only repeats the text. */
export type ProductState = 'draft' | 'pending' | 'approved' | 'disapproved' | 'live';

export function productState(product: Pick<Product, 'stage' | 'approvalStatus'>): ProductState {
  switch (product.approvalStatus) {
    case PRODUCT_APPROVAL_STATUS.pending:
      return 'pending';
    case PRODUCT_APPROVAL_STATUS.approvedByAdmin:
      return 'approved';
    case PRODUCT_APPROVAL_STATUS.disapprovedByAdmin:
      return 'disapproved';
    default:
      return product.stage === 'live' ? 'live' : 'draft';
  }
}

export function ApprovalBadge({ product }: { product: Product }) {
  const { t } = useProductsT();
  const state = productState(product);
  return (
    <span className={`mp-products__badge mp-products__badge--${state}`}>
      {t(`status.${state}`)}
    </span>
  );
}
