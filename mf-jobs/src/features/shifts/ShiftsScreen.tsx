import { AreaPage } from '@mp/remote-kit';

export function ShiftsScreen() {
  return <AreaPage screen="shifts" />;
}
