import { PRODUCT_APPROVAL_STATUS, type Product } from '@mp/contracts';
import { Link } from '@mp/router';
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

/**
 * Approved (or needing no approval) but not live: the seller's payment account needs attention
 * (docs/products.md#statuses), so the seller is told where to set it up.
 */
export function NotLiveNotice({ product }: { product: Product }) {
  const { t } = useProductsT();
  const state = productState(product);
  if (product.isLive || (state !== 'approved' && state !== 'live')) return null;
  return (
    <p className="mp-products__reason">
      {t('manage.notLive')}{' '}
      <Link to="/freelancer/setting#payment-account">{t('manage.notLiveLink')}</Link>
    </p>
  );
}
