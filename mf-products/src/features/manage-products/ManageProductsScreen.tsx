import { AreaPage } from '../area/AreaPage';

export type ManageProductsScreenVariant = 'createProduct' | 'drafts' | 'live';

export function ManageProductsScreen({ variant }: { variant: ManageProductsScreenVariant }) {
  return <AreaPage screen={variant} />;
}
