import { AreaPage } from '../area/AreaPage';

export type ProductScreenVariant = 'editProduct' | 'product';

export function ProductScreen({ variant }: { variant: ProductScreenVariant }) {
  return <AreaPage screen={variant} />;
}
