import { AreaPage } from '../area/AreaPage';

export type InvoicesScreenVariant = 'customerInvoices' | 'freelancerInvoices';

export function InvoicesScreen({ variant }: { variant: InvoicesScreenVariant }) {
  return <AreaPage screen={variant} />;
}
