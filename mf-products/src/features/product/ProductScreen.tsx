import { AreaPage } from '@mp/remote-kit';

export type ProductScreenVariant = 'editProduct' | 'product';

export function ProductScreen({ variant }: { variant: ProductScreenVariant }) {
  return <AreaPage screen={variant} />;
}
