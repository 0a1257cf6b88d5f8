import { AreaPage } from '../area/AreaPage';

export function ShortListScreen() {
  return <AreaPage screen="shortList" />;
}
