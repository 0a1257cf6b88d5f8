import { AreaPage } from '@mp/remote-kit';

export type ManageProductsScreenVariant = 'createProduct' | 'drafts' | 'live';

export function ManageProductsScreen({ variant }: { variant: ManageProductsScreenVariant }) {
  return <AreaPage screen={variant} />;
}
