import { AreaPage } from '../area/AreaPage';

export function ShiftsScreen() {
  return <AreaPage screen="shifts" />;
}
