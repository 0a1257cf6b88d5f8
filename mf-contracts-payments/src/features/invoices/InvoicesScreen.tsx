import { AreaPage } from '@mp/remote-kit';

export type InvoicesScreenVariant = 'customerInvoices' | 'freelancerInvoices';

export function InvoicesScreen({ variant }: { variant: InvoicesScreenVariant }) {
  return <AreaPage screen={variant} />;
}
